import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { messageTemplates } from './schema';

export { contentGroups, messageTemplates } from './schema';

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The words of LINE message objects in order: texts, alt texts, a template's titles and texts,
 * a Flex message's texts (nested anywhere). What the list shows and what its search finds.
 */
export function messageWords(messages: readonly unknown[]): string[] {
  const words: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (['text', 'altText', 'title'].includes(key) && value.trim()) words.push(value.trim());
      return;
    }
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (isObject(value)) for (const [k, item] of Object.entries(value)) walk(item, k);
  };
  for (const message of messages) walk(message);
  return words;
}

export interface SendableTemplate {
  id: number;
  name: string;
  /** LINE message objects with their insertion tokens still to fill per friend. */
  messages: Obj[];
}

/**
 * A template a sender may send: the account's and 配信可能 (ready). Null for a missing one, another
 * account's, or a draft (a template LINE would refuse is never sent: the sender records why).
 */
export async function sendableTemplate(
  db: Pick<Db, 'select'>,
  accountId: number,
  templateId: number,
): Promise<SendableTemplate | null> {
  const [row] = await db
    .select({
      id: messageTemplates.id,
      name: messageTemplates.name,
      status: messageTemplates.status,
      messages: messageTemplates.messages,
    })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, templateId), eq(messageTemplates.accountId, accountId)));
  if (row?.status !== 'ready') return null;
  return { id: row.id, name: row.name, messages: row.messages as Obj[] };
}
