import { type CHAT_EVENT_NAME, CHAT_PATHS, type ChatEvent } from '@console/contract/chat';
import { useEffect, useRef } from 'react';

/*
 * The chat's real-time channel (issue 31): one EventSource on /api/chat/events for the whole page,
 * however many parts listen (the side menu's badge on every screen, the chat screen). The first
 * listener opens it, the last one to leave closes it. The browser reconnects by itself and sends
 * Last-Event-ID, and the server replays what was missed (as the salon's channel). Zod-free: the
 * badge loads with the shell.
 */

type Listener = (event: ChatEvent) => void;

/**
 * The contract's event name, checked by the compiler: its module (constants.ts) imports LINE's
 * limits table, which this file would bring into the login screen's files.
 */
const EVENT_NAME: typeof CHAT_EVENT_NAME = 'chat';

const listeners = new Set<Listener>();
let source: EventSource | null = null;

function onMessage(message: MessageEvent<string>) {
  let event: ChatEvent;
  try {
    event = JSON.parse(message.data) as ChatEvent;
  } catch {
    return; // not an event of ours
  }
  for (const listener of [...listeners]) listener(event);
}

/** Listens to the chat's events; returns the function that stops listening. */
export function subscribeChatEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource(CHAT_PATHS.events);
    source.addEventListener(EVENT_NAME, onMessage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.removeEventListener(EVENT_NAME, onMessage);
      source.close();
      source = null;
    }
  };
}

/** Whether the page's connection is open (tests). */
export const chatEventsOpen = () => source !== null;

/** Calls `onEvent` for each chat event while the component is mounted, on the page's one connection. */
export function useChatEvents(onEvent: Listener, enabled = true) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!enabled) return;
    return subscribeChatEvents((event) => handler.current(event));
  }, [enabled]);
}
