/*
 * The sizes an uploaded image is kept in (issue 30, the media library). A root file of the
 * contract, not of the media folder, because other features (rich menus, image maps, templates)
 * name a variant when they read an image and a contract feature folder imports no other.
 */

/** Every stored variant of an image, in the order the details panel lists them. */
export const MEDIA_VARIANTS = [
  'original',
  'preview',
  'imagemap-240',
  'imagemap-300',
  'imagemap-460',
  'imagemap-700',
  'imagemap-1040',
  'richmenu-full',
  'richmenu-half',
] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/** The image types LINE accepts for image messages, image maps and rich menus. */
export const MEDIA_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/** LINE's image-map widths: it asks `{baseUrl}/{width}` for each of them. */
export const IMAGEMAP_WIDTHS = [240, 300, 460, 700, 1040] as const;

/** LINE's rich-menu image sizes (Messaging API "Rich menu object"): full and half height. */
export const RICHMENU_SIZES = {
  'richmenu-full': { width: 2500, height: 1686 },
  'richmenu-half': { width: 2500, height: 843 },
} as const;

/** An uploaded file's limit, which is also LINE's limit of an image message's original. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** LINE's limit of a preview image and of a rich menu's image. */
export const MEDIA_SMALL_MAX_BYTES = 1024 * 1024;
/** The longest side of the preview (LINE's preview image; the library's thumbnails). */
export const MEDIA_PREVIEW_SIZE = 240;
/**
 * The most pixels an upload may hold: 40 megapixels (a 7,700 × 5,200 photo). Decoding costs memory
 * by pixels, not by file size, so a small PNG of enormous size is refused before it is decoded.
 */
export const MEDIA_MAX_PIXELS = 40_000_000;
