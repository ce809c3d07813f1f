import * as z from 'zod/mini';
import { oemCodeSchema, pageQuerySchema, rowIdSchema } from '../schemas';
import {
  ANSWER_CSV_ENCODINGS,
  ANSWER_FILE_TOKEN_PATTERN,
  ANSWER_TEXT_MAX_LENGTH,
  BLOCK_ID_PATTERN,
  BUTTON_LABEL_MAX_LENGTH,
  BUTTON_STYLES,
  CHOICE_FIELD_TYPES,
  COLUMN_MAX_BLOCKS,
  COLUMNS_MAX,
  COLUMNS_MIN,
  FORM_FIELD_HELP_MAX_LENGTH,
  FORM_FIELD_LABEL_MAX_LENGTH,
  FORM_FIELD_TYPES,
  FORM_MAX_FIELDS,
  FORM_MAX_OPTIONS,
  FORM_MAX_TAGS,
  FORM_OPTION_MAX_LENGTH,
  FORM_SUBMIT_LABEL_MAX_LENGTH,
  FORM_THANKS_MAX_LENGTH,
  HEADING_MAX_LENGTH,
  IMAGE_ALT_MAX_LENGTH,
  LANDING_GOALS,
  LIFF_ID_PATTERN,
  PAGE_CODE_PATTERN,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_KINDS,
  PAGE_MAX_BLOCKS,
  PAGE_STATUSES,
  PAGE_TITLE_MAX_LENGTH,
  TEXT_BLOCK_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './constants';
import { PAGES_MESSAGES as M } from './messages';

/*
 * Pages friends open (issue 33). A page is a list of blocks; the operator edits a draft, and
 * publishing copies the draft to the published version the public address shows (now or at a set
 * time). A form is a block: its fields' ids name the answers' values, and a field can write its
 * answer into a friend-information value, an option can add a tag.
 */

const id = rowIdSchema;
const isoInstant = z.string().check(z.describe('ISO 8601 instant in UTC, e.g. 2026-12-01T00:00:00.000Z'));

const text = (min: number, max: number, error: string) =>
  z.string({ error }).check(z.minLength(min, { error }), z.maxLength(max, { error }));
const trimmed = (min: number, max: number, error: string) =>
  z.string({ error }).check(z.trim(), z.minLength(min, { error }), z.maxLength(max, { error }));

const blockId = z.string({ error: M.blockId }).check(z.regex(BLOCK_ID_PATTERN, { error: M.blockId }));
const httpUrl = z
  .string({ error: M.url })
  .check(
    z.trim(),
    z.maxLength(URL_MAX_LENGTH, { error: M.url }),
    z.regex(/^https?:\/\/[^\s]+$/i, { error: M.url }),
  );

export const headingBlockSchema = z.object({
  id: blockId,
  type: z.literal('heading'),
  text: trimmed(1, HEADING_MAX_LENGTH, M.heading),
  /** 1 is the page's largest (h1), 3 the smallest. */
  level: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.headingLevel }),
});

/** Plain text with line breaks; `{{var:N}}` inserts the friend's value where the friend is known. */
export const textBlockSchema = z.object({
  id: blockId,
  type: z.literal('text'),
  text: text(1, TEXT_BLOCK_MAX_LENGTH, M.text),
});

export const imageBlockSchema = z.object({
  id: blockId,
  type: z.literal('image'),
  /** An image of the account's library. */
  media_id: z.int32({ error: M.image }),
  alt: z._default(trimmed(0, IMAGE_ALT_MAX_LENGTH, M.alt), ''),
  /** Where a tap on the image goes; null: nowhere. */
  link_url: z._default(z.nullable(httpUrl), null),
});

export const buttonActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('url'), url: httpUrl }),
    /** A tracker's link (clicks counted; a friend's own link when the friend is known). */
    z.object({ kind: z.literal('tracker'), tracker_id: z.int32({ error: M.tracker }) }),
    /** The account's online booking page. */
    z.object({ kind: z.literal('booking') }),
    /** LINE's add-friend page of the account (its basic id). */
    z.object({ kind: z.literal('line_follow') }),
    /** The talk with the account, with a text typed for the friend to send. */
    z.object({ kind: z.literal('line_message'), text: trimmed(1, FORM_THANKS_MAX_LENGTH, M.lineText) }),
  ],
  { error: M.buttonAction },
);
export type ButtonAction = z.infer<typeof buttonActionSchema>;

export const buttonBlockSchema = z.object({
  id: blockId,
  type: z.literal('button'),
  label: trimmed(1, BUTTON_LABEL_MAX_LENGTH, M.buttonLabel),
  action: buttonActionSchema,
  style: z._default(z.enum(BUTTON_STYLES), 'primary'),
});

