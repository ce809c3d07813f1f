import { randomBytes } from 'node:crypto';
import type { MediaContentType } from '@console/contract';
import {
  ANSWER_FILE_MAX_BYTES,
  ANSWER_FILE_TYPES,
  CHOICE_FIELD_TYPES,
  type FormBlock,
  PUBLIC_PAGE_MESSAGES as P,
  PAGE_CODE_PATTERN,
  type PublicAnswerInput,
} from '@console/contract/pages';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Capabilities } from '../capabilities';
import { type CaptchaConfig, verifyCaptcha } from '../captcha';
import { type Db, rows } from '../db';
import { addTag, setValue } from '../friend-actions';
import { HttpError } from '../http-error';
import { type LineLoginConfig, verifyLineIdToken } from '../line-id-token';
import { japanDayOf as japanDay } from '../members';
import { acceptMultipart, checkMultipart, partsOf, withinLimit } from '../multipart';
import type { MediaStorage } from '../storage';
import { type AnswerFileType, sniffAnswerFileType } from './bytes';
import { formOf } from './document';
import { visitorKey } from './public';
import { pageAnswerFiles, pageAnswers, pages, pageViews } from './schema';
import type { PageRow } from './service';
import { checkAnswer } from './validate';

/*
 * What a published page's script calls (issue 33), without an operator session: an answer, a file
 * for an answer, a visit inside LINE. A friend is known only through LINE: the LIFF ID token is
 * sent to LINE's verify endpoint with the account's LINE Login channel, and only its answer names
 * the friend. A LINE user who is not (or no longer) a friend of the account answers anonymously
 * (`friend: false`): nothing is written to friend information for a person the account cannot reach.
 */

export interface PublicContext {
  db: Db;
  lineLogin: LineLoginConfig;
  captcha: CaptchaConfig | undefined;
  capabilities: Capabilities;
  storage: MediaStorage;
}

const gone = () => new HttpError(404, P.notFound);
const invalid = (errors: Record<string, string[]>) => new HttpError(422, P.invalid, errors);

/** A file token is good for one answer within this long of its upload. */
export const UPLOAD_TTL_MS = 24 * 3_600_000;

/** The published page of a code (what the public address shows), or 404. */
export async function publishedPage(
  db: Db,
  code: string,
): Promise<PageRow & { published: NonNullable<PageRow['published']> }> {
  if (!PAGE_CODE_PATTERN.test(code)) throw gone();
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.code, code), isNotNull(pages.published)));
  if (!row?.published) throw gone();
  return row as PageRow & { published: NonNullable<PageRow['published']> };
}

/**
 * The friend of the account an ID token names, verified with LINE. `unverifiable`: nothing to
 * verify it with — the sandbox (offline, every page anonymous) or an account without a LINE Login
 * channel — so the visitor is anonymous; `refused`: LINE did not vouch for it (forged, expired,
 * another channel's); a verified LINE user who is not the account's friend has no friend id.
 */
async function friendOf(
  context: PublicContext,
  accountId: number,
  idToken: string,
): Promise<
  | { kind: 'unverifiable' }
  | { kind: 'refused'; reason: string }
  | { kind: 'verified'; friendId: number | null }
> {
  if (!context.lineLogin.live) return { kind: 'unverifiable' };
  const [channel] = await rows(
    context.db,
    sql`SELECT login_channel_id FROM line_channels WHERE account_id = ${accountId}`,
  );
  const channelId = typeof channel?.login_channel_id === 'string' ? channel.login_channel_id : '';
  if (channelId === '') return { kind: 'unverifiable' };
  const result = await verifyLineIdToken(context.lineLogin, { idToken, channelId });
  if (!result.ok) return { kind: 'refused', reason: result.reason };
  const [friend] = await rows(
    context.db,
    sql`SELECT id FROM friends WHERE account_id = ${accountId} AND line_user_id = ${result.userId}`,
  );
  return { kind: 'verified', friendId: friend ? Number(friend.id) : null };
}

/**
 * Stores an answer after checking it against the published form. Inside LINE, the verified
 * friend's answer also writes the fields' friend-information values, adds the chosen options'
 * tags and the form's, and records a `form_answer` event, all in the answer's transaction.
 */
