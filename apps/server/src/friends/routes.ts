import { operationUrl } from '@console/contract';
import { FRIENDS_OPS } from '@console/contract/friends';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import { messages } from './messages';
import {
  channelById,
  channelOf,
  choicesOf,
  commonVars,
  countMembers,
  createTag,
  createTagGroup,
  createVar,
  createVarGroup,
  deleteMemberQuery,
  deleteTag,
  deleteTagGroup,
  deleteVar,
  deleteVarGroup,
  forms,
  friendsSource,
  getCommonVar,
  getFriend,
  getMemberQuery,
  getTag,
  listMemberQueries,
  listTagGroups,
  listTags,
  patchFriend,
  saveChannel,
  saveCommonVar,
  saveMemberQuery,
  tagFriends,
  untagFriends,
  updateTag,
  updateTagGroup,
  updateVar,
  updateVarGroup,
  varia,
} from './service';
import { eventsOf, signatureMatches, storeEvents } from './webhook';

const webhookPath = (id: number) => operationUrl(FRIENDS_OPS.webhook, { channelId: id });

/** LINE sends small deliveries; a larger body is not LINE's. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * What an unknown channel's delivery is checked against: its signature is verified all the same,
 * so an unknown channel id costs what a known one with a wrong signature does and is answered the
 * same 401 (issue 26 §2: nobody learns which channel ids exist).
 */
const NO_CHANNEL_SECRET = '00000000000000000000000000000000';

/**
 * Friends and their data (issue 16): the handlers of contract's FRIENDS_OPS, whose declarations
 * carry paths, schemas and access. Every id must be the caller's account's: anything else is 404.
 */
export default async function friendsRoutes(app: FastifyInstance) {
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  await registerOperations(
    app,
    FRIENDS_OPS,
    defineHandlers(FRIENDS_OPS, {
      // Shared data (spec §7)
      varia: async (request) => varia(app.db, account(request)),
      commonVars: async (request) => commonVars(app.db, account(request)),
      forms: async (request) => forms(app.db, account(request)),
      varChoices: async (request) => choicesOf(app.db, account(request), request.params.var_id),

      // Friend-info variables and groups
      createVar: async (request, reply) =>
        reply.status(201).send(await createVar(app.db, account(request), request.body)),
      updateVar: async (request) => updateVar(app.db, account(request), request.params.id, request.body),
      deleteVar: async (request, reply) => {
        await deleteVar(app.db, account(request), request.params.id, 'var');
        return reply.status(204).send(null);
      },
      createVarGroup: async (request, reply) =>
        reply.status(201).send(await createVarGroup(app.db, account(request), 'var', request.body.name)),
      updateVarGroup: async (request) =>
        updateVarGroup(app.db, account(request), 'var', request.params.id, request.body.name),
      deleteVarGroup: async (request, reply) => {
        await deleteVarGroup(app.db, account(request), 'var', request.params.id);
        return reply.status(204).send(null);
      },

      // Common variables
      commonVarItem: async (request) => getCommonVar(app.db, account(request), request.params.id),
      createCommonVarItem: async (request, reply) =>
        reply.status(201).send(await saveCommonVar(app.db, account(request), null, request.body)),
      updateCommonVarItem: async (request) =>
        saveCommonVar(app.db, account(request), request.params.id, request.body),
      deleteCommonVarItem: async (request, reply) => {
        await deleteVar(app.db, account(request), request.params.id, 'common');
        return reply.status(204).send(null);
      },

      // Friends
      friends: async (request, reply) =>
        sendList(request, reply, await friendsSource(app.db, account(request), request.query)),
      friend: async (request) => getFriend(app.db, account(request), request.params.id),
      patchFriend: async (request) => patchFriend(app.db, account(request), request.params.id, request.body),

      // Tags and tag groups
      tags: async (request) => listTags(app.db, account(request)),
      tag: async (request) => getTag(app.db, account(request), request.params.id),
      createTag: async (request, reply) =>
        reply.status(201).send(await createTag(app.db, account(request), request.body)),
      updateTag: async (request) => updateTag(app.db, account(request), request.params.id, request.body),
      deleteTag: async (request, reply) => {
        await deleteTag(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      tagFriends: async (request) =>
        tagFriends(app.db, account(request), request.params.id, request.body.friend_ids),
      tagFriendsRemove: async (request) =>
        untagFriends(app.db, account(request), request.params.id, request.body.friend_ids),
      tagGroups: async (request) => listTagGroups(app.db, account(request)),
      createTagGroup: async (request, reply) =>
        reply.status(201).send(await createTagGroup(app.db, account(request), request.body.name)),
      updateTagGroup: async (request) =>
        updateTagGroup(app.db, account(request), request.params.id, request.body.name),
      deleteTagGroup: async (request, reply) => {
        await deleteTagGroup(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },

      // Member queries
      memberQueries: async (request) => listMemberQueries(app.db, account(request)),
      memberQuery: async (request) => getMemberQuery(app.db, account(request), request.params.id),
      createMemberQuery: async (request, reply) =>
        reply.status(201).send(await saveMemberQuery(app.db, account(request), null, request.body)),
      updateMemberQuery: async (request) =>
        saveMemberQuery(app.db, account(request), request.params.id, request.body),
      deleteMemberQuery: async (request, reply) => {
        await deleteMemberQuery(app.db, account(request), request.params.id);
        return reply.status(204).send(null);
      },
      memberQueryCount: async (request) => {
        const accountId = account(request);
        const stored = await getMemberQuery(app.db, accountId, request.params.id);
        return { count: await countMembers(app.db, accountId, stored.filter) };
      },
      memberQueryPreview: async (request) => ({
        count: await countMembers(app.db, account(request), request.body),
      }),

      // The LINE channel and its webhook
      channel: async (request) => channelOf(app.db, account(request), webhookPath, origin(request)),
      updateChannel: async (request) => {
        const accountId = account(request);
        await saveChannel(app.db, accountId, request.body);
        return channelOf(app.db, accountId, webhookPath, origin(request));
      },
      webhook: {
        // The signature is over the raw bytes, so this operation's scope keeps JSON bodies as Buffers.
        scope: (scope) =>
          scope.addContentTypeParser(
            'application/json',
            { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
            (_request, body, done) => done(null, body),
          ),
        handler: async (request, reply) => {
          const channel = await channelById(app.db, request.params.channelId);
          const raw: unknown = request.body;
          const body = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
          const signature = request.headers['x-line-signature'];
          const signed = signatureMatches(
            body,
            channel?.secret ?? NO_CHANNEL_SECRET,
            typeof signature === 'string' ? signature : undefined,
          );
          if (!channel || !signed) throw new HttpError(401, messages.signature);
          let parsed: unknown;
          try {
            parsed = JSON.parse(body.toString('utf8'));
          } catch {
            throw new HttpError(400, messages.webhookBody);
          }
          const events = eventsOf(parsed);
          if (!events) throw new HttpError(400, messages.webhookBody);
          await storeEvents(app.db, channel, events);
          return reply.status(200).send({});
        },
      },
    }),
  );
}
