import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import {
  TEL_CSV_REQUIRED_HEADER,
  TEL_MAX_PARAMS,
  TEL_PARAM_KEYS,
  TEL_UPLOAD_MAX_ERRORS,
  TEL_UPLOAD_MAX_ROWS,
} from '@console/contract/tel';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { HttpError } from '../http-error';
import { type LineChecker, lineChecker } from './line';
import { messages } from './messages';

/*
 * The upload CSV (ARCHITECTURE.md "Notification messages"): the bytes are decoded as they arrive
 * (encoding decided from the first 64 KB), parsed by csv-parse's stream, and each row is checked
 * at once. Valid rows go into one array per column; after the first invalid row nothing more is
 * kept, only up to 100 row messages. So the file is never held whole, and a 100,000-row upload
 * keeps about 100,000 short strings and numbers.
 */

export type CsvEncoding = 'utf-8' | 'cp932';

/** Enough to hold the header and many rows: a CP932 header is never valid UTF-8. */
export const SNIFF_BYTES = 64 * 1024;

/** The valid rows of an upload, one array per column (row i is index i of each). */
export interface CollectedLines {
  count: number;
  /** E.164. */
  tels: string[];
  /** Send instants, Unix seconds. */
  epochs: number[];
  templateIds: number[];
  /** `{"param_1": "…"}` as JSON text; only non-empty values. */
  params: string[];
}

const fileError = (message: string, status = 422) => new HttpError(status, message, { file: [message] });

/**
 * BOM first (EF BB BF), then strict UTF-8 over the prefix, else CP932. A UTF-16 BOM (Excel's
 * "Unicode text") is refused rather than decoded into garbage. `complete` says the prefix is the
 * whole file, so a sequence cut at its end is an error instead of waiting for more bytes.
 */
export function detectEncoding(prefix: Uint8Array, complete: boolean): CsvEncoding | null {
  if (prefix[0] === 0xef && prefix[1] === 0xbb && prefix[2] === 0xbf) return 'utf-8';
  if ((prefix[0] === 0xff && prefix[1] === 0xfe) || (prefix[0] === 0xfe && prefix[1] === 0xff)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(prefix, { stream: !complete });
    return 'utf-8';
  } catch {
    return 'cp932';
  }
}

interface TextDecoderLike {
  write(chunk: Uint8Array): string;
  end(): string;
}

function utf8Decoder(): TextDecoderLike {
  // fatal: a file that starts as UTF-8 and later holds invalid bytes is refused, not mangled.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const guard = (run: () => string) => {
    try {
      return run();
    } catch {
      throw fileError(messages.upload.encoding);
    }
  };
  return {
    write: (chunk) => guard(() => decoder.decode(chunk, { stream: true })),
    end: () => guard(() => decoder.decode()),
  };
}

function cp932Decoder(): TextDecoderLike {
  // iconv-lite's cp932 table is WHATWG Shift_JIS: NEC row 13 (①, ㈱), IBM extensions, 0x8160 → ～.
  const decoder = iconv.getDecoder('cp932');
  return {
    write: (chunk) => decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)),
    end: () => decoder.end() ?? '',
  };
}

/**
 * Text of a CSV byte stream in its detected encoding, a chunk at a time; a UTF-8 BOM is dropped.
 * Only the first 64 KB are gathered before the first piece of text is produced.
 */
export async function* decodeCsv(
  source: AsyncIterable<Uint8Array>,
  onEncoding?: (encoding: CsvEncoding) => void,
): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const prefix = head.length === 1 ? (head[0] as Uint8Array) : Buffer.concat(head);
  head.length = 0;
  const encoding = detectEncoding(prefix, done);
  if (!encoding) throw fileError(messages.upload.encoding);
  onEncoding?.(encoding);
  const decoder = encoding === 'utf-8' ? utf8Decoder() : cp932Decoder();
  const first = decoder.write(prefix);
  if (first) yield first;
  while (!done) {
    const next = await iterator.next();
    if (next.done) break;
    const text = decoder.write(next.value);
    if (text) yield text;
  }
  const tail = decoder.end();
  if (tail) yield tail;
}

/** Header cells after NFKC and trimming; null unless it is the four columns and param_1…param_N. */
export function parseHeader(cells: readonly string[]): { paramCount: number } | null {
  const names = cells.map((cell) => cell.normalize('NFKC').trim());
  const required = TEL_CSV_REQUIRED_HEADER.length;
  if (names.length < required || names.length > required + TEL_MAX_PARAMS) return null;
  for (let i = 0; i < names.length; i += 1) {
    const expected = i < required ? TEL_CSV_REQUIRED_HEADER[i] : TEL_PARAM_KEYS[i - required];
    if (names[i] !== expected) return null;
  }
  return { paramCount: names.length - required };
}

const emptyLines = (): CollectedLines => ({ count: 0, tels: [], epochs: [], templateIds: [], params: [] });

const isBlank = (record: readonly string[]) => record.every((field) => field.trim() === '');

/** Collects rows and row errors; knows nothing of bytes or streams (unit-tested on its own). */
export class RowCollector {
  /** CSV record number of the last record seen; the header is 1. */
  row = 0;
  paramCount = -1;
  errorCount = 0;
  /** Valid rows so far, including those already handed to a sink. */
  validCount = 0;
  readonly errors: string[] = [];
  lines: CollectedLines = emptyLines();
  /** Set when reading can stop: wrong header or too many rows. The message is the answer. */
  fatal: string | null = null;
  private readonly check: LineChecker;

  constructor(templateIds: ReadonlySet<number>) {
    this.check = lineChecker(templateIds);
  }

