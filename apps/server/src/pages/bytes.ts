import type { ANSWER_FILE_TYPES } from '@console/contract/pages';

export type AnswerFileType = (typeof ANSWER_FILE_TYPES)[number];

/*
 * What an uploaded answer file is, judged from its first bytes (its magic number), never from
 * its name or the type the browser sends: a PNG renamed .pdf is a PNG, a script renamed .jpg is
 * nothing we take. The media feature sniffs the images it resizes; answers also take PDF and HEIC.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The ISO base media brands of HEIF / HEIC still images (an `ftyp` box's major brand). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

export function sniffAnswerFileType(bytes: Uint8Array): AnswerFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (HEIF_BRANDS.has(brand)) return 'image/heic';
  }
  return null;
}
