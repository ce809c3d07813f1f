import * as z from 'zod/mini';
import { pageQuerySchema, rowIdSchema } from '../schemas';
import { FRIEND_SORTS, FRIEND_STATUSES } from './paths';

/*
 * Friends and their data: spec §3 "Shared reference data", §4 "Shared data", §7 "Shared data",
 * §9 (the favourite group id `fav`). Input schemas hold every shape and field rule (issue 26 §3):
 * the server answers their failures 422 with these Japanese messages per field, and the console's
 * forms run the same schemas before sending. The server keeps only the rules that need the
 * database (existence, uniqueness, the account's own ids, a choice value among its choices).
 */

const id = rowIdSchema;
const instant = z.string().check(z.describe('ISO 8601 instant'));
const day = z.string().check(z.describe('YYYY-MM-DD (Asia/Tokyo)'));

export const FRIEND_NAME_MAX_LENGTH = 100;
export const FRIEND_MEMO_MAX_LENGTH = 2000;
export const VAR_VALUE_MAX_LENGTH = 1000;
/** Friends tagged or untagged in one call. */
export const TAG_FRIENDS_MAX = 10_000;
/** A choice of a choice variable. */
export const VAR_CHOICE_MAX_LENGTH = 100;

/** Messages of the rules the shared map (`@console/contract/validation`) does not word. */
export const FRIENDS_FIELD_MESSAGES = {
  varType: 'テキスト・数値・日付・選択肢・画像のいずれかを選んでください。',
  choicesNeeded: '選択肢を1つ以上入力してください。',
  duplicateChoice: '同じ選択肢が重複しています。',
  code: 'コードは半角英数字と _ で、英字から始めてください（64文字まで）。',
  friendIds: `友だちは1〜${TAG_FRIENDS_MAX.toLocaleString('ja-JP')}人まで指定できます。`,
  query: '検索条件が正しくありません。',
  channelSecret: 'チャネルシークレットは32桁の16進数です。',
  channelId: 'チャネルIDは数字（20桁まで）で入力してください。',
  accessToken: 'チャネルアクセストークンに空白や全角文字は使えません（500文字まで）。',
  basicId: 'ベーシック ID は @ に続く英小文字・数字・記号（. _ -）で入力してください（例：@abc1234）。',
  loginChannelId: 'LINEログインのチャネルIDは数字（20桁まで）で入力してください。',
  loginChannelSecret: 'LINEログインのチャネルシークレットは32桁の16進数です。',
} as const;
const M = FRIENDS_FIELD_MESSAGES;

/** A name: trimmed, required, at most 100 characters (tags, groups, variables, segments). */
const nameInput = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(FRIEND_NAME_MAX_LENGTH));
/** A rule's own message for a present but wrong value; a missing one says "required" as everywhere. */
const unless = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? undefined : message),
});

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

/** A choice variable's choices as the operator typed them: blank ones are dropped, the rest trimmed. */
export function choiceNames(choices: readonly string[] | undefined): string[] {
  return (choices ?? []).map((name) => name.trim()).filter(Boolean);
}

const varTypeInput = z.enum(VAR_TYPES, unless(M.varType));

export const varInputSchema = z
  .object({
    name: nameInput(),
    type: varTypeInput,
    group_id: z.optional(z.nullable(id)),
    favorite: z.optional(z.boolean()),
    /** For `choice`: the choices in order (replaces them all); blank lines are left out. */
    choices: z.optional(z.array(z.string())),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.type !== 'choice') return;
      const names = choiceNames(input.choices);
      const problem =
        names.length === 0
          ? M.choicesNeeded
          : new Set(names).size !== names.length
            ? M.duplicateChoice
            : names.some((name) => name.length > VAR_CHOICE_MAX_LENGTH)
              ? `${VAR_CHOICE_MAX_LENGTH}文字以内で入力してください。`
              : null;
      if (problem)
        ctx.issues.push({ code: 'custom', message: problem, path: ['choices'], input: input.choices });
    }),
  );
export type VarInput = z.input<typeof varInputSchema>;

export const varGroupInputSchema = z.object({ name: nameInput() });

/** What a message writes to insert a common variable: `{{common:code}}`. */
export const COMMON_VAR_CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const commonVarInputSchema = z.object({
  name: nameInput(),
  code: z.string().check(z.trim(), z.regex(COMMON_VAR_CODE, { error: M.code })),
  value: z.string().check(z.maxLength(VAR_VALUE_MAX_LENGTH)),
  type: z.optional(varTypeInput),
  group_id: z.optional(z.nullable(id)),
  favorite: z.optional(z.boolean()),
});
export type CommonVarInput = z.input<typeof commonVarInputSchema>;

