/*
 * The media library's addresses as LINE sees them. Zod-free and tiny: the template editor's message
 * fields (in a file many screens share) use them without loading the library's operations.
 */

/**
 * The address LINE fetches an image from: the library's paths are this server's, so they are
 * made absolute on the origin the console is served from (https in production, as LINE needs).
 */
export const publicUrl = (path: string, origin = window.location.origin): string =>
  new URL(path, origin).href;

/** Whether LINE could fetch images from this origin (https, not a local address). */
export function isPublicOrigin(origin = window.location.origin): boolean {
  const url = new URL(origin);
  return url.protocol === 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