export const countdownBlockSchema = z.object({
  id: blockId,
  type: z.literal('countdown'),
  /** The moment it counts down to. */
  until: z.iso.datetime({ offset: true, error: M.countdownUntil }),
  label: z._default(trimmed(0, HEADING_MAX_LENGTH, M.countdownLabel), ''),
});

export const dividerBlockSchema = z.object({ id: blockId, type: z.literal('divider') });

/** One option of a choice field; `tag_id` is added to the friend who chose it. */
export const formOptionSchema = z.object({
  label: trimmed(1, FORM_OPTION_MAX_LENGTH, M.option),
  tag_id: z._default(z.nullable(z.int32({ error: M.unknownTag })), null),
});

export const formFieldSchema = z
  .object({
    /** Names the answer's value (the CSV's column and the summary keep it across label edits). */
    id: z.string({ error: M.fieldId }).check(z.regex(BLOCK_ID_PATTERN, { error: M.fieldId })),
    type: z.enum(FORM_FIELD_TYPES, { error: M.fieldType }),
    label: trimmed(1, FORM_FIELD_LABEL_MAX_LENGTH, M.fieldLabel),
    help: z._default(trimmed(0, FORM_FIELD_HELP_MAX_LENGTH, M.fieldHelp), ''),
    required: z._default(z.boolean(), false),
    /** Choice fields only (radio, checkbox, select); empty for the others. */
    options: z._default(
      z.array(formOptionSchema).check(z.maxLength(FORM_MAX_OPTIONS, { error: M.options })),
      [],
    ),
    /** Text fields: at most this many characters (null: the answer limit). */
    max_length: z._default(
      z.nullable(
        z
          .int()
          .check(
            z.minimum(1, { error: M.maxLength }),
            z.maximum(ANSWER_TEXT_MAX_LENGTH, { error: M.maxLength }),
          ),
      ),
      null,
    ),
    /** The friend-information variable the answer is written to (checkbox: the choices joined by "、"). */
    var_id: z._default(z.nullable(z.int32({ error: M.unknownVar })), null),
  })
  .check(
    z.superRefine((field, ctx) => {
      const choice = (CHOICE_FIELD_TYPES as readonly string[]).includes(field.type);
      if (choice && field.options.length === 0)
        ctx.issues.push({ code: 'custom', message: M.options, path: ['options'], input: field });
      const labels = new Set<string>();
      field.options.forEach((option, index) => {
        if (labels.has(option.label))
          ctx.issues.push({
            code: 'custom',
            message: M.duplicateOption,
            path: ['options', index, 'label'],
            input: field,
          });
        labels.add(option.label);
      });
      if (field.type === 'file' && field.var_id !== null)
        ctx.issues.push({ code: 'custom', message: M.varNotForType, path: ['var_id'], input: field });
    }),
  );
export type FormField = z.infer<typeof formFieldSchema>;

export const formBlockSchema = z.object({
  id: blockId,
  type: z.literal('form'),
  fields: z.array(formFieldSchema).check(
    z.minLength(1, { error: M.fields }),
    z.maxLength(FORM_MAX_FIELDS, { error: M.fields }),
    z.superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field.id))
          ctx.issues.push({ code: 'custom', message: M.duplicateFieldId, path: [index, 'id'], input: field });
        seen.add(field.id);
      });
    }),
  ),
  submit_label: z._default(trimmed(1, FORM_SUBMIT_LABEL_MAX_LENGTH, M.submitLabel), '送信する'),
  thanks_text: z._default(trimmed(1, FORM_THANKS_MAX_LENGTH, M.thanks), 'ご回答ありがとうございました。'),
  /** Tags added to a friend who answers (a friend is known through LINE only). */
  tag_ids: z._default(
    z.array(z.int32({ error: M.unknownTag })).check(z.maxLength(FORM_MAX_TAGS, { error: M.tags })),
    [],
  ),
  /** A friend answers once (a second answer is refused); anonymous answers are not limited. */
  once_per_friend: z._default(z.boolean(), false),
});
export type FormBlock = z.infer<typeof formBlockSchema>;

/** What a column may hold: every block but columns and forms. */
export const columnBlockSchema = z.discriminatedUnion('type', [
  headingBlockSchema,
  textBlockSchema,
  imageBlockSchema,
  buttonBlockSchema,
  countdownBlockSchema,
  dividerBlockSchema,
]);

export const columnsBlockSchema = z.object({
  id: blockId,
  type: z.literal('columns'),
  columns: z
    .array(z.array(columnBlockSchema).check(z.maxLength(COLUMN_MAX_BLOCKS, { error: M.columnBlocks })))
    .check(z.minLength(COLUMNS_MIN, { error: M.columns }), z.maxLength(COLUMNS_MAX, { error: M.columns })),
});