// ---------------------------------------------------------------------------------------------
// Friends

export type FriendStatus = (typeof FRIEND_STATUSES)[number];
export const FRIEND_STATUS_LABELS: Readonly<Record<FriendStatus, string>> = {
  following: '友だち',
  blocked: 'ブロック中',
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
  memo: z.optional(z.string().check(z.maxLength(FRIEND_MEMO_MAX_LENGTH))),
  display_name: z.optional(nameInput()),
  /**
   * Variable id → value; an empty string clears it. The value's form (a number, a real date, one
   * of the choices) depends on the variable's type, which the server looks up.
   */
  vars: z.optional(z.record(z.string(), z.string().check(z.maxLength(VAR_VALUE_MAX_LENGTH)))),
});
export type FriendPatch = z.infer<typeof friendPatchSchema>;

/** Conditions of each kind in one filter. */
export const MEMBER_FILTER_MAX_CONDITIONS = 100;
const FILTER_DATES_MESSAGE = '友だち追加日は YYYY-MM-DD の形で、開始日を終了日以前にしてください。';

/** A calendar day `YYYY-MM-DD` that exists (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Followed-from/to days (a filter's or the friends list's): real days, the start not after the end. */
function followedDaysRule(
  value: { followed_from?: string | null; followed_to?: string | null },
  ctx: { issues: unknown[] },
): void {
  const { followed_from: from, followed_to: to } = value;
  if ((from && !isCalendarDay(from)) || (to && !isCalendarDay(to)) || (from && to && from > to)) {
    ctx.issues.push({ code: 'custom', message: FILTER_DATES_MESSAGE, path: ['followed_from'], input: from });
  }
}

export type FriendSort = (typeof FRIEND_SORTS)[number];

/** Ids in a query string, comma separated: at most 100, each 1–9 digits and not 0 (int4 holds them). */
export function isIdList(text: string): boolean {
  const parts = text.split(',').filter((part) => part !== '');
  return (
    parts.length <= MEMBER_FILTER_MAX_CONDITIONS &&
    parts.every((part) => /^\d{1,9}$/.test(part) && Number(part) > 0)
  );
}
const idListQuery = () => z.optional(z.string().check(z.refine(isIdList, { error: M.query })));

/** GET /api/friends: search, filters, sort and paging (all optional). */
export const friendQuerySchema = z
  .object({
    /** Part of the name; kana are matched either way (ひらがな ⇔ カタカナ, half-width). */
    q: z.optional(z.string().check(z.maxLength(FRIEND_NAME_MAX_LENGTH))),
    /** Tag ids, comma separated, combined by tag_mode (default any). */
    tags: idListQuery(),
    tag_mode: z.optional(z.enum(['any', 'all', 'none'])),
    status: z.optional(z.enum(FRIEND_STATUSES)),
    /** A variable id: friends with a value for it (equal to var_value when given). */
    var_id: idListQuery(),
    var_value: z.optional(z.string().check(z.maxLength(VAR_VALUE_MAX_LENGTH))),
    followed_from: z.optional(day),
    followed_to: z.optional(day),
    /** A stored member query the friends must match as well (its id). */
    member_query: z.optional(z.string().check(z.regex(/^\d{1,9}$/, { error: M.query }))),
    sort: z.optional(z.enum(FRIEND_SORTS)),
    order: z.optional(z.enum(['asc', 'desc'])),
    ...pageQuerySchema.shape,
  })
  .check(z.superRefine(followedDaysRule));
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

export const tagInputSchema = z.object({ name: nameInput(), group_id: z.optional(z.nullable(id)) });
export type TagInput = z.input<typeof tagInputSchema>;
export const tagGroupInputSchema = z.object({ name: nameInput() });

/** The largest id a serial (int4) column holds. */
const MAX_ID = 2_147_483_647;

export const tagFriendsInputSchema = z.object({
  friend_ids: z
    .array(z.int().check(z.gte(1, M.friendIds), z.lte(MAX_ID, M.friendIds)))
    .check(z.minLength(1, M.friendIds), z.maxLength(TAG_FRIENDS_MAX, M.friendIds)),
});
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
  tags_any: z.optional(z.array(id)),
  tags_all: z.optional(z.array(id)),
  tags_none: z.optional(z.array(id)),
  vars: z.optional(
    z.array(z.object({ var_id: id, op: z.enum(VAR_CONDITION_OPS), value: z.optional(z.string()) })),
  ),
  followed_from: z.optional(z.nullable(day)),
  followed_to: z.optional(z.nullable(day)),
  status: z.optional(z.enum(['following', 'blocked', 'all'])),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;

