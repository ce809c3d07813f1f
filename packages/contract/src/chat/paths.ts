/** The paths of the chat's operations, as plain strings (zod-free, as TRACKERS_PATHS). */
export const CHAT_PATHS = {
  threads: '/api/chat/threads',
  /** A thread is the conversation with one friend: `{id}` is the friend's id. */
  thread: '/api/chat/threads/{id}',
  messages: '/api/chat/threads/{id}/messages',
  retry: '/api/chat/threads/{id}/messages/{message_id}/retry',
  read: '/api/chat/threads/{id}/read',
  assignee: '/api/chat/threads/{id}/assignee',
  status: '/api/chat/threads/{id}/status',
  /** The operators a conversation can be assigned to. */
  operators: '/api/chat/operators',
  /** Unread totals for the side menu. */
  unread: '/api/chat/unread',
  /** Server-Sent Events of the account's conversations. */
  events: '/api/chat/events',
} as const;