export async function answerPage(
  context: PublicContext,
  code: string,
  input: PublicAnswerInput,
  remoteIp: string | undefined,
  now: Date,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<{ message: string; friend: boolean }> {
  const { db } = context;
  const page = await publishedPage(db, code);
  const found = formOf(page.published);
  if (!found) throw gone();
  const form: FormBlock = found.form;
  if (!(await verifyCaptcha(context.captcha, input.captcha_token, remoteIp)))
    throw invalid({ captcha_token: [P.captcha] });
  const checked = checkAnswer(form.fields, input.values);
  if (Object.keys(checked.errors).length > 0) throw invalid(checked.errors);
  let friendId: number | null = null;
  if (input.id_token) {
    const friend = await friendOf(context, page.accountId, input.id_token);
    if (friend.kind === 'refused') {
      log?.info({ page: page.id, reason: friend.reason }, 'LIFF ID token refused');
      throw new HttpError(401, P.idToken);
    }
    if (friend.kind === 'verified') friendId = friend.friendId;
  }
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (friendId !== null && form.once_per_friend) {
      // The page's row is the lock: two answers of one friend at once are taken one after the other.
      await tx.execute(sql`SELECT id FROM pages WHERE id = ${page.id} FOR UPDATE`);
      const [before] = await rows(
        tx,
        sql`SELECT 1 AS ok FROM page_answers WHERE page_id = ${page.id} AND friend_id = ${friendId} LIMIT 1`,
      );
      if (before) throw new HttpError(409, P.alreadyAnswered);
    }
    const stored: Record<string, string | string[] | { file: number }> = {};
    const fileErrors: Record<string, string[]> = {};
    const claimed: { id: number; fieldId: string }[] = [];
    for (const [fieldId, value] of Object.entries(checked.values)) {
      if (typeof value === 'object' && !Array.isArray(value)) {
        const [file] = await tx
          .select({ id: pageAnswerFiles.id })
          .from(pageAnswerFiles)
          .where(
            and(
              eq(pageAnswerFiles.token, value.token),
              eq(pageAnswerFiles.pageId, page.id),
              isNull(pageAnswerFiles.answerId),
              sql`${pageAnswerFiles.createdAt} > ${new Date(now.getTime() - UPLOAD_TTL_MS).toISOString()}::timestamptz`,
            ),
          )
          .for('update');
        if (!file) fileErrors[fieldId] = [P.fileMissing];
        else {
          stored[fieldId] = { file: file.id };
          claimed.push({ id: file.id, fieldId });
        }
      } else {
        stored[fieldId] = value;
      }
    }
    if (Object.keys(fileErrors).length > 0) throw invalid(fileErrors);
    const [answer] = await tx
      .insert(pageAnswers)
      .values({ accountId: page.accountId, pageId: page.id, friendId, values: stored, createdAt: now })
      .returning({ id: pageAnswers.id });
    if (!answer) throw new Error('insert returned nothing');
    for (const file of claimed)
      await tx
        .update(pageAnswerFiles)
        .set({ answerId: answer.id, fieldId: file.fieldId })
        .where(eq(pageAnswerFiles.id, file.id));
    if (friendId !== null) {
      const tags = new Set(form.tag_ids);
      for (const field of form.fields) {
        const value = stored[field.id];
        if (value === undefined || (typeof value === 'object' && !Array.isArray(value))) continue;
        if (field.var_id !== null)
          await setValue(
            txDb,
            page.accountId,
            friendId,
            field.var_id,
            Array.isArray(value) ? value.join('、') : value,
          );
        if ((CHOICE_FIELD_TYPES as readonly string[]).includes(field.type)) {
          const chosen = new Set(Array.isArray(value) ? value : [value]);
          for (const option of field.options)
            if (option.tag_id !== null && chosen.has(option.label)) tags.add(option.tag_id);
        }
      }
      for (const tagId of tags) await addTag(txDb, page.accountId, friendId, tagId);
      await context.capabilities.friendEvents(tx, [
        {
          accountId: page.accountId,
          friendId,
          kind: 'form_answer',
          at: now,
          refId: page.id,
          key: `answer:${answer.id}`,
          value: contactOf(form, stored),
        },
      ]);
    }
    return { message: form.thanks_text, friend: friendId !== null };
  });
}