/** A tag or variable id of a condition: ids are int4 in the database. */
const conditionId = z.int().check(z.gte(1, M.query), z.lte(MAX_ID, M.query));
const conditionIds = z.array(conditionId).check(z.maxLength(MEMBER_FILTER_MAX_CONDITIONS, M.query));

/** A filter as a segment's editor sends it: ids, sizes and days checked (the account's ids by the server). */
export const memberFilterInputSchema = z
  .object({
    tags_any: z.optional(conditionIds),
    tags_all: z.optional(conditionIds),
    tags_none: z.optional(conditionIds),
    vars: z.optional(
      z
        .array(
          z.object({
            var_id: conditionId,
            op: z.enum(VAR_CONDITION_OPS),
            value: z.optional(z.string().check(z.maxLength(VAR_VALUE_MAX_LENGTH))),
          }),
        )
        .check(z.maxLength(MEMBER_FILTER_MAX_CONDITIONS, M.query)),
    ),
    followed_from: z.optional(z.nullable(day)),
    followed_to: z.optional(z.nullable(day)),
    status: z.optional(z.enum(['following', 'blocked', 'all'])),
  })
  .check(z.superRefine(followedDaysRule));

export const memberQuerySchema = z.object({
  id,
  name: z.string(),
  filter: memberFilterSchema,
  updated_at: instant,
});
export type MemberQuery = z.infer<typeof memberQuerySchema>;
export const memberQueryListSchema = z.array(memberQuerySchema);
export const memberQueryInputSchema = z.object({ name: nameInput(), filter: memberFilterInputSchema });
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
  /** The official account's basic id (`@abc1234`); null until given. */
  basic_id: z.nullable(z.string()),
  /**
   * The LINE Login channel's id (digits) that entry sources send people through to learn who
   * followed from where (issue 32); null: no login channel, entry sources go straight to the
   * add-friend page.
   */
  login_channel_id: z.nullable(z.string()),
  /** Whether the LINE Login channel's secret is stored (it is never sent back). */
  login_channel_secret_set: z.boolean(),
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
  name: nameInput(),
  /** Digits; full-width ones are accepted. */
  line_channel_id: z
    .string()
    .check(z.normalize('NFKC'), z.trim(), z.regex(/^\d{1,20}$/, { error: M.channelId })),
  /** 32 hexadecimal digits; empty leaves it as it is. */
  channel_secret: z.optional(
    z
      .string()
      .check(z.normalize('NFKC'), z.trim(), z.regex(/^(?:[0-9a-fA-F]{32})?$/, { error: M.channelSecret })),
  ),
  /** Printable ASCII, up to 500 characters; empty goes back to the sandbox. */
  access_token: z.optional(
    z.string().check(z.trim(), z.regex(/^[\x21-\x7e]{0,500}$/, { error: M.accessToken })),
  ),
  /**
   * The LINE official account's basic id (`@abc1234`, from LINE Official Account Manager), which
   * makes the add-friend URL entry sources send people to (issue 32). Empty clears it; left out,
   * it stays as it is.
   */
  basic_id: z.optional(
    z
      .string()
      .check(
        z.normalize('NFKC'),
        z.trim(),
        z.toLowerCase(),
        z.regex(/^(?:@[a-z0-9._-]{1,40})?$/, { error: M.basicId }),
      ),
  ),
  /**
   * The LINE Login channel (from the LINE Developers console, linked to the official account):
   * entry sources then send people through LINE Login, which tells which source a follow came
   * through (issue 32). Digits; empty turns LINE Login off (its secret is forgotten too); left
   * out, it stays as it is.
   */
  login_channel_id: z.optional(
    z.string().check(z.normalize('NFKC'), z.trim(), z.regex(/^(?:\d{1,20})?$/, { error: M.loginChannelId })),
  ),
  /** The LINE Login channel's secret: 32 hexadecimal digits; empty or left out keeps it. */
  login_channel_secret: z.optional(
    z
      .string()
      .check(
        z.normalize('NFKC'),
        z.trim(),
        z.regex(/^(?:[0-9a-fA-F]{32})?$/, { error: M.loginChannelSecret }),
      ),
  ),
});
export type LineChannelInput = z.input<typeof lineChannelInputSchema>;
