import { LINE_LIMITS } from '../line/limits';

/** LINE's limit for one text message (Messaging API): 5,000 characters (code points, as LINE counts). */
export const CHAT_TEXT_MAX_LENGTH = LINE_LIMITS.TEXT_MAX_LENGTH;
/** The most messages one page of a conversation's history holds. */
export const CHAT_PAGE_MAX = 200;
/** Messages per page of a conversation when the caller names no limit. */
export const CHAT_PAGE_DEFAULT = 50;
/** The thread list's filters (the chat screen's tabs). */
export const CHAT_FILTERS = ['all', 'unread', 'mine', 'unassigned', 'done'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];
export const CHAT_DIRECTIONS = ['in', 'out'] as const;
export const CHAT_KINDS = ['text', 'image', 'sticker', 'template', 'other'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
/** An outgoing message: queued (being sent), sent (LINE took it), failed (with the reason). */
export const CHAT_SEND_STATUSES = ['queued', 'sent', 'failed'] as const;
export const CHAT_THREAD_STATUSES = ['open', 'done'] as const;
/** The SSE event names of GET /api/chat/events. */
export const CHAT_EVENT_NAME = 'chat';
