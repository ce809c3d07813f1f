import * as z from 'zod/mini';
import { pageQuerySchema } from '../schemas';

/*
 * Friends and their data: spec §3 "Shared reference data", §4 "Shared data", §7 "Shared data",
 * §9 (the favourite group id `fav`). Bodies are typed loosely here and checked by the server, which
 * answers 422 with a Japanese message per field.
 */

const id = z.int();
const instant = z.string().check(z.describe('ISO 8601 instant'));
const day = z.string().check(z.describe('YYYY-MM-DD (Asia/Tokyo)'));

export const FRIEND_NAME_MAX_LENGTH = 100;
export const FRIEND_MEMO_MAX_LENGTH = 2000;
export const VAR_VALUE_MAX_LENGTH = 1000;
/** Friends tagged or untagged in one call. */
export const TAG_FRIENDS_MAX = 10_000;

// ---------------------------------------------------------------------------------------------
// Variables (friend-info variables, common variables, form items): spec §3

/** spec §9: the special group that collects favourite items. */
export const FAVORITE_GROUP_ID = 'fav';
export const FAVORITE_GROUP_NAME = 'お気に入り';

/**
 * Variable types. `translatable` ones have a text form a message can carry, so only those are
 * offered for insertion into a message (spec §3 "Rich-editor insertion entries").
 */
export const VAR_TYPES = ['text', 'number', 'date', 'choice', 'image'] as const;
export type VarType = (typeof VAR_TYPES)[number];
export const VAR_TYPE_LABELS: Readonly<Record<VarType, string>> = {
  text: 'テキスト',
  number: '数値',
  date: '日付',
  choice: '選択肢',
  image: '画像',
};
export const TRANSLATABLE_VAR_TYPES: ReadonlySet<VarType> = new Set(['text', 'number', 'date', 'choice']);

export const varGroupSchema = z.object({ id: z.union([id, z.literal(FAVORITE_GROUP_ID)]), name: z.string() });
export type VarGroup = z.infer<typeof varGroupSchema>;

export const varItemSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(VAR_TYPES),
  group_id: z.nullable(id),
  favorite: z.boolean(),
  translatable: z.boolean(),
});
export type VarItem = z.infer<typeof varItemSchema>;

/** GET /api/v_resource/varia: groups (`fav` first), items, and the id order (spec §3). */
export const variaSchema = z.object({
  groups: z.array(varGroupSchema),
  items: z.array(varItemSchema),
  ids: z.array(id),
});
export type Varia = z.infer<typeof variaSchema>;

export const commonVarItemSchema = z.object({
  ...varItemSchema.shape,
  /** What a message writes to insert it: `{{code}}`. */
  code: z.string(),
  value: z.string(),
});
export type CommonVarItem = z.infer<typeof commonVarItemSchema>;

/** GET /api/v_resource/common_vars: the same shape, items carry a code (spec §3). */
export const commonVarsSchema = z.object({
  groups: z.array(varGroupSchema),
  items: z.array(commonVarItemSchema),
  ids: z.array(id),
});
export type CommonVars = z.infer<typeof commonVarsSchema>;

export const formItemSchema = z.object({ ...varItemSchema.shape, code: z.string() });
export type FormItem = z.infer<typeof formItemSchema>;

/** GET /api/v_resource/form: groups are the forms, items their fields, each with a code. */
export const formsSchema = z.object({
  groups: z.array(varGroupSchema),
  items: z.array(formItemSchema),
  ids: z.array(id),
});
export type Forms = z.infer<typeof formsSchema>;

/** GET /api/var/choice/{var_id}: a choice variable's choices in order. */
export const varChoiceSchema = z.object({ id, name: z.string() });
export type VarChoice = z.infer<typeof varChoiceSchema>;
export const varChoiceListSchema = z.array(varChoiceSchema);

export const varInputSchema = z.object({
  name: z.string(),
  type: z.string(),
  group_id: z.optional(z.nullable(z.int())),
  favorite: z.optional(z.boolean()),
  /** For `choice`: the choices in order (replaces them all). */
  choices: z.optional(z.array(z.string())),
});
export type VarInput = z.infer<typeof varInputSchema>;

export const varGroupInputSchema = z.object({ name: z.string() });

export const commonVarInputSchema = z.object({
  name: z.string(),
  code: z.string(),
  value: z.string(),
  type: z.optional(z.string()),
  group_id: z.optional(z.nullable(z.int())),
  favorite: z.optional(z.boolean()),
});
export type CommonVarInput = z.infer<typeof commonVarInputSchema>;

// ---------------------------------------------------------------------------------------------
// Friends

export const FRIEND_STATUSES = ['following', 'blocked'] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];
export const FRIEND_STATUS_LABELS: Readonly<Record<FriendStatus, string>> = {
  following: '友だち',
  blocked: 'ブロック',
};

export const friendSchema = z.object({
  id,
  line_user_id: z.string(),
  display_name: z.string(),
  picture_url: z.nullable(z.string()),
  status: z.enum(FRIEND_STATUSES),
  followed_at: z.nullable(instant),
  blocked_at: z.nullable(instant),
  last_active_at: z.nullable(instant),
  tag_ids: z.array(id),
});
export type Friend = z.infer<typeof friendSchema>;
export const friendListSchema = z.array(friendSchema);

