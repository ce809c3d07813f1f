import {
  ENTRY_SOURCE_CODE_PATTERN,
  ENTRY_SOURCE_LINK_PREFIX,
  type EntrySourceQrFormat,
  lineAddFriendUrl,
  FUNNEL_MESSAGES as M,
} from '@console/contract/funnels';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import QRCode from 'qrcode';
import { type Db, rows } from '../db';

/*
 * An entry source's public side (issue 32): its URL `/e/{code}` and the QR code of that URL.
 *
 * Attribution of the follow that comes after a visit is NOT done here: LINE's add-friend page
 * tells us nothing of where the person came from, and the follow webhook carries no parameter.
 * Knowing it needs the visitor's LINE user id before the redirect (a LIFF page, issue 33), which
 * would then record `source_id` on the follow event; until then a follow's source is null and a
 * source's `follows` count is 0 unless another writer knows it (the demo seed).
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, text: string) => `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>
`;

const NOT_FOUND_PAGE = page(M.sourceNotFoundTitle, M.sourceNotFound);
const NO_BASIC_ID_PAGE = page(M.noBasicIdTitle, M.noBasicId);

/** What the public URL reads for a code: the source and its account's basic id (one lookup). */
async function entryTarget(db: Db, code: string) {
  if (!ENTRY_SOURCE_CODE_PATTERN.test(code)) return null;
  const [row] = await rows(
    db,
    sql`SELECT s.id, c.basic_id FROM entry_sources s
        LEFT JOIN line_channels c ON c.account_id = s.account_id
        WHERE s.code = ${code}`,
  );
  if (!row) return null;
  return { sourceId: Number(row.id), basicId: typeof row.basic_id === 'string' ? row.basic_id : null };
}

/**
 * GET /e/{code}: records the visit, then 302 to the account's LINE add-friend page, never cached
 * (each scan must reach us to be counted). The visit is written before the answer: scans of a
 * poster are few, and a count that never lags is worth a few milliseconds. Without a basic id the
 * person gets a Japanese page saying so (200: the page is the answer, not a failure of theirs).
 * A page, not an operation: it answers anyone, never JSON.
 */
export function registerEntryPage(app: FastifyInstance) {
  app.get<{ Params: { code: string } }>(
    `${ENTRY_SOURCE_LINK_PREFIX}:code`,
    { schema: { hide: true }, config: { public: true, sessionless: true } },
    async (request, reply) => {
      const target = await entryTarget(app.db, request.params.code);
      reply.header('cache-control', 'no-store');
      if (!target) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
      if (request.method === 'GET') {
        const bot = isbot(request.headers['user-agent'] ?? '');
        await app.db.execute(
          sql`INSERT INTO entry_source_visits (source_id, is_bot) VALUES (${target.sourceId}, ${bot})`,
        );
      }
      if (!target.basicId) return reply.code(200).type('text/html; charset=utf-8').send(NO_BASIC_ID_PAGE);
      return reply.code(302).header('location', lineAddFriendUrl(target.basicId)).send();
    },
  );
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
