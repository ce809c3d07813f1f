import * as z from 'zod/mini';
import { rowIdSchema } from '../schemas';
import { JOURNEY_STEP_MESSAGES } from './schemas';

/*
 * Open-API triggers (spec §3 "Open-API trigger", §4 "Other", §7 "Open API triggers"): a trigger
 * holds actions; an outside system fires the trigger for one friend with an account API key, and
 * the active actions run. They live in the journeys feature because an action starts a journey.
 */

const id = z.int();

export const TRIGGER_NAME_MAX_LENGTH = 100;
export const TRIGGER_MESSAGE_MAX_LENGTH = 5000;
/** Header of the inbound call that makes a retried call fire once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** Inbound calls per API key a minute. */
export const TRIGGER_FIRE_PER_MINUTE = 600;

/** What an action does: start a journey (action_id = journey), put on or take off a tag (action_id = tag), send a message. */
export const TRIGGER_ACTION_TYPES = ['start_journey', 'add_tag', 'remove_tag', 'message'] as const;
export type TriggerActionType = (typeof TRIGGER_ACTION_TYPES)[number];
export const TRIGGER_ACTION_LABELS: Readonly<Record<TriggerActionType, string>> = {
  start_journey: 'ジャーニーを開始',
  add_tag: 'タグを付ける',
  remove_tag: 'タグを外す',
  message: 'メッセージを送る',
};

/** state (spec §7 PATCH …/state): 1 active, 0 stopped; is_active says the same as a boolean. */
export const TRIGGER_ACTION_STATES = [0, 1] as const;

export const triggerActionSchema = z.object({
  id,
  name: z.string(),
  trigger_id: id,
  type: z.enum(TRIGGER_ACTION_TYPES),
  /** The journey (start_journey) or friend tag (add_tag, remove_tag); null for a message. */
  action_id: z.nullable(id),
  /** message: the text, with insertion tokens ({{var:1}}, {{common:code}}); empty when it sends a template. */
  text: z.string(),
  /** message: a message template (issue 29) sent instead of the text, its 1–5 messages filled per friend. */
  template_id: z.nullable(id),
  /** Runs only for friends this segment picks (null: every friend). */
  member_query_id: z.nullable(id),
  is_active: z.boolean(),
  state: z.int(),
});
export type TriggerAction = z.infer<typeof triggerActionSchema>;

export const triggerSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  open_api_trigger_actions: z.array(triggerActionSchema),
  /** How many times it was fired, and when last. */
  fired_count: z.int(),
  last_fired_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type Trigger = z.infer<typeof triggerSchema>;
export const triggerListSchema = z.array(triggerSchema);

export const TRIGGER_DESCRIPTION_MAX_LENGTH = 1000;

/** A trigger's, action's or API key's name: trimmed, 1 to TRIGGER_NAME_MAX_LENGTH characters. */
export const triggerNameField = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(TRIGGER_NAME_MAX_LENGTH));

export const triggerInputSchema = z.object({
  name: triggerNameField,
  description: z.optional(z.string().check(z.trim(), z.maxLength(TRIGGER_DESCRIPTION_MAX_LENGTH))),
});
export type TriggerInput = z.infer<typeof triggerInputSchema>;

export const TRIGGER_ACTION_TYPE_MESSAGE =
  '動作は「ジャーニーを開始」「タグを付ける」「タグを外す」「メッセージを送る」のいずれかです。';
export const TRIGGER_ACTION_STATE_MESSAGE = 'state は 1（有効）か 0（停止）です。';

export const TRIGGER_ACTION_TEXT_MESSAGE = `メッセージを入力してください（${TRIGGER_MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字まで）。`;
/** The same words as a journey's message step: the two choose a template alike. */
export const TRIGGER_ACTION_TEMPLATE_MESSAGE = JOURNEY_STEP_MESSAGES.template;

/**
 * An action as sent: a message action sends a template (template_id) or its own text (not blank,
 * TRIGGER_MESSAGE_MAX_LENGTH at most). template_id is optional, so a caller written before
 * templates existed is answered as before. Whether the journey, tag, segment or template it names
 * is the account's (and the template ready) is the server's.
 */
