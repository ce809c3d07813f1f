import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/*
 * Reading a file upload's multipart body, for the features that take one (the notifications' CSV,
 * the media library's images). Multipart parsing is registered on the upload route's own scope
 * (other routes keep answering multipart bodies with 415); a failure of the parser itself — a
 * garbage body, an empty or missing boundary, a part cut short — is the client's: 400, never a
 * 500. The feature reads the parts and says what is too large in its own words.
 */

export const MULTIPART_MESSAGES = {
  notMultipart: 'ファイルを multipart/form-data で送信してください。',
  malformed: 'ファイルの送信内容を読み取れませんでした（multipart/form-data の形式が正しくありません）。',
} as const;

const malformed = () => new HttpError(400, MULTIPART_MESSAGES.malformed);

/** busboy's limits for one upload route (the file's size is the feature's). */
export interface UploadLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** Registers multipart parsing on the upload route's scope only. */
export const acceptMultipart =
  (limits: UploadLimits) =>
  (scope: FastifyInstance): void => {
    scope.register(multipart, { limits });
  };

/**
 * 415 for a body that is not multipart; `tooLarge` for one announced bigger than the file's limit
 * and an envelope (refused before reading; busboy's limit catches the rest).
 */
export function checkMultipart(request: FastifyRequest, maxBytes: number, tooLarge: () => HttpError): void {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_MESSAGES.notMultipart);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
}

/** A parser's stream with its failures as 400; our own HttpErrors pass through unchanged. */
export async function* parsed<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    throw error instanceof HttpError ? error : malformed();
  }
}

/** The body's parts in order (a malformed body: 400). */
export function partsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  let parts: AsyncIterable<Multipart>;
  try {
    parts = request.parts();
  } catch {
    throw malformed();
  }
  return parsed(parts);
}

/** A file part's chunks, failing with `tooLarge` once busboy has cut it at the size limit. */
export async function* withinLimit(
  file: AsyncIterable<Buffer> & { truncated: boolean },
  tooLarge: () => HttpError,
): AsyncGenerator<Buffer> {
  for await (const chunk of parsed(file)) {
    if (file.truncated) throw tooLarge();
    yield chunk;
  }
  if (file.truncated) throw tooLarge();
}
