import * as z from 'zod/mini';
import { LINE_LIMITS, LINE_MESSAGE_ERRORS, lineMessagesProblems } from '../line';
import { rowIdSchema } from '../schemas';
import { JOURNEY_STEP_MESSAGES } from './schemas';

/*
 * Greeting and follow settings (issue 30, spec §2 `setting/follow`): what a friend receives and
 * what is done to them when they follow the account (LINE Official Account Manager's あいさつ
 * メッセージ and the 友だち追加時設定 of step-delivery tools). One row per account. They live in
 * the journeys feature because applying them sends through the journeys' LINE sender, changes
 * friends as a journey step does and puts the friend into a journey.
 */

const id = rowIdSchema;

/** The page's tabs, `basic` first (spec §2: `?tab=`, default basic). */
export const FOLLOW_TABS = ['basic', 'actions', 'refollow'] as const;
export type FollowTab = (typeof FOLLOW_TABS)[number];
export const FOLLOW_TAB_QUERY = 'tab';
/** The tab a `?tab=` value opens: an unknown or missing one opens basic. */
export function followTabOf(value: string | null | undefined): FollowTab {
  return (FOLLOW_TABS as readonly string[]).includes(value ?? '') ? (value as FollowTab) : 'basic';
}

/** What the greeting is: a message template (配信可能 only) or messages written here. */
export const GREETING_TYPES = ['template', 'messages'] as const;
export type GreetingType = (typeof GREETING_TYPES)[number];

/**
 * What a re-follow does (LINE's follow event with `follow.isUnblocked`: a friend who blocked the
 * account and unblocked it): everything a new friend gets, the greeting only, everything but the
 * greeting, or nothing. A friend enters a journey once, so a re-follower already in the journey
 * stays where they are.
 */
export const REFOLLOW_MODES = ['same_as_new', 'greeting_only', 'actions_only', 'nothing'] as const;
export type RefollowMode = (typeof REFOLLOW_MODES)[number];
export const REFOLLOW_LABELS: Readonly<Record<RefollowMode, string>> = {
  same_as_new: '新しい友だちと同じ（あいさつ・タグ・友だち情報・ジャーニー）',
  greeting_only: 'あいさつメッセージだけ送る',
  actions_only: 'あいさつは送らず、タグ・友だち情報・ジャーニーだけ設定する',
  nothing: '何もしない',
};

/** Tags and friend-information values one follow may set. */
export const FOLLOW_MAX_TAGS = 20;
export const FOLLOW_MAX_VALUES = 20;
export const FOLLOW_VALUE_MAX_LENGTH = 1000;

/**
 * A follow event older than this when it is applied gets no greeting (LINE redelivers a webhook
 * it could not hand over, possibly much later: a "welcome" a day late reads as a mistake). Tags,
 * values and the journey still apply: they describe the friend, not a moment.
 */
export const FOLLOW_GREETING_MAX_AGE_HOURS = 24;

export const FOLLOW_MESSAGES = {
  template: JOURNEY_STEP_MESSAGES.template,
  greetingType: 'あいさつの種類は「テンプレート」か「メッセージを作成」を選んでください。',
  messageType: 'あいさつのメッセージはテキストで作成してください。',
  tags: `タグは${FOLLOW_MAX_TAGS}個までです。`,
  tag: JOURNEY_STEP_MESSAGES.tag,
  tagTwice: '同じタグが2回選ばれています。',
  values: `友だち情報は${FOLLOW_MAX_VALUES}項目までです。`,
  variable: JOURNEY_STEP_MESSAGES.variable,
  variableTwice: '同じ友だち情報の項目が2回選ばれています。',
  value: `値は${FOLLOW_VALUE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください。`,
  journey: 'このアカウントのジャーニーを選んでください。',
  refollow: '再フォローのときの動作を選んでください。',
} as const;
const M = FOLLOW_MESSAGES;

/** A greeting message written on the page: a LINE text message (insertion tokens allowed). */
export const greetingMessageSchema = z.object({
  type: z.literal('text', { error: M.messageType }),
  text: z.string(),
});
export type GreetingMessage = z.infer<typeof greetingMessageSchema>;

export const followValueSchema = z.object({
  var_id: id,
  value: z.string().check(z.maxLength(FOLLOW_VALUE_MAX_LENGTH, { error: M.value })),
});

