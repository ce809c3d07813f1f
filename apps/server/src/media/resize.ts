import {
  IMAGEMAP_WIDTHS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_PREVIEW_SIZE,
  MEDIA_SMALL_MAX_BYTES,
  type MediaContentType,
  type MediaVariant,
  RICHMENU_SIZES,
} from '@console/contract';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { sniffImageType, stripMetadata } from './bytes';

/** One size of an image, ready to store. */
export interface ResizedVariant {
  variant: MediaVariant;
  bytes: Buffer;
  contentType: MediaContentType;
  width: number;
  height: number;
}

/** Why an upload cannot become an image: each answers 422 with its own Japanese message. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'type' | 'decode' | 'pixels' | 'tooLarge') {
    super(reason);
  }
}

/** JPEG qualities tried in turn until the bytes fit the limit (LINE: 1 MB for a rich menu). */
export const QUALITY_STEPS = [85, 75, 65, 55, 45, 35, 25] as const;
const WHITE = { r: 255, g: 255, b: 255 };

/** The first encoding within `maxBytes`, stepping the JPEG quality down; refused when none fits. */
export async function jpegWithin(
  pipeline: () => Sharp,
  maxBytes: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  for (const quality of QUALITY_STEPS) {
    const { data, info } = await pipeline().jpeg({ quality }).toBuffer({ resolveWithObject: true });
    if (data.length <= maxBytes) return { data, width: info.width, height: info.height };
  }
  throw new ImageRefused('tooLarge');
}

/** Width and height as seen, EXIF orientation applied (5–8 turn the image a quarter). */
export function orientedSize(width: number, height: number, orientation: number | undefined) {
  return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The size every variant is made from: the image shrunk (never enlarged) to the smallest size
 * that still covers the largest variant, the rich menu's 2,500 × 1,686. For a big JPEG this lets
 * libvips decode at 1/2, 1/4 or 1/8 scale (shrink-on-load), the main saving of the whole upload.
 */
export function baseSize(width: number, height: number): { width: number; height: number } {
  const { width: tw, height: th } = RICHMENU_SIZES['richmenu-full'];
  const scale = Math.min(1, Math.max(tw / width, th / height));
  return { width: Math.max(1, Math.ceil(width * scale)), height: Math.max(1, Math.ceil(height * scale)) };
}

/**
 * Every variant of an upload (issue 30), decoding it once: JPEG or PNG by its bytes, auto-oriented
 * by EXIF, metadata stripped, then the preview, the image-map widths and the rich-menu sizes made
 * from one decoded base. Throws ImageRefused for what is not a usable image.
 */
export async function makeVariants(input: Buffer): Promise<ResizedVariant[]> {
  const type = sniffImageType(input);
  if (!type) throw new ImageRefused('type');
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new ImageRefused('decode');
  }
  if (!meta.width || !meta.height) throw new ImageRefused('decode');
  if (meta.width * meta.height > MEDIA_MAX_PIXELS) throw new ImageRefused('pixels');
  const seen = orientedSize(meta.width, meta.height, meta.orientation);
  const base = baseSize(seen.width, seen.height);

  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(base.width, base.height, { fit: 'fill', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused('decode');
  }
  const { width, height, channels } = raw.info;
  const fromBase = () => sharp(raw.data, { raw: { width, height, channels } });
  const alpha = channels === 4;

  const jobs: Promise<ResizedVariant>[] = [];
  jobs.push(original(input, type, meta.orientation, seen));
  jobs.push(
    jpegWithin(
      () =>
        fromBase()
          .resize(MEDIA_PREVIEW_SIZE, MEDIA_PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: WHITE }),
      MEDIA_SMALL_MAX_BYTES,
    ).then(({ data, ...size }) => ({ variant: 'preview', bytes: data, contentType: 'image/jpeg', ...size })),
  );
  for (const imagemapWidth of IMAGEMAP_WIDTHS) {
    // LINE asks `{baseUrl}/{width}` and draws it at exactly that width, so a smaller image is enlarged.
    const resized = () => fromBase().resize({ width: imagemapWidth });
    const variant = `imagemap-${imagemapWidth}` as MediaVariant;
    jobs.push(
      (type === 'image/png' && alpha
        ? resized()
            .png()
            .toBuffer({ resolveWithObject: true })
            .then(({ data, info }) => ({
              data,
              width: info.width,
              height: info.height,
              contentType: 'image/png' as const,
            }))
        : jpegWithin(() => resized().flatten({ background: WHITE }), MEDIA_MAX_BYTES).then((encoded) => ({
            ...encoded,
            contentType: 'image/jpeg' as const,
          }))
      ).then(({ data, ...rest }) => ({ variant, bytes: data, ...rest })),
    );
  }
  for (const [variant, size] of Object.entries(RICHMENU_SIZES) as [
    MediaVariant,
    { width: number; height: number },
  ][]) {
    jobs.push(
      jpegWithin(
        () =>
          fromBase()
            .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
            .flatten({ background: WHITE }),
        MEDIA_SMALL_MAX_BYTES,
      ).then(({ data, ...rest }) => ({ variant, bytes: data, contentType: 'image/jpeg', ...rest })),
    );
  }
  return Promise.all(jobs);
}

/**
 * The original as uploaded, metadata stripped without re-encoding when it needs no turning (no
 * loss, no time); re-encoded upright when EXIF says it was shot turned, or when its structure is
 * not one we can strip. Kept within LINE's 10 MB (a PNG that would not fit becomes a JPEG).
 */
async function original(
  input: Buffer,
  type: MediaContentType,
  orientation: number | undefined,
  seen: { width: number; height: number },
): Promise<ResizedVariant> {
  const upright = orientation === undefined || orientation === 1;
  const stripped = upright ? stripMetadata(input, type) : null;
  if (stripped && stripped.length <= MEDIA_MAX_BYTES)
    return { variant: 'original', bytes: stripped, contentType: type, ...seen };
  const full = () => sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS }).autoOrient();
  if (type === 'image/png') {
    const { data, info } = await full().png().toBuffer({ resolveWithObject: true });
    if (data.length <= MEDIA_MAX_BYTES)
      return {
        variant: 'original',
        bytes: data,
        contentType: 'image/png',
        width: info.width,
        height: info.height,
      };
  }
  const { data, width, height } = await jpegWithin(
    () => full().flatten({ background: WHITE }),
    MEDIA_MAX_BYTES,
  );
  return { variant: 'original', bytes: data, contentType: 'image/jpeg', width, height };
}
