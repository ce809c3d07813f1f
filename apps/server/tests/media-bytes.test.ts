import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType, stripJpegMetadata, stripPngMetadata } from '../src/media/bytes';
import { baseSize, orientedSize } from '../src/media/resize';

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

describe('sniffImageType reads the type from the first bytes', () => {
  it.each([
    ['ffd8ffe0', 'image/jpeg'],
    ['ffd8ffdb', 'image/jpeg'],
    ['89504e470d0a1a0a0000', 'image/png'],
    ['ffd8', null], // too short for JPEG's three bytes
    ['89504e470d0a1a', null], // PNG's signature cut by one byte
    ['47494638396101', null], // GIF89a
    ['52494646000000005745425056503820', null], // WebP
    ['3c737667', null], // <svg
    ['', null],
  ])('%s → %s', (bytes, type) => {
    expect(sniffImageType(hex(bytes))).toBe(type);
  });
});

/** A JPEG's segment: marker, big-endian length (itself included), payload. */
const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};
const SOI = hex('ffd8');
const SCAN = Buffer.concat([segment(0xda, hex('0001')), hex('1234 ff00 5678 ffd9')]);
const JFIF = segment(0xe0, Buffer.from('JFIF\0\x01\x01', 'latin1'));
const EXIF = segment(0xe1, Buffer.from('Exif\0\0GPS...', 'latin1'));
const ICC = segment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01data', 'latin1'));
const MPF = segment(0xe2, Buffer.from('MPF\0data', 'latin1'));
const ADOBE = segment(0xee, Buffer.from('Adobe\0', 'latin1'));
const IPTC = segment(0xed, Buffer.from('Photoshop 3.0\0', 'latin1'));
const COMMENT = segment(0xfe, Buffer.from('made by camera', 'latin1'));
const DQT = segment(0xdb, hex('00'.repeat(65)));

describe('stripJpegMetadata keeps what decoding needs and drops the rest', () => {
  it.each([
    ['EXIF goes, JFIF and tables stay', [JFIF, EXIF, DQT], [JFIF, DQT]],
    ['the ICC profile stays, another APP2 (MPF) goes', [ICC, MPF, DQT], [ICC, DQT]],
    ["Adobe's colour transform stays, IPTC and comments go", [ADOBE, IPTC, COMMENT, DQT], [ADOBE, DQT]],
    ['nothing to strip: unchanged', [JFIF, DQT], [JFIF, DQT]],
  ])('%s', (_name, input, kept) => {
    const out = stripJpegMetadata(Buffer.concat([SOI, ...input, SCAN]));
    expect(out).toEqual(Buffer.concat([SOI, ...kept, SCAN]));
  });

  it.each([
    ['a segment longer than the file', Buffer.concat([SOI, hex('ffe1 ffff 00')])],
    ['bytes that are no marker', Buffer.concat([SOI, hex('0011 2233')])],
    ['no scan before the end', Buffer.concat([SOI, JFIF])],
    ['not a JPEG', hex('89504e470d0a1a0a')],
  ])('answers null for %s (the caller re-encodes)', (_name, bytes) => {
    expect(stripJpegMetadata(bytes)).toBeNull();
  });

  it('leaves a real JPEG decodable, its pixels unchanged, its EXIF gone', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret owner', Make: 'Camera' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const stripped = stripJpegMetadata(jpeg);
    if (!stripped) throw new Error('not stripped');
    expect(stripped.includes('secret owner')).toBe(false);
    const meta = await sharp(stripped).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([64, 32, undefined]);
    expect(await sharp(stripped).raw().toBuffer()).toEqual(await sharp(jpeg).raw().toBuffer());
  });
});

describe('stripPngMetadata', () => {
  it('drops text, EXIF and time chunks and keeps the image', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#ff000080' } })
      .png()
      .withExif({ IFD0: { Copyright: 'secret owner' } })
      .toBuffer();
    const stripped = stripPngMetadata(image);
    if (!stripped) throw new Error('not stripped');
    expect(stripped.includes('secret owner')).toBe(false);
    expect(stripped.includes('eXIf')).toBe(false);
    expect(await sharp(stripped).raw().toBuffer()).toEqual(await sharp(image).raw().toBuffer());
  });

  it('answers null for a PNG cut short', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(stripPngMetadata(image.subarray(0, image.length - 20))).toBeNull();
  });
});

describe('sizes', () => {
  it.each([
    [6000, 4000, { width: 2529, height: 1686 }], // shrunk until the rich menu's height just fits
    [4000, 6000, { width: 2500, height: 3750 }], // portrait: the width binds
    [2500, 1686, { width: 2500, height: 1686 }], // exactly the rich menu
    [800, 600, { width: 800, height: 600 }], // smaller: never enlarged here
  ])('base of %i × %i is %o', (width, height, size) => {
    expect(baseSize(width, height)).toEqual(size);
  });

  it.each([
    [undefined, { width: 400, height: 200 }],
    [1, { width: 400, height: 200 }],
    [3, { width: 400, height: 200 }],
    [5, { width: 200, height: 400 }],
    [8, { width: 200, height: 400 }],
  ])('orientation %s shows 400 × 200 pixels as %o', (orientation, size) => {
    expect(orientedSize(400, 200, orientation)).toEqual(size);
  });
});