export const blockSchema = z.discriminatedUnion(
  'type',
  [
    headingBlockSchema,
    textBlockSchema,
    imageBlockSchema,
    buttonBlockSchema,
    formBlockSchema,
    countdownBlockSchema,
    dividerBlockSchema,
    columnsBlockSchema,
  ],
  { error: M.blockType },
);
export type Block = z.infer<typeof blockSchema>;
export type ColumnBlock = z.infer<typeof columnBlockSchema>;

/** Every block id, columns' blocks included, once; one form block at most. */
export const pageDocumentSchema = z.object({
  blocks: z.array(blockSchema).check(
    z.maxLength(PAGE_MAX_BLOCKS, { error: M.blocks }),
    z.superRefine((blocks, ctx) => {
      const seen = new Set<string>();
      let forms = 0;
      blocks.forEach((block, index) => {
        const ids = [
          block.id,
          ...(block.type === 'columns' ? block.columns.flat().map((inner) => inner.id) : []),
        ];
        for (const blockIdValue of ids) {
          if (seen.has(blockIdValue))
            ctx.issues.push({
              code: 'custom',
              message: M.duplicateBlockId,
              path: [index, 'id'],
              input: block,
            });
          seen.add(blockIdValue);
        }
        if (block.type === 'form' && ++forms > 1)
          ctx.issues.push({ code: 'custom', message: M.oneForm, path: [index], input: block });
      });
    }),
  ),
});
export type PageDocument = z.infer<typeof pageDocumentSchema>;

/** The page's own settings (its address's head, its theme, a landing page's goal). */
export const pageSettingsSchema = z.object({
  title: trimmed(1, PAGE_TITLE_MAX_LENGTH, M.title),
  /** The meta description and the OGP text. */
  description: z._default(trimmed(0, PAGE_DESCRIPTION_MAX_LENGTH, M.description), ''),
  /** The OGP image: an image of the library; null: none. */
  ogp_media_id: z._default(z.nullable(z.int32({ error: M.image })), null),
  /**
   * The OEM theme the public page is drawn in; null or left out: the account's own. (Optional, not
   * defaulted to null: OpenAPI 3.0 has no null in an enum, so a default of null fails its checks.)
   */
  theme: z.optional(z.nullable(oemCodeSchema)),
  /** Landing pages only (null or left out for forms): what the conversion count counts. */
  goal: z.optional(z.nullable(z.enum(LANDING_GOALS, { error: M.goal }))),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;

/** A new page or a saved draft: the settings and the draft's blocks. */
export const pageInputSchema = z.extend(pageSettingsSchema, {
  draft: z._default(pageDocumentSchema, { blocks: [] }),
});
export type PageInput = z.output<typeof pageInputSchema>;

/**
 * The editor's preview: the unsaved settings and draft of a page of a kind (`id` for its address;
 * `site_id` for a site's page, drawn in its site's frame: theme and menu).
 */
export const pagePreviewInputSchema = z.extend(pageInputSchema, {
  kind: z.enum(PAGE_KINDS),
  id: z._default(z.nullable(id), null),
  site_id: z._default(z.nullable(id), null),
});
export type PagePreviewInput = z.output<typeof pagePreviewInputSchema>;

/** A page in a list (no documents). */
export const pageSummarySchema = z.object({
  id,
  kind: z.enum(PAGE_KINDS),
  title: z.string(),
  code: z.string().check(z.regex(PAGE_CODE_PATTERN)),
  /** The address on this server (`{PUBLIC_ORIGIN}/p/{code}`), for any browser. */
  public_url: z.string(),
  /** The same page opened inside LINE through the account's LIFF app; null without a LIFF id. */
  liff_url: z.nullable(z.string()),
  status: z.enum(PAGE_STATUSES),
  /** The draft differs from what is published. */
  has_unpublished_changes: z.boolean(),
  publish_at: z.nullable(isoInstant),
  published_at: z.nullable(isoInstant),
  goal: z.nullable(z.enum(LANDING_GOALS)),
  /** Opens of the published page (people, by a daily visitor key). */
  views: z.int(),
  answers: z.int(),
  /** A landing page's goal reached (answers, or taps of its follow or booking buttons); forms: answers. */
  conversions: z.int(),
  updated_at: isoInstant,
  created_at: isoInstant,
});
export type PageSummary = z.infer<typeof pageSummarySchema>;
export const pageListSchema = z.array(pageSummarySchema);

export const pageSchema = z.extend(pageSummarySchema, {
  description: z.string(),
  ogp_media_id: z.nullable(z.int()),
  theme: z.nullable(oemCodeSchema),
  draft: pageDocumentSchema,
  /** What the public address shows; null before the first publish. */
  published: z.nullable(pageDocumentSchema),
});
export type Page = z.infer<typeof pageSchema>;

export const pageListQuerySchema = z.extend(pageQuerySchema, {
  q: z.optional(z.string().check(z.maxLength(PAGE_TITLE_MAX_LENGTH))),
  status: z.optional(z.enum(PAGE_STATUSES)),
});
export type PageListQuery = z.infer<typeof pageListQuerySchema>;

/** Publish the draft now (`at` null or left out) or at a later time (the page is then scheduled). */
export const publishInputSchema = z.object({
  at: z._default(z.nullable(z.iso.datetime({ offset: true, error: M.publishAt })), null),
});
export type PublishInput = z.output<typeof publishInputSchema>;

/** One value of an answer: a text, the options chosen, or an uploaded file. */
export const answerFileSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.int(),
  /** Where an operator downloads it (a session of the account). */
  url: z.string(),
});
export const answerValueSchema = z.union([z.string(), z.array(z.string()), answerFileSchema]);

