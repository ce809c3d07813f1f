import {
  type Answer,
  type AnswerCsvEncoding,
  type AnswerSummary,
  CHOICE_FIELD_TYPES,
  type FormField,
  PAGES_PATHS,
  type PageKind,
} from '@console/contract/pages';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { type Db, intArray, rows } from '../db';
import { type ListSource, offsetBatches } from '../list-response';
import type { MediaStorage } from '../storage';
import { formOf } from './document';
import { pageAnswerFiles, pageAnswers, pages } from './schema';
import { notFound, type PageRow, pageRow } from './service';

/*
 * A form's answers as operators read them (issue 33): the list (newest first, the friend's name
 * read from the friends feature's table by SQL, as the funnels do), the CSV for Excel, the
 * per-question summary for the charts, and an uploaded file's download.
 */

type StoredValue = string | string[] | { file: number };
type AnswerRow = typeof pageAnswers.$inferSelect;
type FileRow = typeof pageAnswerFiles.$inferSelect;

const fileUrl = (answerId: number, fieldId: string) =>
  PAGES_PATHS.answerFile.replace('{id}', String(answerId)).replace('{field}', fieldId);

/** The fields answers are read by: the published form's, or the draft's before a first publish. */
export const fieldsOf = (row: PageRow): FormField[] => formOf(row.published ?? row.draft)?.form.fields ?? [];

async function filesOf(db: Db, answerIds: number[]): Promise<Map<number, FileRow>> {
  if (answerIds.length === 0) return new Map();
  const found = await db
    .select()
    .from(pageAnswerFiles)
    .where(sql`${pageAnswerFiles.answerId} = ANY(${intArray(answerIds)})`);
  return new Map(found.map((file) => [file.id, file]));
}

async function friendNames(db: Db, accountId: number, friendIds: number[]): Promise<Map<number, string>> {
  if (friendIds.length === 0) return new Map();
  const found = await rows(
    db,
    sql`SELECT id, display_name FROM friends WHERE account_id = ${accountId} AND id = ANY(${intArray(friendIds)})`,
  );
  return new Map(found.map((row) => [Number(row.id), String(row.display_name)]));
}

/** Answers as the API shows them; a friend removed since leaves the answer anonymous. */
async function presentAnswers(db: Db, accountId: number, found: AnswerRow[]): Promise<Answer[]> {
  const files = await filesOf(
    db,
    found.map((row) => row.id),
  );
  const names = await friendNames(
    db,
    accountId,
    found.flatMap((row) => (row.friendId === null ? [] : [row.friendId])),
  );
  return found.map((row) => {
    const values: Answer['values'] = {};
    for (const [fieldId, value] of Object.entries(row.values as Record<string, StoredValue>)) {
      if (typeof value === 'object' && !Array.isArray(value)) {
        const file = files.get(value.file);
        if (file)
          values[fieldId] = {
            name: file.name,
            type: file.type,
            size: file.size,
            url: fileUrl(row.id, fieldId),
          };
      } else {
        values[fieldId] = value;
      }
    }
    const name = row.friendId === null ? undefined : names.get(row.friendId);
    return {
      id: row.id,
      friend: row.friendId !== null && name !== undefined ? { id: row.friendId, display_name: name } : null,
      values,
      created_at: row.createdAt.toISOString(),
    };
  });
}

const friendWhere = (friend: 'true' | 'false' | undefined): SQL | undefined => {
  if (friend === 'true') return sql`${pageAnswers.friendId} IS NOT NULL`;
  if (friend === 'false') return sql`${pageAnswers.friendId} IS NULL`;
  return undefined;
};

