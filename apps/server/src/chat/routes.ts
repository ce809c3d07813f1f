import { CHAT_EVENT_NAME, CHAT_MESSAGES, CHAT_OPS, type ChatEvent } from '@console/contract/chat';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreConfig } from '../config';
import { EventHub, lastEventId, streamEvents } from '../event-hub';
import { HttpError } from '../http-error';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import type { ChatConfig } from './config';
import { chatEventSource } from './events';
import {
  assign,
  getThread,
  listMessages,
  listThreads,
  markRead,
  operators,
  type ReplyContext,
  reply,
  retry,
  setStatus,
  unreadTotals,
} from './service';

/** The one-to-one chat (issue 31): the handlers of CHAT_OPS, and the account's event stream. */
export default async function chatRoutes(app: FastifyInstance, options: { config: CoreConfig & ChatConfig }) {
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  const user = (request: FastifyRequest) => currentUser(request).userId;
  const hub = new EventHub<ChatEvent>(app.db, app.log, chatEventSource);
  // Open event streams would keep the server from closing: end them first (clients reconnect).
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());
  const context: ReplyContext = {
    apiBaseUrl: options.config.chat.apiBaseUrl,
    links: { personalLinks: app.capabilities.personalLinks, origin: options.config.publicOrigin },
    origin: options.config.publicOrigin,
  };
  await registerOperations(
    app,
    CHAT_OPS,
    defineHandlers(CHAT_OPS, {
      chatThreads: async (request, reply) =>
        sendList(request, reply, listThreads(app.db, account(request), user(request), request.query)),
      chatThread: async (request) => getThread(app.db, account(request), request.params.id),
      chatMessages: async (request) =>
        listMessages(app.db, account(request), request.params.id, request.query),
      chatReply: async (request, answer) =>
        answer
          .status(201)
          .send(
            await reply(app.db, context, account(request), user(request), request.params.id, request.body),
          ),
      chatRetry: async (request) =>
        retry(app.db, context, account(request), request.params.id, request.params.message_id),
      chatRead: async (request) => markRead(app.db, account(request), request.params.id),
      chatAssign: async (request) => assign(app.db, account(request), request.params.id, request.body),
      chatStatus: async (request) =>
        setStatus(app.db, account(request), request.params.id, request.body.status),
      chatOperators: async (request) => operators(app.db, account(request)),
      chatUnread: async (request) => unreadTotals(app.db, account(request), user(request)),
      chatEvents: async (request, answer) => {
        // Only an event-stream client gets the endless answer (EventSource always asks for it);
        // anything else, a script or a probe, is answered at once.
        if (!String(request.headers.accept ?? '').includes('text/event-stream'))
          throw new HttpError(406, CHAT_MESSAGES.notEventStream);
        return streamEvents(
          request,
          answer,
          hub,
          account(request),
          CHAT_EVENT_NAME,
          lastEventId(request, request.query.last_event_id),
        );
      },
    }),
  );
}
