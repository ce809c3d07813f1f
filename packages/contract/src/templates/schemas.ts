import * as z from 'zod/mini';
import { LINE_LIMITS, LINE_MESSAGE_TYPES } from '../line/limits';
import { pageQuerySchema, rowIdSchema } from '../schemas';
import {
  CONTENT_GROUP_NAME_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_NO_GROUP,
  TEMPLATE_QUERY_MAX_LENGTH,
  TEMPLATE_STATUSES,
  TEMPLATE_USE_KINDS,
} from './constants';

/*
 * Message templates and their content groups (issue 29): a template is what an account sends —
 * one to five LINE message objects — kept once and used by journeys, triggers, deliveries and
 * greetings. A draft may hold what LINE would refuse (an operator saves half-done work); only a
 * template that is 配信可能 (ready) passes LINE's limits, and only such a template is ever sent.
 */

export const TEMPLATE_MESSAGES = {
  status: '状態は下書き・配信可能のいずれかです。',
  messages: `メッセージは${LINE_LIMITS.MESSAGES_PER_REQUEST_MIN}〜${LINE_LIMITS.MESSAGES_PER_REQUEST_MAX}件にしてください（LINE が一度に送れる数です）。`,
  unknownGroup: 'グループが見つかりません。',
  inUse: (names: string) => `使われているテンプレートは削除できません（${names}）。`,
  groupSort: 'グループの並びが古くなっています。画面を読み込み直してください。',
  notReady: '下書きのテンプレートは送れません。配信可能にしてから選んでください。',
  lineRefused: (reason: string) => `LINE がこのテンプレートを受け付けませんでした：${reason}`,
} as const;

/** A row id: a positive whole number. */
export const id = rowIdSchema.check(z.positive());

/** A name: trimmed, 1 to `max` characters (the shared 「入力してください。」「…文字以内で…」). */
export const nameField = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

const problemSchema = z.object({ field: z.string(), message: z.string() });

export const templateSchema = z.object({
  id,
  name: z.string(),
  group_id: z.nullable(id),
  status: z.enum(TEMPLATE_STATUSES),
  messages: z.array(z.record(z.string(), z.unknown())),
  /** What LINE's limits say about the messages now (a draft's to-do list; empty when ready). */
  problems: z.array(problemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListItemSchema = z.object({
  id,
  name: z.string(),
  group_id: z.nullable(id),
  status: z.enum(TEMPLATE_STATUSES),
  /** The messages' types in order (テキスト・画像・Flex …). */
  types: z.array(z.enum(LINE_MESSAGE_TYPES)),
  /** The first words of the first message with any (its text or altText). */
  preview: z.string(),
  problem_count: z.int(),
  updated_at: z.string(),
});
export type TemplateListItem = z.infer<typeof templateListItemSchema>;
export const templateListSchema = z.array(templateListItemSchema);

export const templateQuerySchema = z.extend(pageQuerySchema, {
  /** Part of the name or of a message's text (case and width as typed). */
  q: z.optional(z.string().check(z.maxLength(TEMPLATE_QUERY_MAX_LENGTH))),
  group: z.optional(z.union([z.literal(TEMPLATE_NO_GROUP), z.pipe(z.coerce.number(), id)])),
  status: z.optional(z.enum(TEMPLATE_STATUSES)),
});
export type TemplateQuery = z.input<typeof templateQuerySchema>;

export const templateUseSchema = z.object({
  kind: z.enum(TEMPLATE_USE_KINDS),
  id,
  name: z.string(),
});
export type TemplateUse = z.infer<typeof templateUseSchema>;
export const templateUseListSchema = z.array(templateUseSchema);

export const contentGroupSchema = z.object({
  id,
  name: z.string(),
  order: z.int(),
  template_count: z.int(),
});
export type ContentGroup = z.infer<typeof contentGroupSchema>;
export const contentGroupListSchema = z.array(contentGroupSchema);
export const contentGroupInputSchema = z.object({ name: nameField(CONTENT_GROUP_NAME_MAX_LENGTH) });
/** Every group of the account, in the new order (anything else is a stale screen: 409). */
export const contentGroupSortSchema = z.object({ ids: z.array(id).check(z.maxLength(1000)) });
