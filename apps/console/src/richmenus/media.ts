import type { Media, MediaListItem, MediaVariant, MediaVariantInfo } from '@console/contract/media';
import type { RichMenuImageFacts, RichMenuMode } from '@console/contract/richmenus';

/*
 * The media library as the rich-menu editor uses it (issue 30): which of an image's sizes a menu
 * shows, and the facts LINE's rich-menu rules judge.
 */

/** The library's size a menu shows: LINE's two standard sizes are made on upload; free uses the original. */
export const menuVariant = (mode: RichMenuMode): MediaVariant =>
  mode === 'full' ? 'richmenu-full' : mode === 'half' ? 'richmenu-half' : 'original';

/** The named size of one image's details, or null while they load (or when the library lacks it). */
export function mediaVariantOf(detail: Media | undefined, variant: MediaVariant): MediaVariantInfo | null {
  return detail?.variants.find((entry) => entry.variant === variant) ?? null;
}

/**
 * The facts LINE's image rules judge: a standard size's variant (made by the library to LINE's
 * size) where the menu uses one, otherwise the original as uploaded.
 */
export function imageFacts(image: MediaListItem, variant: MediaVariantInfo | null): RichMenuImageFacts {
  const source = variant ?? image;
  return {
    contentType: source.content_type,
    width: source.width,
    height: source.height,
    bytes: source.bytes,
  };
}
