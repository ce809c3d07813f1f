import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CHAT_MESSAGES as M } from './messages';
import { chatMessageQuerySchema, chatReplySchema, chatThreadQuerySchema } from './schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a chat reply', () => {
  it.each([
    [{ type: 'text', text: 'こんにちは' }],
    [{ type: 'text', text: 'あ'.repeat(5000) }],
    // 𠮷 is one character to LINE (two UTF-16 units): 5,000 of them are within the limit.
    [{ type: 'text', text: '𠮷'.repeat(5000) }],
    [{ type: 'template', template_id: 1 }],
    [{ type: 'image', media_id: 1 }],
  ])('accepts %o', (reply) => {
    expect(z.safeParse(chatReplySchema, reply).success).toBe(true);
  });

  it.each([
    [{ type: 'text', text: 'あ'.repeat(5001) }, M.text],
    [{ type: 'text', text: '𠮷'.repeat(5001) }, M.text],
    [{ type: 'text', text: '' }, M.text],
    [{ type: 'text', text: ' \n ' }, M.text],
    [{ text: 'type がない' }, M.oneContent],
    [{ type: 'video', text: 'x' }, M.oneContent],
  ])('refuses %o with its Japanese message', (reply, message) => {
    expect(messagesOf(z.safeParse(chatReplySchema, reply))).toContain(message);
  });

  it('refuses a template or an image without its id', () => {
    expect(z.safeParse(chatReplySchema, { type: 'template' }).success).toBe(false);
    expect(z.safeParse(chatReplySchema, { type: 'image', media_id: 0.5 }).success).toBe(false);
  });
});

describe('the chat queries', () => {
  it('pages the history by 1 to 200 messages', () => {
    expect(z.safeParse(chatMessageQuerySchema, { limit: '200', before: '10' }).success).toBe(true);
    expect(messagesOf(z.safeParse(chatMessageQuerySchema, { limit: '201' }))).toContain(M.limit);
    expect(messagesOf(z.safeParse(chatMessageQuerySchema, { limit: '0' }))).toContain(M.limit);
    expect(z.safeParse(chatMessageQuerySchema, { before: '99999999999' }).success).toBe(false);
  });

  it('filters the list by one of its tabs', () => {
    expect(z.safeParse(chatThreadQuerySchema, { filter: 'mine', q: '山田' }).success).toBe(true);
    expect(messagesOf(z.safeParse(chatThreadQuerySchema, { filter: 'mine2' }))).toContain(M.filter);
  });
});
