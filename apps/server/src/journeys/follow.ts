import {
  FOLLOW_DEFAULTS,
  FOLLOW_MESSAGES,
  type FollowSettings,
  type FollowSettingsInput,
  type GreetingMessage,
  type GreetingType,
  type RefollowMode,
} from '@console/contract/journeys';
import type { TemplateUse } from '@console/contract/templates';
import { sql } from 'drizzle-orm';
import { sendableTemplate } from '../content';
import { type Db, intArray, rows } from '../db';
import { HttpError } from '../http-error';
import { messages } from './messages';
import { followSettings } from './schema';

/*
 * Greeting and follow settings (issue 30): the account's one row, read and written here; the
 * follow job (follow-job.ts) applies them to each follow event.
 */

type Row = typeof followSettings.$inferSelect;

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The stored row as the contract's settings (the defaults before the first save). */
export function settingsOf(row: Row | undefined): FollowSettings {
  if (!row) return FOLLOW_DEFAULTS;
  return {
    greeting_enabled: row.greetingEnabled,
    greeting_type: row.greetingType as GreetingType,
    template_id: row.templateId,
    messages: parsed<GreetingMessage[]>(row.messages),
    tag_ids: parsed<number[]>(row.tagIds),
    values: parsed<{ var_id: number; value: string }[]>(row.values),
    journey_id: row.journeyId,
    refollow: row.refollow as RefollowMode,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function storedSettings(db: Pick<Db, 'execute'>, accountId: number): Promise<FollowSettings> {
  const [row] = await rows(
    db,
    sql`SELECT greeting_enabled, greeting_type, template_id, messages, tag_ids, "values", journey_id, refollow, updated_at
        FROM follow_settings WHERE account_id = ${accountId}`,
  );
  if (!row) return FOLLOW_DEFAULTS;
  return settingsOf({
    accountId,
    greetingEnabled: row.greeting_enabled === true,
    greetingType: String(row.greeting_type),
    templateId: row.template_id === null ? null : Number(row.template_id),
    messages: row.messages,
    tagIds: row.tag_ids,
    values: row.values,
    journeyId: row.journey_id === null ? null : Number(row.journey_id),
    refollow: String(row.refollow),
    updatedAt: new Date(row.updated_at as string | Date),
  });
}

/** The ids of `ids` that are the account's rows of `table` (friend_tags, vars of kind var, journeys). */
async function owned(db: Db, table: 'friend_tags' | 'vars' | 'journeys', accountId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const kind = table === 'vars' ? sql` AND kind = 'var'` : sql``;
  const found = await rows(
    db,
    sql`SELECT id FROM ${sql.raw(table)} WHERE account_id = ${accountId} AND id = ANY(${intArray(ids)})${kind}`,
  );
  return new Set(found.map((row) => Number(row.id)));
}

/**
 * The settings for the page: what a deleted tag or variable left behind is not shown (the job
 * skips it anyway), so a save from the page drops it.
 */
export async function getFollowSettings(db: Db, accountId: number): Promise<FollowSettings> {
  const settings = await storedSettings(db, accountId);
  const tags = await owned(db, 'friend_tags', accountId, settings.tag_ids);
  const vars = await owned(
    db,
    'vars',
    accountId,
    settings.values.map((value) => value.var_id),
  );
  return {
    ...settings,
    tag_ids: settings.tag_ids.filter((tagId) => tags.has(tagId)),
    values: settings.values.filter((value) => vars.has(value.var_id)),
  };
}

/**
 * Saves the settings after checking that what they name is the account's: a 配信可能 template
 * (whenever one is chosen, as a journey's message step: a greeting LINE would refuse is never
 * kept), its tags, its friend-information items, its journey. Each failure under its field.
 */
export async function saveFollowSettings(
  db: Db,
  accountId: number,
  input: FollowSettingsInput,
): Promise<FollowSettings> {
  const errors: Record<string, string[]> = {};
  const templateId = input.greeting_type === 'template' ? input.template_id : null;
  if (templateId !== null && (await sendableTemplate(db, accountId, templateId)) === null) {
    errors.template_id = [FOLLOW_MESSAGES.template];
  }
  const tags = await owned(db, 'friend_tags', accountId, input.tag_ids);
  input.tag_ids.forEach((tagId, index) => {
    if (!tags.has(tagId)) errors[`tag_ids.${index}`] = [FOLLOW_MESSAGES.tag];
  });
  const vars = await owned(
    db,
    'vars',
    accountId,
    input.values.map((value) => value.var_id),
  );
  input.values.forEach((value, index) => {
    if (!vars.has(value.var_id)) errors[`values.${index}.var_id`] = [FOLLOW_MESSAGES.variable];
  });
  if (
    input.journey_id !== null &&
    !(await owned(db, 'journeys', accountId, [input.journey_id])).has(input.journey_id)
  ) {
    errors.journey_id = [FOLLOW_MESSAGES.journey];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, messages.validation, errors);
  const values = {
    greetingEnabled: input.greeting_enabled,
    greetingType: input.greeting_type,
    templateId,
    // Messages written on the page are kept while a template is chosen: switching back finds them.
    messages: input.messages,
    tagIds: input.tag_ids,
    values: input.values,
    journeyId: input.journey_id,
    refollow: input.refollow,
    updatedAt: new Date(),
  };
  await db
    .insert(followSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: followSettings.accountId, set: values });
  return getFollowSettings(db, accountId);
}

/** The greeting as a use of a template (the templates feature refuses its delete meanwhile). */
export async function greetingTemplateUses(
  db: Db,
  accountId: number,
  templateId: number,
): Promise<TemplateUse[]> {
  const found = await rows(
    db,
    sql`SELECT account_id FROM follow_settings
        WHERE account_id = ${accountId} AND greeting_type = 'template' AND template_id = ${templateId}`,
  );
  return found.map((row) => ({ kind: 'greeting', id: Number(row.account_id), name: messages.greetingUse }));
}
