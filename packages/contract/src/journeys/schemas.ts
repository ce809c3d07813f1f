import * as z from 'zod/mini';
import { rowIdSchema } from '../schemas';

/*
 * Customer journeys: spec §3 "Journeys" (journey: id, group_id, order, favorite, member_query_id;
 * group: id, name, order, editable; journey tag: id, name, order), §4 "Ordering", §7, §8. What a
 * journey does (entry, steps, status) is ours: the spec shows only the list operations.
 */

const id = rowIdSchema;

export const JOURNEY_NAME_MAX_LENGTH = 100;
export const JOURNEY_MAX_STEPS = 50;
export const JOURNEY_MESSAGE_MAX_LENGTH = 5000;
/** Journeys deleted or moved in one call. */
export const JOURNEY_BULK_MAX = 500;

export const JOURNEY_STATUSES = ['draft', 'active', 'paused'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];
export const JOURNEY_STATUS_LABELS: Readonly<Record<JourneyStatus, string>> = {
  draft: '下書き',
  active: '配信中',
  paused: '一時停止',
};

/** How friends enter: the members of a segment (when it starts), a trigger fired for them, or a follow. */
export const JOURNEY_ENTRY_TYPES = ['member_query', 'trigger', 'follow'] as const;
export type JourneyEntryType = (typeof JOURNEY_ENTRY_TYPES)[number];
export const JOURNEY_ENTRY_LABELS: Readonly<Record<JourneyEntryType, string>> = {
  member_query: 'セグメントの友だち',
  trigger: 'API トリガーで開始',
  follow: '友だち追加のとき',
};

/** The steps a journey runs, in order (a branch may jump ahead). */
export const JOURNEY_STEP_TYPES = [
  'wait',
  'wait_until',
  'message',
  'add_tag',
  'remove_tag',
  'set_var',
  'journey_tag',
  'branch',
  'exit',
] as const;
export type JourneyStepType = (typeof JOURNEY_STEP_TYPES)[number];
export const JOURNEY_STEP_LABELS: Readonly<Record<JourneyStepType, string>> = {
  wait: '待つ（時間）',
  wait_until: '待つ（曜日と時刻）',
  message: 'メッセージを送る',
  add_tag: 'タグを付ける',
  remove_tag: 'タグを外す',
  set_var: '友だち情報を設定',
  journey_tag: 'ジャーニータグを付ける',
  branch: '条件で分ける',
  exit: '終了',
};

/** The longest value a set_var step writes. */
export const JOURNEY_VALUE_MAX_LENGTH = 1000;
/** The longest wait: a year, in minutes. */
export const JOURNEY_WAIT_MAX_MINUTES = 525_600;

/** A step's failures in Japanese, under its field (`steps.2.minutes`): the same words on both ends. */
export const JOURNEY_STEP_MESSAGES = {
  steps: `ステップは${JOURNEY_MAX_STEPS}個までです。`,
  type: '選択肢の中から選んでください。',
  minutes: '待つ時間は 0〜525,600 分（1年）の整数で入力してください。',
  weekday: '曜日を選んでください。',
  time: '時刻は HH:mm の形で入力してください。',
  message: `メッセージを入力してください（${JOURNEY_MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字まで）。`,
  tag: 'このアカウントのタグを選んでください。',
  journeyTag: 'このアカウントのジャーニータグを選んでください。',
  variable: 'このアカウントの友だち情報の項目を選んでください。',
  value: '値は1,000文字以内で入力してください。',
  elseStep: '条件に合わないときの行き先は、このステップより後のステップを選んでください。',
  template: 'このアカウントの配信可能なテンプレートを選んでください。',
} as const;

const JOURNEY_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A step's fields, none required: what a type needs is the input's per-type check. */
const stepFields = (checked: boolean) => {
  const M = JOURNEY_STEP_MESSAGES;
  const error = (message: string) => (checked ? { error: message } : undefined);
  return {
    type: z.enum(JOURNEY_STEP_TYPES, checked ? { error: M.type } : undefined),
    /** wait: minutes (0 and up). */
    minutes: z.optional(z.int(error(M.minutes))),
    /** wait_until: 0 (Sunday) … 6 and HH:mm in Japan. */
    weekday: z.optional(z.int(error(M.weekday))),
    time: z.optional(z.string(error(M.time))),
    /** message: the text, with insertion tokens ({{var:1}}, {{common:code}}). */
    text: z.optional(z.string(error(M.message))),
    /** message: a message template (issue 29) sent instead of the text: its 1–5 messages, filled in. */
    template_id: z.optional(z.int(error(M.template))),
    /**
     * add_tag / remove_tag / branch on a tag: a friend tag; journey_tag: a journey tag. A bare int,
     * not a row id: the server checks it against the account's tags (any int, out of range too) and
     * says 「このアカウントのタグを選んでください。」, which tells the operator more than a range.
     */
    tag_id: z.optional(z.int()),
    /** set_var / branch on a variable: checked against the account's variables as tag_id is. */
    var_id: z.optional(z.int()),
    value: z.optional(z.string(error(M.value))),
    /** branch: when the friend does not have the tag (or the value), go on at this step (index). */
    else_step: z.optional(z.int(error(M.elseStep))),
  };
};

