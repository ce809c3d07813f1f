import type { MediaContentType } from '@console/contract';

/*
 * What an upload is, read from its bytes (never from its name or the client's content type), and
 * its metadata taken out without decoding it. Pure functions: table-tested in media-bytes.test.ts.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG (FF D8 FF) or PNG (its 8-byte signature) by the first bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): MediaContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.equals(Buffer.from(bytes.subarray(0, 8)))) return 'image/png';
  return null;
}

/** Markers that stand alone, without a length: SOI, EOI, RST0–7, TEM. */
const STANDALONE = (marker: number) =>
  marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

const ICC = Buffer.from('ICC_PROFILE\0', 'latin1');

/**
 * Whether a JPEG segment before the image data is kept: everything the decoder needs (tables,
 * frame, JFIF, Adobe's colour transform) and the ICC profile (colours change without it); EXIF
 * (camera, GPS position, date), XMP, IPTC, other APPn and comments go.
 */
function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker < 0xe0 || marker > 0xef) return true; // not APPn: DQT, DHT, SOFn, DRI …
  if (marker === 0xe0 || marker === 0xee) return true; // APP0 JFIF, APP14 Adobe
  if (marker === 0xe2) return payload.subarray(0, ICC.length).equals(ICC);
  return false;
}

/**
 * The JPEG without its metadata segments, the compressed image untouched (no re-encoding, so no
 * loss and no cost). Null when the segment structure is broken, so the caller re-encodes instead.
 */
export function stripJpegMetadata(bytes: Buffer): Buffer | null {
  if (sniffImageType(bytes) !== 'image/jpeg') return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes (FF FF …) may pad before a marker.
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (STANDALONE(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      if (marker === 0xd9) return Buffer.concat(kept);
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(at, at + 2 + length);
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data and everything after it (more scans of a
      // progressive JPEG, EOI) are the image itself.
      kept.push(bytes.subarray(at));
      return Buffer.concat(kept);
    }
    if (keepJpegSegment(marker, segment.subarray(4))) kept.push(segment);
    at += 2 + length;
  }
  return null;
}

/** PNG chunks that only describe (text, EXIF, the time it was saved); colour chunks stay. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** The PNG without its text, EXIF and time chunks; null when its chunk structure is broken. */
export function stripPngMetadata(bytes: Buffer): Buffer | null {
  if (sniffImageType(bytes) !== 'image/png') return null;
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return null;
}

/** Either format's metadata stripped without re-encoding; null to re-encode instead. */
export function stripMetadata(bytes: Buffer, type: MediaContentType): Buffer | null {
  return type === 'image/jpeg' ? stripJpegMetadata(bytes) : stripPngMetadata(bytes);
}
