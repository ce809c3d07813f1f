import {
  ENTRY_SOURCE_CALLBACK_PATH,
  ENTRY_SOURCE_CODE_PATTERN,
  ENTRY_SOURCE_LINK_PREFIX,
  type EntrySourceQrFormat,
  lineAddFriendUrl,
  FUNNEL_MESSAGES as M,
} from '@console/contract/funnels';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isbot } from 'isbot';
import QRCode from 'qrcode';
import type { CoreConfig } from '../config';
import { type Db, rows } from '../db';
import { attribute, loginChannelOf, newLoginState, takeLoginState } from './attribution';
import type { FunnelsConfig } from './config';
import { lineLoginFor } from './line-login';

/*
 * An entry source's public side (issue 32): its URL `/e/{code}` and the QR code of that URL.
 *
 * LINE's add-friend page tells us nothing of where the person came from, and the follow webhook
 * carries no parameter. So when the account has a LINE Login channel (linked to its official
 * account, under the same provider, so a user id is the same in both), `/e/{code}` sends the
 * person through LINE Login (`bot_prompt=aggressive`: LINE offers the friend on its consent
 * screen) and `/e/callback` learns their LINE user id from LINE itself (attribution.ts), then
 * sends them on to the add-friend page. The follow recorded for that user within a day takes the
 * source (events.ts); a follow LINE delivered before the person came back is given it then.
 * Without a login channel the URL goes straight to the add-friend page and the follow's source
 * stays null. The `state` is random (128 bits), kept server-side as its hash for ten minutes and
 * used once; the ID token's `nonce` is checked by LINE's verify endpoint.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, text: string, link?: { href: string; label: string }) => `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${
  link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
}</body></html>
`;

const NOT_FOUND_PAGE = page(M.sourceNotFoundTitle, M.sourceNotFound);
const NO_BASIC_ID_PAGE = page(M.noBasicIdTitle, M.noBasicId);

/** A page of the way back that did not learn who the person is: 200, with the add-friend link. */
const loginPage = (title: string, text: string, basicId: string | null) =>
  basicId ? page(title, text, { href: lineAddFriendUrl(basicId), label: M.addFriend }) : page(title, text);

/** What the public URL reads for a code: the source, its account's basic id and login channel. */
async function entryTarget(db: Db, code: string) {
  if (!ENTRY_SOURCE_CODE_PATTERN.test(code)) return null;
  const [row] = await rows(
    db,
    sql`SELECT s.id, s.account_id, c.basic_id, c.login_channel_id, c.login_channel_secret
        FROM entry_sources s
        LEFT JOIN line_channels c ON c.account_id = s.account_id
        WHERE s.code = ${code}`,
  );
  if (!row) return null;
  return {
    sourceId: Number(row.id),
    accountId: Number(row.account_id),
    basicId: typeof row.basic_id === 'string' ? row.basic_id : null,
    login: loginChannelOf(row),
  };
}

/** Longer than any code LINE hands back: not worth a request to LINE. */
const CODE_MAX_LENGTH = 512;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body);

/**
 * GET /e/{code}: records the visit, then 302 to LINE Login when the account has a login channel,
 * else to the account's LINE add-friend page; never cached (each scan must reach us to be
 * counted). The visit is written before the answer: scans of a poster are few, and a count that
 * never lags is worth a few milliseconds. Without a basic id the person gets a Japanese page
 * saying so (200: the page is the answer, not a failure of theirs). GET /e/callback is LINE
 * Login's way back. Pages, not operations: they answer anyone, never JSON.
 */
export function registerEntryPage(app: FastifyInstance, config: CoreConfig & FunnelsConfig) {
  const lineLogin = lineLoginFor(config.lineLogin);
  const redirectUri = `${config.publicOrigin}${ENTRY_SOURCE_CALLBACK_PATH}`;
  const page = { schema: { hide: true }, config: { public: true, sessionless: true } };

  app.get<{ Querystring: Record<string, unknown> }>(
    ENTRY_SOURCE_CALLBACK_PATH,
    page,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Only the browser's GET uses the state: a HEAD (a checker, a preview) must not spend it.
      if (request.method !== 'GET') return html(reply, 200, '');
      const query = request.query;
      const state = typeof query.state === 'string' ? query.state : '';
      const code = typeof query.code === 'string' ? query.code : '';
      const login = await takeLoginState(app.db, state);
      if (!login?.usable) {
        return html(reply, 200, loginPage(M.loginExpiredTitle, M.loginExpired, login?.basicId ?? null));
      }
      const basicId = login.basicId;
      // The person declined (error=access_denied) or LINE sent no code: no user id to learn.
      if (!code || code.length > CODE_MAX_LENGTH || !login.channel) {
        return basicId
          ? reply.code(302).header('location', lineAddFriendUrl(basicId)).send()
          : html(reply, 200, NO_BASIC_ID_PAGE);
      }
      const result = await lineLogin.userOf(login.channel, { code, redirectUri, nonce: login.nonce });
      if (!result.ok) {
        request.log.warn({ sourceId: login.sourceId, reason: result.reason }, 'LINE Login failed');
        return html(reply, 200, loginPage(M.loginFailedTitle, M.loginFailed, basicId));
      }
      await attribute(app.db, login.accountId, result.userId, login.sourceId);
      if (!basicId) return html(reply, 200, NO_BASIC_ID_PAGE);
      return reply.code(302).header('location', lineAddFriendUrl(basicId)).send();
    },
  );

  app.get<{ Params: { code: string } }>(`${ENTRY_SOURCE_LINK_PREFIX}:code`, page, async (request, reply) => {
    const target = await entryTarget(app.db, request.params.code);
    reply.header('cache-control', 'no-store');
    if (!target) return html(reply, 404, NOT_FOUND_PAGE);
    const bot = isbot(request.headers['user-agent'] ?? '');
    if (request.method === 'GET') {
      await app.db.execute(
        sql`INSERT INTO entry_source_visits (source_id, is_bot) VALUES (${target.sourceId}, ${bot})`,
      );
    }
    if (!target.basicId) return html(reply, 200, NO_BASIC_ID_PAGE);
    // A link preview never logs in: a state for it would only fill the table.
    if (target.login && !bot && request.method === 'GET') {
      const { state, nonce } = await newLoginState(app.db, target.accountId, target.sourceId);
      const location = lineLogin.authorizeUrl(target.login, { redirectUri, state, nonce });
      return reply.code(302).header('location', location).send();
    }
    return reply.code(302).header('location', lineAddFriendUrl(target.basicId)).send();
  });
}

/** PNG's side in pixels: sharp enough to print on an A4 poster. */
const QR_PNG_WIDTH = 1024;

/**
 * The QR code of `url`: error correction M (15 %, the usual for print), a quiet zone of 4 modules
 * as the standard asks.
 */
export async function qrImage(url: string, format: EntrySourceQrFormat): Promise<Buffer | string> {
  const options = { errorCorrectionLevel: 'M' as const, margin: 4 };
  if (format === 'svg') return QRCode.toString(url, { ...options, type: 'svg' });
  return QRCode.toBuffer(url, { ...options, type: 'png', width: QR_PNG_WIDTH });
}
