import * as z from 'zod/mini';
import { IMAGEMAP_WIDTHS, MEDIA_CONTENT_TYPES, MEDIA_VARIANTS } from '../mediaVariants';
import { pageQuerySchema, rowIdSchema } from '../schemas';
import { MEDIA_NAME_MAX_LENGTH, MEDIA_QUERY_MAX_LENGTH, MEDIA_TOKEN_PATTERN } from './constants';

/*
 * The account's image library (issue 30): JPEG and PNG images kept in every size LINE needs.
 * URLs are absolute paths of this server (`/media/{token}/{variant}`), public by design: LINE
 * fetches them without a session.
 */

const id = rowIdSchema.check(z.positive());

export const mediaVariantSchema = z.object({
  variant: z.enum(MEDIA_VARIANTS),
  url: z.string(),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
});
export type MediaVariantInfo = z.infer<typeof mediaVariantSchema>;

export const mediaListItemSchema = z.object({
  id,
  name: z.string(),
  /** The original's size and type. */
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  /** The thumbnail: the preview variant's URL and size. */
  preview_url: z.string(),
  preview_width: z.int(),
  preview_height: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MediaListItem = z.infer<typeof mediaListItemSchema>;
export const mediaListSchema = z.array(mediaListItemSchema);

export const mediaSchema = z.extend(mediaListItemSchema, {
  variants: z.array(mediaVariantSchema),
  /** An imagemap message's baseUrl (`/media/{token}/imagemap`): LINE appends the width it wants. */
  imagemap_base_url: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const mediaQuerySchema = z.extend(pageQuerySchema, {
  /** Part of the name (as typed). */
  q: z.optional(z.string().check(z.maxLength(MEDIA_QUERY_MAX_LENGTH))),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

export const mediaRenameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MEDIA_NAME_MAX_LENGTH)),
});
export type MediaRename = z.infer<typeof mediaRenameSchema>;

/** The optional name field of the upload (the file's name without its extension by default). */
export const mediaUploadFieldsSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(MEDIA_NAME_MAX_LENGTH))),
});

export const mediaPublicParamsSchema = {
  token: z.string().check(z.regex(MEDIA_TOKEN_PATTERN)),
  variant: z.enum(MEDIA_VARIANTS),
};

export const mediaImagemapParamsSchema = {
  token: mediaPublicParamsSchema.token,
  width: z.enum(IMAGEMAP_WIDTHS.map(String) as [string, ...string[]]),
};