  add(record: string[]): void {
    this.row += 1;
    if (this.paramCount < 0) {
      const header = parseHeader(record);
      if (!header) this.fatal = messages.upload.header;
      else this.paramCount = header.paramCount;
      return;
    }
    // Blank rows (Excel leaves ",,,," below the data) are skipped but still counted, so row
    // numbers stay those Excel shows.
    if (isBlank(record)) return;
    if (this.validCount + this.errorCount >= TEL_UPLOAD_MAX_ROWS) {
      this.fatal = messages.upload.tooManyRows;
      return;
    }
    const columns = TEL_CSV_REQUIRED_HEADER.length + this.paramCount;
    if (record.length !== columns) {
      this.reject([messages.reason.columns(columns, record.length)]);
      return;
    }
    const result = this.check(
      record[0] as string,
      record[1] as string,
      record[2] as string,
      record[3] as string,
      record,
      TEL_CSV_REQUIRED_HEADER.length,
      this.paramCount,
    );
    if (Array.isArray(result)) {
      this.reject(result.map((error) => error[1]));
      return;
    }
    // Once a row is wrong the file is refused: stop keeping rows.
    if (this.errorCount > 0) return;
    const { lines } = this;
    lines.tels.push(result.tel);
    lines.epochs.push(result.epoch);
    lines.templateIds.push(result.templateId);
    lines.params.push(result.params);
    lines.count += 1;
    this.validCount += 1;
  }

  /** The rows kept since the last call, while every row so far is valid; the collector starts afresh. */
  take(): CollectedLines {
    const { lines } = this;
    this.lines = emptyLines();
    return lines;
  }

  private reject(reasons: string[]): void {
    this.errorCount += 1;
    if (this.errors.length < TEL_UPLOAD_MAX_ERRORS) this.errors.push(messages.upload.row(this.row, reasons));
    if (this.errorCount === 1) this.releaseLines();
  }

  private releaseLines(): void {
    this.lines = emptyLines();
  }

  /** The rows, or the 422 that refuses the file. */
  result(): CollectedLines {
    if (this.fatal) throw fileError(this.fatal);
    if (this.row === 0) throw fileError(messages.upload.empty);
    if (this.errorCount > 0) {
      throw new HttpError(422, messages.upload.rowsRejected(this.errorCount), { file: this.errors });
    }
    if (this.validCount === 0) throw fileError(messages.upload.headerOnly);
    return this.lines;
  }
}

/**
 * Where valid rows go while the file is still being read (PostgreSQL): batches of `batchRows`,
 * written one at a time while parsing goes on, so decoding and checking in this process overlap
 * with the inserts in the database's. A later wrong row, a parse error or a failed write makes
 * readTelCsv throw, and the caller's transaction rolls every batch back.
 */
export interface LineSink {
  batchRows: number;
  write(batch: CollectedLines): Promise<void>;
}

/**
 * Reads an upload to the end (or to the first fatal problem) and returns its rows; throws an
 * HttpError 422 with `errors.file` otherwise. `templateIds` are the account's templates. With a
 * sink every row goes to it, and the answer holds only the count.
 */
export async function readTelCsv(
  source: AsyncIterable<Uint8Array>,
  templateIds: ReadonlySet<number>,
  sink?: LineSink,
): Promise<CollectedLines> {
  const collector = new RowCollector(templateIds);
  const parser = parse({
    bom: true,
    // Column counts are checked per row above, with the row number in the message.
    relax_column_count: true,
  });
  // Records are taken as they are pushed ('data' in flowing mode). csv-parse's on_record hook
  // would do the same but builds an info object per record, which costs a third of the parse.
  parser.on('data', (record: string[]) => {
    if (collector.fatal === null) collector.add(record);
  });
  const done = finished(parser);
  // Attached now so an early parser error is not reported as unhandled while we are reading.
  done.catch(() => {});
  let writing: Promise<void> = Promise.resolve();
  // Set by a failed write, so the catch below tells a database error from a CSV syntax error.
  const sinkFailure: { failed: boolean; error?: unknown } = { failed: false };
  const flush = async (min: number) => {
    if (!sink || collector.errorCount > 0 || collector.lines.count < min || collector.lines.count === 0)
      return;
    await writing;
    const batch = collector.take();
    writing = sink.write(batch).catch((error: unknown) => {
      sinkFailure.failed = true;
      sinkFailure.error = error;
      throw error;
    });
    // Observed by the next flush or the final await; never an unhandled rejection meanwhile.
    writing.catch(() => {});
  };
  try {
    for await (const text of decodeCsv(source)) {
      if (collector.fatal !== null || parser.errored) break;
      // `once` rejects on 'error', so a parser failing while we wait does not hang the upload.
      if (!parser.write(text)) await once(parser, 'drain');
      if (sink) await flush(sink.batchRows);
    }
    if (collector.fatal === null && !parser.errored) parser.end();
    else parser.destroy();
    if (collector.fatal === null) await done;
  } catch (error) {
    await writing.catch(() => {});
    if (error instanceof HttpError) throw error;
    if (sinkFailure.failed) throw sinkFailure.error;
    // csv-parse stops at malformed quoting; the record it was reading is the next row.
    throw new HttpError(422, messages.upload.rowsRejected(collector.errorCount + 1), {
      file: [
        ...collector.errors.slice(0, TEL_UPLOAD_MAX_ERRORS - 1),
        messages.upload.syntax(collector.row + 1),
      ],
    });
  }
  if (!sink) return collector.result();
  await writing.catch(() => {});
  collector.result();
  await flush(1);
  await writing;
  return { ...emptyLines(), count: collector.validCount };
}