/** A step as stored and answered. Fields not used by its type are left out. */
export const journeyStepSchema = z.object(stepFields(false));
export type JourneyStep = z.infer<typeof journeyStepSchema>;

const between = (value: number | undefined, min: number, max: number) =>
  value !== undefined && Number.isInteger(value) && value >= min && value <= max;

/**
 * A step as sent, checked by its type: each failure under its field with the words of
 * JOURNEY_STEP_MESSAGES. What needs the account (the tag, journey tag or variable is its own) or
 * the other steps (a branch's target is a later step) is the server's.
 */
export const journeyStepInputSchema = z.object(stepFields(true)).check(
  z.superRefine((step, ctx) => {
    const M = JOURNEY_STEP_MESSAGES;
    const fail = (field: keyof JourneyStep, message: string) =>
      ctx.issues.push({ code: 'custom', message, path: [field], input: step[field] });
    switch (step.type) {
      case 'wait':
        if (!between(step.minutes, 0, JOURNEY_WAIT_MAX_MINUTES)) fail('minutes', M.minutes);
        break;
      case 'wait_until':
        if (!between(step.weekday, 0, 6)) fail('weekday', M.weekday);
        if (!JOURNEY_TIME.test(step.time ?? '')) fail('time', M.time);
        break;
      case 'message': {
        // A template (the server checks it is the account's and ready), or a text of its own.
        if (step.template_id !== undefined) break;
        const text = step.text ?? '';
        if (!text.trim() || text.length > JOURNEY_MESSAGE_MAX_LENGTH) fail('text', M.message);
        break;
      }
      case 'add_tag':
      case 'remove_tag':
        if (step.tag_id === undefined) fail('tag_id', M.tag);
        break;
      case 'journey_tag':
        if (step.tag_id === undefined) fail('tag_id', M.journeyTag);
        break;
      case 'set_var':
        if (step.var_id === undefined) fail('var_id', M.variable);
        if ((step.value ?? '').length > JOURNEY_VALUE_MAX_LENGTH) fail('value', M.value);
        break;
      case 'branch':
        // On a tag (tag_id) or on a variable's value (var_id, value).
        if (step.tag_id === undefined && step.var_id === undefined) fail('tag_id', M.tag);
        if (step.else_step === undefined) fail('else_step', M.elseStep);
        break;
      default:
        break;
    }
  }),
);

/** A journey's steps as sent: at most JOURNEY_MAX_STEPS, each checked by its type. */
export const journeyStepsInputSchema = z
  .array(journeyStepInputSchema)
  .check(z.maxLength(JOURNEY_MAX_STEPS, { error: JOURNEY_STEP_MESSAGES.steps }));

export const journeyEntrySchema = z.object({
  type: z.enum(JOURNEY_ENTRY_TYPES),
  member_query_id: z.optional(z.nullable(id)),
});
export type JourneyEntry = z.infer<typeof journeyEntrySchema>;

export const journeySchema = z.object({
  id,
  name: z.string(),
  group_id: z.nullable(id),
  order: z.int(),
  favorite: z.boolean(),
  favorite_order: z.nullable(z.int()),
  member_query_id: z.nullable(id),
  status: z.enum(JOURNEY_STATUSES),
  entry: journeyEntrySchema,
  steps: z.array(journeyStepSchema),
  /** Raised by every change of the steps: friends already in keep the version they entered. */
  version: z.int(),
  updated_at: z.string(),
});
export type Journey = z.infer<typeof journeySchema>;
export const journeyListSchema = z.array(journeySchema);

/**
 * A journey's, group's or journey tag's name: trimmed, 1 to JOURNEY_NAME_MAX_LENGTH characters
 * (the shared Japanese messages: 「入力してください。」「100文字以内で入力してください。」).
 */
export const journeyNameField = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(JOURNEY_NAME_MAX_LENGTH));

export const JOURNEY_STATUS_MESSAGE = '状態は下書き・配信中・一時停止のいずれかです。';

export const journeyInputSchema = z.object({
  name: journeyNameField,
  group_id: z.optional(z.nullable(id)),
  status: z.optional(z.enum(JOURNEY_STATUSES, { error: JOURNEY_STATUS_MESSAGE })),
  entry: z.optional(journeyEntrySchema),
  steps: z.optional(journeyStepsInputSchema),
});
export type JourneyInput = z.infer<typeof journeyInputSchema>;

