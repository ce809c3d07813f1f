import { CHAT_ROUTES } from '@console/contract/chat';
import { type ConsoleFeature, withScreens } from '../shared/feature';
import { chatData, chatListData } from './reads';
import { ChatUnreadBadge } from './UnreadBadge';

export const chatFeature: ConsoleFeature = {
  name: 'chat',
  routes: withScreens(CHAT_ROUTES, {
    ChatListPage: {
      screen: () => import('./ChatPages').then((module) => module.ChatListPage),
      data: chatListData,
      badge: ChatUnreadBadge,
    },
    ChatPage: {
      screen: () => import('./ChatPages').then((module) => module.ChatPage),
      data: chatData,
    },
  }),
};
