/*
 * The media library's vocabulary without zod (issue 30), small on purpose: the console's entry
 * imports it for the route's early read, so the words (./messages.ts) stay out of it.
 */

export const MEDIA_NAME_MAX_LENGTH = 100;
/** Images per page of the library's grid. */
export const MEDIA_PAGE_SIZE = 48;
export const MEDIA_QUERY_MAX_LENGTH = 100;
/** The multipart field of the upload's file, and of its optional name. */
export const MEDIA_UPLOAD_FIELD = 'file';
export const MEDIA_UPLOAD_NAME_FIELD = 'name';

/** The public address of an image's variant: no session (LINE fetches it), the token is the guard. */
export const MEDIA_PUBLIC_PATH = '/media/{token}/{variant}';
/**
 * An image map's base URL is `/media/{token}/imagemap`: LINE appends `/{width}` (240 … 1040) and
 * fetches each width it needs (Messaging API "Imagemap message", baseUrl).
 */
export const MEDIA_IMAGEMAP_PATH = '/media/{token}/imagemap/{width}';
/** A token: 22 base64url characters (128 random bits). */
export const MEDIA_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
