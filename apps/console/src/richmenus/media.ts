import type { RichMenuImageFacts, RichMenuMode } from '@console/contract/richmenus';

/*
 * The media library as the rich-menu editor needs it (issue 30): each image's id, name, size, type,
 * bytes and thumbnail, and the URL of the size a menu uses. Read by path and taken field by field
 * from what the library answers (its schemas are the media feature's, on their own branch): an
 * image missing a field is left out rather than shown wrong.
 */

export interface MediaChoice {
  id: number;
  name: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
  previewUrl: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** One image of the library's answer, or null when a field the editor needs is missing. */
export function mediaChoiceOf(item: unknown): MediaChoice | null {
  if (!isRecord(item)) return null;
  const { id, name, width, height, bytes, content_type, preview_url } = item;
  if (!whole(id) || typeof name !== 'string' || !whole(width) || !whole(height) || !whole(bytes)) return null;
  if (typeof content_type !== 'string' || typeof preview_url !== 'string') return null;
  return { id, name, width, height, bytes, contentType: content_type, previewUrl: preview_url };
}

/** The images of a list answer (an array, or a page object holding `items`). */
export function mediaChoicesOf(body: unknown): MediaChoice[] {
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.items) ? body.items : [];
  return list.flatMap((item) => mediaChoiceOf(item) ?? []);
}

/** The library's size a menu shows: LINE's two standard sizes are made on upload; free uses the original. */
export const menuVariant = (mode: RichMenuMode) =>
  mode === 'full' ? 'richmenu-full' : mode === 'half' ? 'richmenu-half' : 'original';

export interface MediaVariantUrl {
  url: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
}

/** The named size of one image's details (`variants: [{ variant, url, width, height, … }]`). */
export function mediaVariantOf(detail: unknown, variant: string): MediaVariantUrl | null {
  if (!isRecord(detail) || !Array.isArray(detail.variants)) return null;
  for (const entry of detail.variants) {
    if (!isRecord(entry) || entry.variant !== variant) continue;
    const { url, width, height, bytes, content_type } = entry;
    if (
      typeof url === 'string' &&
      whole(width) &&
      whole(height) &&
      whole(bytes) &&
      typeof content_type === 'string'
    )
      return { url, width, height, bytes, contentType: content_type };
  }
  return null;
}

/**
 * The facts LINE's image rules judge: a standard size's variant (made by the library to LINE's
 * size) where the menu uses one, otherwise the original as uploaded.
 */
export function imageFacts(image: MediaChoice, variant: MediaVariantUrl | null): RichMenuImageFacts {
  return variant
    ? { contentType: variant.contentType, width: variant.width, height: variant.height, bytes: variant.bytes }
    : { contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes };
}