export const triggerActionInputSchema = z
  .object({
    name: triggerNameField,
    type: z.enum(TRIGGER_ACTION_TYPES, { error: TRIGGER_ACTION_TYPE_MESSAGE }),
    action_id: z.optional(z.nullable(rowIdSchema)),
    text: z.optional(z.string()),
    template_id: z.optional(z.nullable(z.int({ error: TRIGGER_ACTION_TEMPLATE_MESSAGE }))),
    member_query_id: z.optional(z.nullable(rowIdSchema)),
    is_active: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (action) => {
        if (action.type !== 'message' || sendsTemplate(action)) return true;
        const text = action.text ?? '';
        return text.trim() !== '' && text.length <= TRIGGER_MESSAGE_MAX_LENGTH;
      },
      { error: TRIGGER_ACTION_TEXT_MESSAGE, path: ['text'] },
    ),
  );
export type TriggerActionInput = z.infer<typeof triggerActionInputSchema>;

/** Whether a message action sends a template rather than its own text. */
export function sendsTemplate(action: { template_id?: number | null }): action is { template_id: number } {
  return action.template_id !== undefined && action.template_id !== null;
}
export const triggerActionStateSchema = z.object({
  state: z.literal(TRIGGER_ACTION_STATES, { error: TRIGGER_ACTION_STATE_MESSAGE }),
});

export const apiKeySchema = z.object({
  id,
  name: z.string(),
  /** The first characters, to tell keys apart (the key itself is shown once, when made). */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);
export const apiKeyInputSchema = z.object({ name: triggerNameField });
export const apiKeyCreatedSchema = z.extend(apiKeySchema, { key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** Friend-info values one inbound call may set. */
export const TRIGGER_FIRE_MAX_VALUES = 100;
export const TRIGGER_FIRE_VALUE_MAX_LENGTH = 1000;
export const TRIGGER_FIRE_FRIEND_MESSAGE =
  '友だちは line_user_id か friend_id のどちらか一方で指定してください。';
export const TRIGGER_FIRE_VALUES_MESSAGE = `values は友だち情報の項目 id をキーに、${TRIGGER_FIRE_MAX_VALUES} 項目まで指定してください。`;
export const TRIGGER_FIRE_VALUE_MESSAGE = `値は${TRIGGER_FIRE_VALUE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください。`;

/**
 * The inbound call's body: the friend by LINE user id or friend id (exactly one), and friend-info
 * values to set first. Whether the friend and the variables are the account's is the server's.
 */
export const triggerFireSchema = z
  .object({
    line_user_id: z.optional(z.string()),
    friend_id: z.optional(rowIdSchema),
    /** Friend-info values by variable id ("12": "ゴールド"), set before the actions run. */
    values: z.optional(
      z.record(z.string(), z.string()).check(
        z.refine(
          (values) => {
            const keys = Object.keys(values);
            return keys.length <= TRIGGER_FIRE_MAX_VALUES && keys.every((key) => /^\d{1,9}$/.test(key));
          },
          { error: TRIGGER_FIRE_VALUES_MESSAGE, abort: true },
        ),
        z.refine(
          (values) => Object.values(values).every((value) => value.length <= TRIGGER_FIRE_VALUE_MAX_LENGTH),
          { error: TRIGGER_FIRE_VALUE_MESSAGE },
        ),
      ),
    ),
  })
  .check(
    z.refine((body) => (body.line_user_id === undefined) !== (body.friend_id === undefined), {
      error: TRIGGER_FIRE_FRIEND_MESSAGE,
      path: ['line_user_id'],
    }),
  );
export type TriggerFire = z.infer<typeof triggerFireSchema>;

/**
 * done; skipped_inactive: the action is switched off; skipped_segment: the friend is not in its
 * segment; already_in_journey: entered before (a friend enters a journey once); journey_not_active:
 * the journey is a draft or paused; skipped_blocked: the friend blocked the account (no message);
 * template_not_ready: the action's template became a draft since (LINE would refuse it: not sent);
 * tracker_gone: the message names a tracker deleted since (it would go without its link: not sent).
 */
export const TRIGGER_RESULTS = [
  'done',
  'skipped_inactive',
  'skipped_segment',
  'already_in_journey',
  'journey_not_active',
  'skipped_blocked',
  'template_not_ready',
  'tracker_gone',
] as const;
export const triggerFireResultSchema = z.object({
  trigger_id: id,
  friend_id: id,
  /** True when this answer is a replay of an earlier call with the same Idempotency-Key. */
  replayed: z.boolean(),
  actions: z.array(z.object({ id, type: z.enum(TRIGGER_ACTION_TYPES), result: z.enum(TRIGGER_RESULTS) })),
});
export type TriggerFireResult = z.infer<typeof triggerFireResultSchema>;

/** The inbound call's headers: the API key and the optional Idempotency-Key (its length is checked by the handler). */
export const triggerFireHeadersSchema = z.object({
  'idempotency-key': z.optional(z.string()),
  authorization: z.optional(z.string()),
});