export const answerSchema = z.object({
  id,
  /** The friend who answered (known through LINE), or null for an anonymous answer. */
  friend: z.nullable(z.object({ id, display_name: z.string() })),
  /** By field id; a field not answered is absent. */
  values: z.record(z.string(), answerValueSchema),
  created_at: isoInstant,
});
export type Answer = z.infer<typeof answerSchema>;
export const answerListSchema = z.array(answerSchema);

export const answerQuerySchema = z.extend(pageQuerySchema, {
  /** Only answers of friends (true) or anonymous ones (false). */
  friend: z.optional(z.enum(['true', 'false'])),
});

export const answerCsvQuerySchema = z.object({
  encoding: z._default(z.enum(ANSWER_CSV_ENCODINGS, { error: M.encoding }), 'utf8'),
});

/** Per field of the published form: how many answered it and, for choices, each option's count. */
export const answerSummarySchema = z.object({
  total: z.int(),
  fields: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      type: z.enum(FORM_FIELD_TYPES),
      answered: z.int(),
      /** Choice fields: every option in the form's order, with an answer no longer an option at the end. */
      options: z.array(z.object({ label: z.string(), count: z.int() })),
    }),
  ),
});
export type AnswerSummary = z.infer<typeof answerSummarySchema>;

/** The account's page settings: the LIFF app pages open in inside LINE. */
export const pageAccountSettingsSchema = z.object({
  liff_id: z._default(
    z.nullable(z.string({ error: M.liffId }).check(z.trim(), z.regex(LIFF_ID_PATTERN, { error: M.liffId }))),
    null,
  ),
});
export type PageAccountSettings = z.infer<typeof pageAccountSettingsSchema>;

// The public side: what the published page's script calls, without an operator session.

export const pageCodeParamSchema = z.string().check(z.regex(PAGE_CODE_PATTERN));

/** A form's answer. `id_token`: LIFF's ID token inside LINE (verified with LINE); absent outside LINE. */
export const publicAnswerInputSchema = z.object({
  /** Every value by field id: a text, the options chosen (checkbox), or a file's upload token. */
  values: z.record(
    z.string().check(z.regex(BLOCK_ID_PATTERN)),
    z.union([
      z.string().check(z.maxLength(ANSWER_TEXT_MAX_LENGTH)),
      z.array(z.string().check(z.maxLength(FORM_OPTION_MAX_LENGTH))).check(z.maxLength(FORM_MAX_OPTIONS)),
    ]),
  ),
  id_token: z._default(z.nullable(z.string().check(z.maxLength(4096))), null),
  /** The captcha's answer when the server asks for one (Turnstile or hCaptcha). */
  captcha_token: z._default(z.nullable(z.string().check(z.maxLength(4096))), null),
});
export type PublicAnswerInput = z.output<typeof publicAnswerInputSchema>;

export const publicAnswerSchema = z.object({
  /** The form's thanks text. */
  message: z.string(),
  /** Whether the answer was stored as a friend's (the ID token was verified). */
  friend: z.boolean(),
});

/** A file answer's upload: the token the answer names it by (good for one answer, 24 hours). */
export const publicUploadSchema = z.object({
  token: z.string().check(z.regex(ANSWER_FILE_TOKEN_PATTERN)),
  name: z.string(),
  type: z.string(),
  size: z.int(),
});

/** A visit inside LINE: the ID token makes it the friend's (a view counted for the friend). */
export const publicVisitInputSchema = z.object({
  id_token: z._default(z.nullable(z.string().check(z.maxLength(4096))), null),
});