export async function listAnswers(
  db: Db,
  accountId: number,
  kind: PageKind,
  id: number,
  friend: 'true' | 'false' | undefined,
): Promise<ListSource<Answer>> {
  await pageRow(db, accountId, kind, id);
  const where = and(eq(pageAnswers.pageId, id), eq(pageAnswers.accountId, accountId), friendWhere(friend));
  const page = async (limit: number, offset: number) => {
    const found = await db
      .select()
      .from(pageAnswers)
      .where(where)
      .orderBy(desc(pageAnswers.id))
      .limit(limit)
      .offset(offset);
    return { items: await presentAnswers(db, accountId, found), total: null };
  };
  return {
    page,
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)` }).from(pageAnswers).where(where);
      return Number(row?.n ?? 0);
    },
    batches: (batchRows) => offsetBatches(page, batchRows),
  };
}

/** `YYYY/MM/DD HH:mm` in Japan (no summer time: UTC+9 all year), as Excel reads a date. */
export function japanTime(at: Date): string {
  const t = new Date(at.getTime() + 9 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}/${two(t.getUTCMonth() + 1)}/${two(t.getUTCDate())} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}

const ANONYMOUS = '匿名';

/** A value as one CSV cell: choices joined by 「、」, a file by its name. */
const cellOf = (value: Answer['values'][string] | undefined): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join('、');
  return value.name;
};

/**
 * The answers as CSV, oldest first: 回答日時, 友だち, 友だちID, then each field by its label. UTF-8
 * with a BOM (Excel then reads it as UTF-8), or CP932 for older Excel (what it cannot show is 「?」).
 */
export async function answersCsv(
  db: Db,
  accountId: number,
  kind: PageKind,
  id: number,
  encoding: AnswerCsvEncoding,
): Promise<{ body: Buffer; filename: string }> {
  const row = await pageRow(db, accountId, kind, id);
  const fields = fieldsOf(row);
  const source = await listAnswers(db, accountId, kind, id, undefined);
  const lines: string[][] = [['回答日時', '友だち', '友だちID', ...fields.map((field) => field.label)]];
  const all: Answer[] = [];
  for await (const batch of source.batches(2000)) all.push(...batch);
  for (const answer of all.reverse()) {
    lines.push([
      japanTime(new Date(answer.created_at)),
      answer.friend?.display_name ?? ANONYMOUS,
      answer.friend ? String(answer.friend.id) : '',
      ...fields.map((field) => cellOf(answer.values[field.id])),
    ]);
  }
  const text = stringify(lines, { record_delimiter: '\r\n' });
  const body = encoding === 'cp932' ? iconv.encode(text, 'cp932') : Buffer.from(`\ufeff${text}`, 'utf8');
  return { body, filename: `${row.title}_回答.csv` };
}

/** `attachment` with an ASCII fallback name and the real one (RFC 5987 / 6266 filename*). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987's attr-char has none of them.
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Per field of the form: how many answered it, and each option's count (unknown answers last). */
export async function answerSummary(
  db: Db,
  accountId: number,
  kind: PageKind,
  id: number,
): Promise<AnswerSummary> {
  const row = await pageRow(db, accountId, kind, id);
  const fields = fieldsOf(row);
  const found = await db
    .select({ values: pageAnswers.values })
    .from(pageAnswers)
    .where(and(eq(pageAnswers.pageId, id), eq(pageAnswers.accountId, accountId)));
  return {
    total: found.length,
    fields: fields.map((field) => {
      let answered = 0;
      const counts = new Map<string, number>(field.options.map((option) => [option.label, 0]));
      const choice = (CHOICE_FIELD_TYPES as readonly string[]).includes(field.type);
      for (const { values } of found) {
        const value = (values as Record<string, StoredValue>)[field.id];
        if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
        answered += 1;
        if (!choice) continue;
        for (const label of Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])
          counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      return {
        id: field.id,
        label: field.label,
        type: field.type,
        answered,
        options: choice ? [...counts].map(([label, count]) => ({ label, count })) : [],
      };
    }),
  };
}

/** An answer's uploaded file, for an operator of the account (whatever the page's family). */
export async function answerFile(
  db: Db,
  storage: MediaStorage,
  accountId: number,
  answerId: number,
  fieldId: string,
): Promise<{ bytes: Buffer; name: string; type: string }> {
  const [answer] = await db
    .select({ values: pageAnswers.values })
    .from(pageAnswers)
    .innerJoin(pages, eq(pages.id, pageAnswers.pageId))
    .where(
      and(eq(pageAnswers.id, answerId), eq(pageAnswers.accountId, accountId), eq(pages.accountId, accountId)),
    );
  const value = (answer?.values as Record<string, StoredValue> | undefined)?.[fieldId];
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw notFound();
  const [file] = await db
    .select()
    .from(pageAnswerFiles)
    .where(and(eq(pageAnswerFiles.id, value.file), eq(pageAnswerFiles.answerId, answerId)));
  const bytes = file ? await storage.read(file.storageKey) : null;
  if (!file || !bytes) throw notFound();
  return { bytes, name: file.name, type: file.type };
}
