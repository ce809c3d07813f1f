import { TEL_UPLOAD_MAX_BYTES, telUploadFieldsSchema } from '@console/contract/tel';
import { fieldErrors } from '@console/contract/validation';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { acceptMultipart, checkMultipart, partsOf, withinLimit } from '../multipart';
import { type CollectedLines, type LineSink, readTelCsv } from './csv';
import { messages } from './messages';

/*
 * The upload's multipart body, read as a stream: the file goes through the CSV reader as it
 * arrives (never held whole), the memo is checked by the contract's telUploadFieldsSchema.
 */

/** The multipart envelope around the file (boundaries, the memo field) stays well under this. */
const ENVELOPE_BYTES = 1024 * 1024;

const tooLarge = () => new HttpError(413, messages.upload.tooLarge, { file: [messages.upload.tooLarge] });

/** Multipart parsing for the upload's scope only. */
export const acceptUploads = acceptMultipart({
  fileSize: TEL_UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 20,
});

/** 415 for a body that is not multipart, 413 for one announced bigger than the limit. */
export const checkUploadRequest = (request: FastifyRequest) =>
  checkMultipart(request, TEL_UPLOAD_MAX_BYTES + ENVELOPE_BYTES, tooLarge);

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
  for await (const part of partsOf(request)) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || lines) {
        part.file.resume();
        continue;
      }
      lines = await readTelCsv(withinLimit(part.file, tooLarge), templateIds, sink);
    } else if (part.fieldname === 'description') {
      description = String(part.value ?? '').trim();
    }
  }
  if (!lines) throw new HttpError(422, messages.upload.noFile, { file: [messages.upload.noFile] });
  const fields = fieldErrors(telUploadFieldsSchema, { description });
  if (!fields.ok) throw new HttpError(422, messages.validation, fields.errors);
  return { lines, count: lines.count, description };
}
