import { type OemCode, toOemCode } from '@console/contract';
import { PUBLIC_ACCESS_MESSAGES as A, BOARD_PUBLIC_PREFIX, PAGE_CODE_PATTERN } from '@console/contract/pages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../console-html/html';
import { type Db, rows } from '../../db';
import { japanDayOf } from '../../members';
import { friendIdOf } from './access';
import { nonceOf, pageImages, publicPagePolicy, sendHtml } from './http';
import { PUBLIC_RENDER_MESSAGES as R } from './messages';
import { documentHead, type PageImage, personalText } from './render';
import { friendsGateHtml, friendVars, gatePolicy } from './sites';

/*
 * The boards' public side (issue 33): `/b/{code}`, a friends-only notice board, and
 * `/b/{code}/{postId}`, one of its posts. A board is never open to anyone else: without the
 * account's friend cookie (friendIdOf) both answer the friends gate (401), before anything of the
 * board is looked up further, so which posts exist is not told. A let-in friend gets HTML drawn
 * for them alone (unread marks, `{{var:N}}` filled): no script, and never kept by a cache.
 * Opening a post records the friend's first read (the console's read count).
 */

/** Per-friend answers: neither the browser's back-forward cache of another friend nor a proxy keeps them. */
const PER_FRIEND = 'private, no-store';