export const journeyIdsSchema = z.object({ ids: z.array(id) });
export const JOURNEY_BULK_IDS_MESSAGE = `id は1〜${JOURNEY_BULK_MAX}個で指定してください。`;
/** The journeys of a bulk delete or move: 1 to JOURNEY_BULK_MAX ids. */
const bulkIds = z
  .array(id)
  .check(
    z.minLength(1, { error: JOURNEY_BULK_IDS_MESSAGE }),
    z.maxLength(JOURNEY_BULK_MAX, { error: JOURNEY_BULK_IDS_MESSAGE }),
  );
export const journeyBulkIdsSchema = z.object({ ids: bulkIds });
export const journeyMoveSchema = z.object({ group_id: z.nullable(id), ids: bulkIds });
export const journeyFavoriteSchema = z.object({ favorite: z.boolean() });
export const journeySortSchema = z.object({
  group_id: z.optional(z.nullable(id)),
  ids: z.array(id),
});

export const journeyGroupSchema = z.object({ id, name: z.string(), order: z.int(), editable: z.boolean() });
export type JourneyGroup = z.infer<typeof journeyGroupSchema>;
export const journeyGroupListSchema = z.array(journeyGroupSchema);
export const journeyNameSchema = z.object({ name: journeyNameField });

export const journeyTagSchema = z.object({ id, name: z.string(), order: z.int() });
export type JourneyTag = z.infer<typeof journeyTagSchema>;
export const journeyTagListSchema = z.array(journeyTagSchema);

/** Where a friend stands in a journey (or, for a segment's members, the friend's own status). */
export const JOURNEY_MEMBER_STATES = [
  'waiting',
  'running',
  'done',
  'exited',
  'failed',
  'following',
  'blocked',
] as const;
export type JourneyMemberState = (typeof JOURNEY_MEMBER_STATES)[number];
export const JOURNEY_MEMBER_STATE_LABELS: Readonly<Record<JourneyMemberState, string>> = {
  waiting: '待機中',
  running: '実行中',
  done: '完了',
  exited: '終了ステップで退出',
  failed: '失敗',
  following: '友だち',
  blocked: 'ブロック中',
};

/** A member of a journey (or of a segment): the friend and, in a journey, where they are. */
export const journeyMemberSchema = z.object({
  friend_id: id,
  display_name: z.string(),
  step: z.nullable(z.int()),
  state: z.enum(JOURNEY_MEMBER_STATES),
});
export type JourneyMember = z.infer<typeof journeyMemberSchema>;
export const journeyMemberListSchema = z.array(journeyMemberSchema);

/** Friends at each step of a journey (index = the step's index) and in the whole journey. */
export const journeyCountsSchema = z.object({
  steps: z.array(z.object({ waiting: z.int(), done: z.int(), failed: z.int() })),
  /** Friends who ever entered. */
  entered: z.int(),
  /** Still in it (waiting or running). */
  active: z.int(),
  completed: z.int(),
  exited: z.int(),
  failed: z.int(),
});
export type JourneyCounts = z.infer<typeof journeyCountsSchema>;

/**
 * Who a start or resume reaches (issue 28), for the editor's draft as it stands (saved or not):
 * its entry type and segment, and the journey when it is saved (friends already in it are not
 * taken in again, and a resume sends those still waiting on).
 */
const digits = z.optional(z.string().check(z.regex(/^\d{1,9}$/, { error: '見つかりません。' })));
export const journeyAudienceQuerySchema = z.object({
  entry: z.optional(z.enum(JOURNEY_ENTRY_TYPES)),
  member_query_id: digits,
  journey_id: digits,
});
export type JourneyAudienceQuery = z.infer<typeof journeyAudienceQuerySchema>;
export const journeyAudienceSchema = z.object({
  /** Friends who enter at once when it starts (a segment's following friends not in it yet). */
  entering: z.int(),
  /** Friends already in it whose steps are still to run (a resume sends them on). */
  waiting: z.int(),
});
export type JourneyAudience = z.infer<typeof journeyAudienceSchema>;

/** The answer of the list operations (sort, bulk delete, move, group and tag deletion). */
export const journeyDoneSchema = z.object({ status: z.literal(true) });

/** A message the LINE sandbox recorded instead of sending (nothing leaves the machine). */
export const outboxItemSchema = z.object({
  id,
  friend_id: id,
  display_name: z.string(),
  /** The first message's text (or altText). */
  text: z.string(),
  /** Every message as LINE received it, tokens filled. */
  messages: z.array(z.record(z.string(), z.unknown())),
  /** journey:{id}:{step}, trigger:{id}:{action} or follow:greeting (issue 30). */
  source: z.string(),
  created_at: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxListSchema = z.array(outboxItemSchema);
/** ?friend_id= a friend's id (digits); anything else is no friend of the account. */
export const outboxQuerySchema = z.object({
  friend_id: z.optional(z.string().check(z.regex(/^\d{1,9}$/, { error: '見つかりません。' }))),
});
/** How many of the newest sandbox messages the outbox call returns. */
export const OUTBOX_LIMIT = 50;