/**
 * The answer's first e-mail address and phone number, what the ad connection reports (hashed) with
 * a form_answer conversion; null when the form asks for neither.
 */
function contactOf(
  form: FormBlock,
  stored: Record<string, unknown>,
): { email?: string; phone?: string } | null {
  const first = (type: 'email' | 'tel') => {
    const field = form.fields.find((item) => item.type === type && typeof stored[item.id] === 'string');
    return field ? (stored[field.id] as string) : undefined;
  };
  const email = first('email');
  const phone = first('tel');
  if (email === undefined && phone === undefined) return null;
  return { ...(email === undefined ? {} : { email }), ...(phone === undefined ? {} : { phone }) };
}

/** A visit inside LINE: a view of the verified friend, counted once a day. Nothing otherwise. */
/**
 * A visit inside LINE: the opening of the page already counted this browser's view (the public
 * side's row, keyed by the hashed address and browser of the day); a verified friend's visit
 * names the friend on that same row, so one visit is one view.
 */
export async function visitPage(
  context: PublicContext,
  code: string,
  idToken: string | null,
  visitor: { ip: string; userAgent: string },
  now: Date,
) {
  const page = await publishedPage(context.db, code);
  if (!idToken) return;
  const friend = await friendOf(context, page.accountId, idToken);
  if (friend.kind !== 'verified' || friend.friendId === null) return;
  const day = japanDay(now);
  await context.db
    .insert(pageViews)
    .values({
      pageId: page.id,
      day,
      visitor: visitorKey(visitor.ip, visitor.userAgent, day),
      friendId: friend.friendId,
    })
    .onConflictDoUpdate({
      target: [pageViews.pageId, pageViews.day, pageViews.visitor],
      set: { friendId: friend.friendId },
    });
}

// The upload.

/** The multipart envelope around the file stays well under this. */
const ENVELOPE_BYTES = 64 * 1024;
const FILE_NAME_MAX_LENGTH = 200;

const tooLarge = () => new HttpError(413, P.fileSize, { file: [P.fileSize] });

export const acceptAnswerUploads = acceptMultipart({
  fileSize: ANSWER_FILE_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 4,
});

/** The file's name as shown to operators: its last path part, NFC, at most 200 characters. */
export function fileNameOf(filename: string | undefined): string {
  const base = (filename ?? '')
    .replace(/^.*[\\/]/, '')
    .normalize('NFC')
    .trim();
  return [...base].slice(0, FILE_NAME_MAX_LENGTH).join('') || 'ファイル';
}

/** Takes one file for the page's form: its type from its bytes, stored under `answers/`. */
export async function uploadAnswerFile(
  context: PublicContext,
  code: string,
  request: FastifyRequest,
): Promise<{ token: string; name: string; type: AnswerFileType; size: number }> {
  const page = await publishedPage(context.db, code);
  const form = formOf(page.published)?.form;
  if (!form?.fields.some((field) => field.type === 'file')) throw gone();
  checkMultipart(request, ANSWER_FILE_MAX_BYTES + ENVELOPE_BYTES, tooLarge);
  let bytes: Buffer | null = null;
  let filename: string | undefined;
  for await (const part of partsOf(request)) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || bytes) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of withinLimit(part.file, tooLarge)) chunks.push(chunk);
    bytes = Buffer.concat(chunks);
    filename = part.filename;
  }
  if (!bytes || bytes.length === 0) throw invalid({ file: [P.fileMissing] });
  const type = sniffAnswerFileType(bytes);
  if (!type || !(ANSWER_FILE_TYPES as readonly string[]).includes(type))
    throw invalid({ file: [P.fileType] });
  const token = randomBytes(16).toString('base64url');
  const key = `answers/${page.accountId}/${page.id}/${token}`;
  // The storage was made for images; it keeps any bytes, and the type is only its label.
  await context.storage.put(key, bytes, type as MediaContentType);
  const name = fileNameOf(filename);
  await context.db.insert(pageAnswerFiles).values({
    accountId: page.accountId,
    pageId: page.id,
    token,
    name,
    type,
    size: bytes.length,
    storageKey: key,
  });
  return { token, name, type, size: bytes.length };
}
