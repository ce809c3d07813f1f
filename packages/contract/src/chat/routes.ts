import type { RouteDef } from '../routes';

/**
 * The one-to-one chat (issue 31). Spec §1 names the chat area and §2 says its paths are not shown:
 * these are ours, beside the other LINE screens. The list and a conversation are one screen (the
 * list beside the conversation on a desktop, one after the other on a phone); the friend's id is
 * digits. No key to open it (reading needs only a session, as the friend list does); replying needs
 * FRIEND_WRITE on the server, and the screen says so instead of showing a reply box that fails.
 */
export const CHAT_ROUTES = [
  {
    name: 'ChatListPage',
    path: '/line/chat',
    title: 'チャット',
    permissions: [],
    digitParams: [],
    menu: 'customers',
    shell: true,
  },
  {
    name: 'ChatPage',
    path: '/line/chat/:id',
    title: 'チャット',
    permissions: [],
    digitParams: ['id'],
    menu: null,
    shell: true,
  },
] as const satisfies readonly RouteDef[];
