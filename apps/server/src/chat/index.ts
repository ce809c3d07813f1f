import { defineFeature } from '../feature';
import { type ChatConfig, loadChatConfig } from './config';
import { takeLineMessages } from './ingest';
import chatRoutes from './routes';
import { seedChatDemo } from './seed';

/**
 * The one-to-one chat (issue 31): friends' LINE messages (handed over by the friends feature's
 * webhook worker through capabilities.lineMessages), operators' replies pushed with a retry key,
 * the conversation list with unread counts, assignees and done, and a Server-Sent Events stream.
 */
export const chatFeature = defineFeature<ChatConfig>({
  name: 'chat',
  config: loadChatConfig,
  plugin: chatRoutes,
  lineMessages: takeLineMessages,
  seed: seedChatDemo,
});
