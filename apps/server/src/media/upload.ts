import {
  MEDIA_MAX_BYTES,
  MEDIA_NAME_MAX_LENGTH,
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_NAME_FIELD,
} from '@console/contract/media';
import { VALIDATION_MESSAGES } from '@console/contract/validation';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { acceptMultipart, checkMultipart, partsOf, withinLimit } from '../multipart';
import { messages } from './messages';

/*
 * The upload's multipart body: one file of at most 10 MB held in memory (sharp decodes from a
 * buffer, and 10 MB is small), and an optional name; reading as the platform's multipart.ts does
 * (limits by busboy, parser failures answered 400, an oversize file 413).
 */

/** The multipart envelope around the file (boundaries, the name field) stays well under this. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, messages.tooLarge, { file: [messages.tooLarge] });

/** Multipart parsing for the upload's scope only. */
export const acceptImageUploads = acceptMultipart({
  fileSize: MEDIA_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 4 * 1024,
  parts: 10,
});

/** 415 for a body that is not multipart, 413 for one announced bigger than the limit. */
export const checkImageUpload = (request: FastifyRequest) =>
  checkMultipart(request, MEDIA_MAX_BYTES + ENVELOPE_BYTES, tooLarge);

/**
 * The name an image gets from its file: the file name without its extension, trimmed, at most
 * 100 characters (code points, so an emoji is never cut in half); 「画像」 when nothing is left.
 */
export function nameFromFile(filename: string | undefined): string {
  const base = (filename ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFC')
    .trim();
  const name = [...base].slice(0, MEDIA_NAME_MAX_LENGTH).join('').trim();
  return name || messages.defaultName;
}

/** The file's bytes and the name to give it (the name field, else the file's name). */
export async function receiveImage(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  let bytes: Buffer | null = null;
  let filename: string | undefined;
  let given = '';
  for await (const part of partsOf(request)) {
    if (part.type === 'file') {
      if (part.fieldname !== MEDIA_UPLOAD_FIELD || bytes) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of withinLimit(part.file, tooLarge)) chunks.push(chunk);
      bytes = Buffer.concat(chunks);
      filename = part.filename;
    } else if (part.fieldname === MEDIA_UPLOAD_NAME_FIELD) {
      given = String(part.value ?? '').trim();
    }
  }
  if (!bytes || bytes.length === 0) throw new HttpError(422, messages.noFile, { file: [messages.noFile] });
  if ([...given].length > MEDIA_NAME_MAX_LENGTH) {
    throw new HttpError(422, messages.validation, {
      name: [VALIDATION_MESSAGES.tooLong(MEDIA_NAME_MAX_LENGTH)],
    });
  }
  return { bytes, name: given || nameFromFile(filename) };
}
