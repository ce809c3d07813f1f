/** The paths of the library's reads, as plain strings (zod-free, as TEMPLATES_PATHS). */
export const MEDIA_PATHS = {
  media: '/api/media',
  mediaItem: '/api/media/{id}',
} as const;
