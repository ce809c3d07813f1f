import { TEL_UPLOAD_MAX_BYTES, telUploadFieldsSchema } from '@console/contract/tel';
import { fieldErrors } from '@console/contract/validation';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { type CollectedLines, type LineSink, readTelCsv } from './csv';
import { messages } from './messages';

/*
 * The upload's multipart body, read as a stream: the file goes through the CSV reader as it
 * arrives (never held whole), the memo is checked by the contract's telUploadFieldsSchema.
 */

/** The multipart envelope around the file (boundaries, the memo field) stays well under this. */
const ENVELOPE_BYTES = 1024 * 1024;

const tooLarge = () => new HttpError(413, messages.upload.tooLarge, { file: [messages.upload.tooLarge] });

const malformed = () => new HttpError(400, messages.upload.malformed);

/** Multipart parsing for the upload's scope only: other routes keep answering multipart bodies with 415. */
export function acceptUploads(scope: FastifyInstance): void {
  scope.register(multipart, {
    limits: { fileSize: TEL_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });
}

/**
 * Any failure of the multipart parser itself (a garbage body, an empty or missing boundary, a part
 * cut short) is the client's: 400, not a 500. Our own HttpErrors pass through unchanged.
 */
async function* parsed<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    throw error instanceof HttpError ? error : malformed();
  }
}

/** The file's chunks, failing with 413 once busboy has cut it at the size limit. */
async function* withinLimit(file: AsyncIterable<Buffer> & { truncated: boolean }): AsyncGenerator<Buffer> {
  for await (const chunk of parsed(file)) {
    if (file.truncated) throw tooLarge();
    yield chunk;
  }
  if (file.truncated) throw tooLarge();
}

/** 415 for a body that is not multipart, 413 for one announced bigger than the limit. */
export function checkUploadRequest(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new HttpError(415, messages.upload.notMultipart);
  // Refuse an announced oversize body before reading it; busboy's limit catches the rest.
  if (Number(request.headers['content-length'] ?? 0) > TEL_UPLOAD_MAX_BYTES + ENVELOPE_BYTES)
    throw tooLarge();
}

/**
 * Reads the parts in any order (the memo may come before or after the file): the file's rows
 * (handed to `sink` as they are read when one is given) and the trimmed memo.
 */
export async function receiveUpload(
  request: FastifyRequest,
  templateIds: ReadonlySet<number>,
  sink?: LineSink,
): Promise<{ lines: CollectedLines; count: number; description: string }> {
  let lines: CollectedLines | null = null;
  let description = '';
  let parts: AsyncIterable<Multipart>;
  try {
    parts = request.parts();
  } catch {
    throw malformed();
  }
  for await (const part of parsed(parts)) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || lines) {
        part.file.resume();
        continue;
      }
      lines = await readTelCsv(withinLimit(part.file), templateIds, sink);
    } else if (part.fieldname === 'description') {
      description = String(part.value ?? '').trim();
    }
  }
  if (!lines) throw new HttpError(422, messages.upload.noFile, { file: [messages.upload.noFile] });
  const fields = fieldErrors(telUploadFieldsSchema, { description });
  if (!fields.ok) throw new HttpError(422, messages.validation, fields.errors);
  return { lines, count: lines.count, description };
}
