import { routePattern } from '@console/contract';
import { CHAT_PATHS } from '@console/contract/chat';
import { SALON_OPS } from '@console/contract/salon';
import { HttpResponse, http } from 'msw';

/**
 * What every page story's shell asks for beside its screen, answered when a story says nothing:
 * the side menu's unread badge (no unread conversations) and the real-time channels (204: an
 * EventSource that gets 204 gives up instead of reconnecting). They are the worker's own handlers
 * (.storybook/preview.tsx), so a story's `parameters.msw.handlers` still win over them.
 */
export const SHELL_HANDLERS = [
  http.get(CHAT_PATHS.unread, () => HttpResponse.json({ threads: 0, messages: 0, mine: 0 })),
  http.get(CHAT_PATHS.events, () => new HttpResponse(null, { status: 204 })),
  http.get(routePattern(SALON_OPS.events.path), () => new HttpResponse(null, { status: 204 })),
];
