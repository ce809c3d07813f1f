import { fillPath } from '@console/contract';
import { MEDIA_PATHS } from '@console/contract/media';
import type { Read } from './fetcher';

/*
 * The media library's read shared by the screens that choose an image from it (rich menus,
 * templates). Zod-free: route tables import it into the entry to start it with a chunk.
 */

/** The library's images, newest first (the pickers' grid, the rich-menu list's thumbnails). */
export const mediaImagesRead = {
  key: 'shared.mediaImages',
  url: fillPath(MEDIA_PATHS.media, undefined),
} as const satisfies Read<string>;
