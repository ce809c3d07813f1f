import type { CoreConfig } from '../config';
import { type Env, LINE_API_BASE_URL_ENV, lineApiBaseUrl, readEnv } from '../env';

/** The chat feature's slice of the configuration. */
export interface ChatConfig {
  chat: {
    /** The Messaging API's root (the same LINE_API_BASE_URL as the other LINE calls); tests point it at a local fake. */
    apiBaseUrl: string;
  };
}

const CHAT_ENV = {
  shape: { LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.shape },
  messages: { LINE_API_BASE_URL: LINE_API_BASE_URL_ENV.message },
};

export function loadChatConfig(env: Env, _core: CoreConfig): ChatConfig {
  const values = readEnv(env, CHAT_ENV);
  return { chat: { apiBaseUrl: lineApiBaseUrl(values.LINE_API_BASE_URL) } };
}