/** A post id of the address: digits of a serial (int4), else no post. */
export function postIdOf(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** A date as the board shows it, the Japan calendar day: 2026年12月1日. */
export function japanDateText(at: Date): string {
  const [year, month, day] = japanDayOf(at).split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

/** The first line of a body that says something (blank lines and spaces skipped), or ''. */
export function firstLine(body: string): string {
  return (
    body
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** A post's body as HTML: paragraphs at blank lines, line breaks as <br>, every character escaped. */
export function bodyHtml(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n+/)
    .map((part) => part.replace(/^\n+|\n+$/g, ''))
    .filter((part) => part.trim() !== '')
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * The boards' rules, after the theme's sheet (its colours are the theme's variables): cards that
 * fill a 360 px phone, the thumbnail beside the words, the marks as small labels.
 */
export const BOARD_STYLESHEET = [
  `.lead{color:var(--ts)}`,
  `.posts{list-style:none;margin:0;padding:0}`,
  `.posts li{margin:0 0 12px}`,
  `.card{display:flex;gap:12px;align-items:flex-start;padding:12px;border:1px solid var(--b);border-radius:12px;background:var(--bg);color:var(--t);text-decoration:none;min-height:48px}`,
  `.card:hover{border-color:var(--p)}`,
  `.card-main{flex:1 1 auto;min-width:0}`,
  `.card h2{font-size:1.05rem;margin:0 0 4px;color:var(--p)}`,
  `.card .excerpt{display:block;color:var(--t);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
  `.thumb{flex:0 0 72px;width:72px;height:72px;object-fit:cover;border-radius:8px;margin:0}`,
  `.marks{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 4px}.marks:empty{display:none}`,
  `.mark{display:inline-block;padding:0 8px;border-radius:4px;font-size:.75rem;font-weight:700;line-height:1.6}`,
  `.mark-pin{background:var(--s);color:var(--t);border:1px solid var(--b)}`,
  `.mark-unread{background:var(--p);color:var(--op)}`,
  `.date{display:block;color:var(--ts);font-size:.875rem}`,
  `.post-images img{border-radius:8px}`,
  `.back{display:inline-flex;align-items:center;min-height:44px}`,
].join('');

export interface BoardView {
  code: string;
  title: string;
  description: string;
  theme: OemCode;
}

export interface BoardCard {
  id: number;
  title: string;
  body: string;
  pinned: boolean;
  publishedAt: Date;
  unread: boolean;
  thumbnail: PageImage | null;
}

const attr = (value: string | number) => escapeHtml(String(value));
const postHref = (code: string, id: number) => `${BOARD_PUBLIC_PREFIX}${code}/${id}`;
const timeTag = (at: Date) => `<time class="date" datetime="${japanDayOf(at)}">${japanDateText(at)}</time>`;

function marks(pinned: boolean, unread: boolean): string {
  return `<span class="marks">${pinned ? `<span class="mark mark-pin">${A.boardPinned}</span>` : ''}${
    unread ? `<span class="mark mark-unread">${A.boardUnread}</span>` : ''
  }</span>`;
}

const documentEnd = '</body>\n</html>\n';
const robots = '<meta name="robots" content="noindex">\n';

/**
 * The board as a friend sees it, pure: the posts already in order (pinned first, then newest) with
 * this friend's unread marks; `vars` fills `{{var:N}}` in every text of the operator.
 */
export function renderBoard(input: {
  board: BoardView;
  posts: readonly BoardCard[];
  vars: ReadonlyMap<number, string>;
  nonce: string;
}): string {
  const { board, vars } = input;
  const text = (value: string) => escapeHtml(personalText(value, vars));
  const title = personalText(board.title, vars);
  const description = personalText(board.description, vars);
  const cards = input.posts.map((post, index) => {
    // The thumbnail repeats the card's words for a screen reader at most: alt="" leaves it out.
    const thumb = post.thumbnail
      ? `<img class="thumb" src="${attr(post.thumbnail.path)}" width="${post.thumbnail.width}" height="${post.thumbnail.height}" alt=""${
          index < 3 ? '' : ' loading="lazy"'
        } decoding="async">`
      : '';
    const excerpt = firstLine(personalText(post.body, vars));
    return `<li><a class="card" href="${attr(postHref(board.code, post.id))}"><span class="card-main">${marks(post.pinned, post.unread)}<h2>${text(post.title)}</h2>${timeTag(post.publishedAt)}${
      excerpt ? `<span class="excerpt">${escapeHtml(excerpt)}</span>` : ''
    }</span>${thumb}</a></li>`;
  });
  const list = cards.length > 0 ? `<ul class="posts">\n${cards.join('\n')}\n</ul>` : `<p>${A.boardEmpty}</p>`;
  return `${documentHead({ title, description, theme: board.theme, nonce: input.nonce, extra: robots, css: BOARD_STYLESHEET })}
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${description ? `<p class="lead">${escapeHtml(description).replace(/\r?\n/g, '<br>')}</p>\n` : ''}${list}
</main>
${documentEnd}`;
}

/** One post as a friend reads it, pure: the board's name on top (back to the board), the body, the images. */
export function renderBoardPost(input: {
  board: BoardView;
  post: { id: number; title: string; body: string; pinned: boolean; publishedAt: Date };
  images: readonly PageImage[];
  vars: ReadonlyMap<number, string>;
  nonce: string;
}): string {
  const { board, post, vars } = input;
  const boardTitle = personalText(board.title, vars);
  const title = personalText(post.title, vars);
  const home = `${BOARD_PUBLIC_PREFIX}${board.code}`;
  const images = input.images
    .map(
      (image, index) =>
        `<img src="${attr(image.path)}" width="${image.width}" height="${image.height}" alt="${attr(
          R.boardImageAlt(title, index + 1, input.images.length),
        )}"${index === 0 ? '' : ' loading="lazy"'} decoding="async">`,
    )
    .join('\n');
  return `${documentHead({ title: `${title} | ${boardTitle}`, description: '', theme: board.theme, nonce: input.nonce, extra: robots, site: true, css: BOARD_STYLESHEET })}
<body>
<header class="site"><a class="site-name" href="${attr(home)}">${escapeHtml(boardTitle)}</a></header>
<main>
<article>
<h1>${escapeHtml(title)}</h1>
<p>${marks(post.pinned, false)}${timeTag(post.publishedAt)}</p>
${bodyHtml(personalText(post.body, vars))}
${images ? `<div class="post-images">\n${images}\n</div>\n` : ''}</article>
<p><a class="back" href="${attr(home)}">${A.boardBack}</a></p>
</main>
${documentEnd}`;
}

interface PublicBoard extends BoardView {
  id: number;
  accountId: number;
}

/** The board of a code (with its theme: its own, else the account's), or null. */
async function boardByCode(db: Db, code: string): Promise<PublicBoard | null> {
  if (!PAGE_CODE_PATTERN.test(code)) return null;
  const [row] = await rows(
    db,
    sql`SELECT b.id, b.account_id, b.code, b.title, b.description, b.theme, a.oem_code
        FROM boards b JOIN accounts a ON a.id = b.account_id
        WHERE b.code = ${code}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    code: String(row.code),
    title: String(row.title),
    description: String(row.description ?? ''),
    theme: toOemCode((row.theme as string | null) ?? (row.oem_code as string)),
  };
}

const mediaIdsOf = (value: unknown): number[] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
};

/** A timestamp column as both drivers give it (a Date, or its text). */
const instantOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

export interface BoardRoutesOptions {
  now: () => Date;
  gateScript: (log: FastifyRequest['log']) => Promise<string | null>;
  notFound: (reply: FastifyReply) => FastifyReply;
}

export async function boardRoutes(app: FastifyInstance, options: BoardRoutesOptions) {
  const db = app.db;
  const { now } = options;

  /** The friend let in for the board's account, or the gate already answered (null). */
  const friendOrGate = async (
    request: FastifyRequest,
    reply: FastifyReply,
    board: PublicBoard,
    address: string,
  ): Promise<number | null> => {
    const friendId = await friendIdOf(db, request, board.accountId, now());
    if (friendId !== null) return friendId;
    const nonce = nonceOf();
    const html = await friendsGateHtml(db, {
      accountId: board.accountId,
      theme: board.theme,
      nonce,
      name: board.title,
      scope: 'board',
      key: board.code,
      address,
      script: await options.gateScript(request.log),
    });
    sendHtml(reply, 401, html, gatePolicy(nonce), PER_FRIEND);
    return null;
  };

  const route = { schema: { hide: true }, config: { public: true } };

  app.get<{ Params: { code: string } }>(`${BOARD_PUBLIC_PREFIX}:code`, route, async (request, reply) => {
    const board = await boardByCode(db, request.params.code);
    if (!board) return options.notFound(reply);
    const friendId = await friendOrGate(request, reply, board, `${BOARD_PUBLIC_PREFIX}${board.code}`);
    if (friendId === null) return reply;
    const found = await rows(
      db,
      sql`SELECT p.id, p.title, p.body, p.pinned, p.published_at, p.media_ids,
                 (r.post_id IS NULL) AS unread
          FROM board_posts p
          LEFT JOIN board_post_reads r ON r.post_id = p.id AND r.friend_id = ${friendId}
          WHERE p.board_id = ${board.id} AND p.status = 'published' AND p.published_at IS NOT NULL
          ORDER BY p.pinned DESC, p.published_at DESC, p.id DESC`,
    );
    const imagesOf = found.map((row) => mediaIdsOf(row.media_ids));
    const media = await pageImages(db, board.accountId, [...new Set(imagesOf.flat())]);
    const posts: BoardCard[] = found.map((row, index) => {
      // The first image the library still has (a deleted one is skipped, as the console's URLs).
      const thumbId = imagesOf[index]?.find((id) => media.has(id));
      return {
        id: Number(row.id),
        title: String(row.title),
        body: String(row.body),
        pinned: row.pinned === true,
        publishedAt: instantOf(row.published_at),
        unread: row.unread === true,
        thumbnail: thumbId === undefined ? null : (media.get(thumbId) ?? null),
      };
    });
    const nonce = nonceOf();
    const html = renderBoard({
      board,
      posts,
      vars: await friendVars(db, board.accountId, friendId),
      nonce,
    });
    return sendHtml(reply, 200, html, publicPagePolicy(nonce, { form: false, captcha: 'off' }), PER_FRIEND);
  });

  app.get<{ Params: { code: string; postId: string } }>(
    `${BOARD_PUBLIC_PREFIX}:code/:postId`,
    route,
    async (request, reply) => {
      const board = await boardByCode(db, request.params.code);
      const postId = postIdOf(request.params.postId);
      if (!board || postId === null) return options.notFound(reply);
      // The gate before the post is looked up: behind it, which posts exist is not told.
      const friendId = await friendOrGate(request, reply, board, `${postHref(board.code, postId)}`);
      if (friendId === null) return reply;
      const [row] = await rows(
        db,
        sql`SELECT id, title, body, pinned, published_at, media_ids FROM board_posts
            WHERE id = ${postId} AND board_id = ${board.id} AND status = 'published'
              AND published_at IS NOT NULL`,
      );
      if (!row) return options.notFound(reply);
      // The first read is kept: the count is of friends, each once, at their first open.
      await db.execute(
        sql`INSERT INTO board_post_reads (post_id, friend_id, read_at)
            VALUES (${postId}, ${friendId}, ${now().toISOString()})
            ON CONFLICT DO NOTHING`,
      );
      const ids = mediaIdsOf(row.media_ids);
      const media = await pageImages(db, board.accountId, ids);
      const nonce = nonceOf();
      const html = renderBoardPost({
        board,
        post: {
          id: postId,
          title: String(row.title),
          body: String(row.body),
          pinned: row.pinned === true,
          publishedAt: instantOf(row.published_at),
        },
        images: ids.flatMap((id) => {
          const image = media.get(id);
          return image ? [image] : [];
        }),
        vars: await friendVars(db, board.accountId, friendId),
        nonce,
      });
      return sendHtml(reply, 200, html, publicPagePolicy(nonce, { form: false, captcha: 'off' }), PER_FRIEND);
    },
  );
}