export const friendDetailSchema = z.object({
  ...friendSchema.shape,
  memo: z.string(),
  /** Friend-info variable values by variable id (only the ones set). */
  vars: z.record(z.string(), z.string()),
});
export type FriendDetail = z.infer<typeof friendDetailSchema>;

export const friendPatchSchema = z.object({
  memo: z.optional(z.string()),
  display_name: z.optional(z.string()),
  /** Variable id → value; an empty string clears it. */
  vars: z.optional(z.record(z.string(), z.string())),
});
export type FriendPatch = z.infer<typeof friendPatchSchema>;

export const FRIEND_SORTS = ['followed_at', 'display_name', 'last_active_at', 'id'] as const;
export type FriendSort = (typeof FRIEND_SORTS)[number];

/** GET /api/friends: search, filters, sort and paging (all optional). */
export const friendQuerySchema = z.object({
  /** Part of the name; kana are matched either way (ひらがな ⇔ カタカナ, half-width). */
  q: z.optional(z.string()),
  /** Tag ids, comma separated, combined by tag_mode (default any). */
  tags: z.optional(z.string()),
  tag_mode: z.optional(z.enum(['any', 'all', 'none'])),
  status: z.optional(z.enum(FRIEND_STATUSES)),
  var_id: z.optional(z.string()),
  var_value: z.optional(z.string()),
  followed_from: z.optional(z.string()),
  followed_to: z.optional(z.string()),
  /** A stored member query the friends must match as well. */
  member_query: z.optional(z.string()),
  sort: z.optional(z.enum(FRIEND_SORTS)),
  order: z.optional(z.enum(['asc', 'desc'])),
  ...pageQuerySchema.shape,
});
export type FriendQuery = z.infer<typeof friendQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Tags

export const tagGroupSchema = z.object({ id, name: z.string(), order: z.int() });
export type TagGroup = z.infer<typeof tagGroupSchema>;
export const tagGroupListSchema = z.array(tagGroupSchema);

export const tagSchema = z.object({
  id,
  name: z.string(),
  group_id: z.nullable(id),
  order: z.int(),
  friend_count: z.int(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListSchema = z.array(tagSchema);

export const tagInputSchema = z.object({ name: z.string(), group_id: z.optional(z.nullable(z.int())) });
export type TagInput = z.infer<typeof tagInputSchema>;
export const tagGroupInputSchema = z.object({ name: z.string() });

export const tagFriendsInputSchema = z.object({ friend_ids: z.array(z.int()) });
export const tagFriendsResultSchema = z.object({ changed: z.int(), friend_count: z.int() });

// ---------------------------------------------------------------------------------------------
// Member queries (segments)

export const VAR_CONDITION_OPS = ['eq', 'ne', 'contains', 'empty', 'not_empty'] as const;
export type VarConditionOp = (typeof VAR_CONDITION_OPS)[number];
export const VAR_CONDITION_OP_LABELS: Readonly<Record<VarConditionOp, string>> = {
  eq: 'が次と等しい',
  ne: 'が次と等しくない',
  contains: 'が次を含む',
  empty: 'が空',
  not_empty: 'が空でない',
};

export const memberFilterSchema = z.object({
  tags_any: z.optional(z.array(z.int())),
  tags_all: z.optional(z.array(z.int())),
  tags_none: z.optional(z.array(z.int())),
  vars: z.optional(
    z.array(z.object({ var_id: z.int(), op: z.enum(VAR_CONDITION_OPS), value: z.optional(z.string()) })),
  ),
  followed_from: z.optional(z.nullable(day)),
  followed_to: z.optional(z.nullable(day)),
  status: z.optional(z.enum(['following', 'blocked', 'all'])),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;

export const memberQuerySchema = z.object({
  id,
  name: z.string(),
  filter: memberFilterSchema,
  updated_at: instant,
});
export type MemberQuery = z.infer<typeof memberQuerySchema>;
export const memberQueryListSchema = z.array(memberQuerySchema);
export const memberQueryInputSchema = z.object({ name: z.string(), filter: memberFilterSchema });
export const memberCountSchema = z.object({ count: z.int() });

// ---------------------------------------------------------------------------------------------
// The LINE channel

export const lineChannelSchema = z.object({
  id,
  name: z.string(),
  /** LINE's channel id (digits). */
  line_channel_id: z.string(),
  /** sandbox: profiles are made up and nothing is fetched from LINE; line: the Messaging API. */
  mode: z.enum(['sandbox', 'line']),
  /** The path of the webhook on this server. */
  webhook_path: z.string(),
  /** The whole address to give LINE's console, as the caller reached this server (TRUST_PROXY behind a proxy). */
  webhook_url: z.string(),
  received_events: z.int(),
  pending_events: z.int(),
});
export type LineChannel = z.infer<typeof lineChannelSchema>;

/**
 * PUT /api/line/channel (the account's owner): LINE's channel id and secret (from the LINE
 * Developers console) and, for the real Messaging API, a channel access token. The secret and
 * token are never sent back; left out, they stay as they are; an empty token goes back to the
 * sandbox.
 */
export const lineChannelInputSchema = z.object({
  name: z.string(),
  line_channel_id: z.string(),
  channel_secret: z.optional(z.string()),
  access_token: z.optional(z.string()),
});
export type LineChannelInput = z.infer<typeof lineChannelInputSchema>;