const fields = {
  /** Whether a greeting is sent on follow. */
  greeting_enabled: z.boolean(),
  greeting_type: z.enum(GREETING_TYPES, { error: M.greetingType }),
  /** greeting_type template: the template (its 1–5 messages, tokens filled per friend). */
  template_id: z.nullable(z.int({ error: M.template })),
  /** greeting_type messages: 1–5 text messages. */
  messages: z
    .array(greetingMessageSchema)
    .check(z.maxLength(LINE_LIMITS.MESSAGES_PER_REQUEST_MAX, { error: LINE_MESSAGE_ERRORS.count })),
  /** Friend tags put on the friend. */
  tag_ids: z.array(id).check(z.maxLength(FOLLOW_MAX_TAGS, { error: M.tags })),
  /** Friend-information values set, before the greeting is written (it may insert them). */
  values: z.array(followValueSchema).check(z.maxLength(FOLLOW_MAX_VALUES, { error: M.values })),
  /** The journey a new friend enters (null: none). */
  journey_id: z.nullable(id),
  refollow: z.enum(REFOLLOW_MODES, { error: M.refollow }),
};

/**
 * The settings as saved. The greeting's rules are LINE's (1–5 messages, a text ≤ 5,000
 * characters: `lineMessagesProblems`), checked when the greeting is written here and either sent
 * or kept; whether the template, tags, variables and journey are the account's (and the template
 * 配信可能) is the server's.
 */
export const followSettingsInputSchema = z.object(fields).check(
  z.superRefine((input, ctx) => {
    const issue = (path: PropertyKey[], message: string) =>
      ctx.issues.push({ code: 'custom', message, path, input });
    if (input.greeting_type === 'template' && input.greeting_enabled && input.template_id === null) {
      issue(['template_id'], M.template);
    }
    if (input.greeting_type === 'messages' && (input.greeting_enabled || input.messages.length > 0)) {
      for (const problem of lineMessagesProblems(input.messages, 'messages')) {
        issue(
          problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          problem.message,
        );
      }
    }
    if (new Set(input.tag_ids).size !== input.tag_ids.length) issue(['tag_ids'], M.tagTwice);
    if (new Set(input.values.map((v) => v.var_id)).size !== input.values.length) {
      issue(['values'], M.variableTwice);
    }
  }),
);
export type FollowSettingsInput = z.infer<typeof followSettingsInputSchema>;

export const followSettingsSchema = z.object({
  ...fields,
  /** When they were last saved; null: never (the defaults, nothing happens on follow). */
  updated_at: z.nullable(z.string()),
});
export type FollowSettings = z.infer<typeof followSettingsSchema>;

/** An account's settings before its first save: nothing is sent or set. */
export const FOLLOW_DEFAULTS: FollowSettings = {
  greeting_enabled: false,
  greeting_type: 'messages',
  template_id: null,
  messages: [],
  tag_ids: [],
  values: [],
  journey_id: null,
  refollow: 'same_as_new',
  updated_at: null,
};

/** What one follow event does under the settings (pure: the job applies it). */
export interface FollowPlan {
  greet: boolean;
  /** Why no greeting when one is set up: the event is too old, or a re-follow's mode skips it. */
  greetingSkipped: 'too_old' | 'refollow' | null;
  actions: boolean;
}

/**
 * What a follow event does: a re-follow follows the settings' mode; a greeting goes out only when
 * switched on and the event is at most FOLLOW_GREETING_MAX_AGE_HOURS old at `now`.
 */
export function followPlan(
  settings: Pick<FollowSettings, 'greeting_enabled' | 'refollow'>,
  event: { isUnblocked: boolean; eventAt: Date },
  now: Date,
): FollowPlan {
  const mode: RefollowMode = event.isUnblocked ? settings.refollow : 'same_as_new';
  const wantsGreeting = mode === 'same_as_new' || mode === 'greeting_only';
  const actions = mode === 'same_as_new' || mode === 'actions_only';
  if (!settings.greeting_enabled) return { greet: false, greetingSkipped: null, actions };
  if (!wantsGreeting) return { greet: false, greetingSkipped: 'refollow', actions };
  const tooOld = now.getTime() - event.eventAt.getTime() > FOLLOW_GREETING_MAX_AGE_HOURS * 3_600_000;
  return { greet: !tooOld, greetingSkipped: tooOld ? 'too_old' : null, actions };
}
