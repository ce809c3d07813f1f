import { JOURNEYS_OPS, journeyInputSchema } from '@console/contract/journeys';
import { fieldErrors } from '@console/contract/validation';
import type { FastifyInstance } from 'fastify';
import type { CoreConfig } from '../config';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import type { JourneysConfig } from './config';
import { journeyCounts } from './engine';
import { followRoutes } from './follow-routes';
import { journeyAudience, journeyTagMembers, memberQueryMembers, outbox } from './members';
import { messages } from './messages';
import {
  copyJourney,
  createGroup,
  createJourney,
  createTag,
  deleteGroup,
  deleteJourneys,
  deleteTag,
  getJourney,
  journeyInputErrors,
  listGroups,
  listJourneys,
  listTags,
  moveJourneys,
  renameGroup,
  renameTag,
  setFavorite,
  sortFavorites,
  sortGroups,
  sortJourneys,
  updateJourney,
} from './service';
import { triggerRoutes } from './trigger-routes';

const done = { status: true as const };

/** Journeys, journey groups and journey tags (spec §7 "Journeys"): the handlers of JOURNEYS_OPS. */
export default async function journeysRoutes(
  app: FastifyInstance,
  options: { config: CoreConfig & JourneysConfig },
) {
  const account = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;

  // A journey the schema refuses is answered before validation, with the problems only the
  // server knows added (an unknown tag beside a wait of -1 minutes): one 422 names them all.
  const oneUnprocessable = (scope: FastifyInstance) =>
    scope.addHook('preValidation', async (request, reply) => {
      const checked = fieldErrors(journeyInputSchema, request.body);
      if (checked.ok) return;
      const errors = await journeyInputErrors(app.db, account(request), request.body, checked.errors);
      return reply.status(422).send({ message: messages.validation, errors });
    });

  await registerOperations(
    app,
    JOURNEYS_OPS,
    defineHandlers(JOURNEYS_OPS, {
      journeys: async (request) => listJourneys(app.db, account(request)),
      createJourney: {
        scope: oneUnprocessable,
        handler: async (request, reply) =>
          reply.status(201).send(await createJourney(app.db, account(request), request.body)),
      },
      journey: async (request) => getJourney(app.db, account(request), request.params.id),
      updateJourney: {
        scope: oneUnprocessable,
        handler: async (request) => updateJourney(app.db, account(request), request.params.id, request.body),
      },
      deleteJourney: async (request) => {
        await deleteJourneys(app.db, account(request), [request.params.id]);
        return done;
      },
      journeysSort: async (request) => {
        await sortJourneys(app.db, account(request), request.body.group_id ?? null, request.body.ids);
        return done;
      },
      journeysSortFavorite: async (request) => {
        await sortFavorites(app.db, account(request), request.body.ids);
        return done;
      },
      journeysBulkDelete: async (request) => {
        await deleteJourneys(app.db, account(request), request.body.ids);
        return done;
      },
      journeysMoveGroup: async (request) => {
        await moveJourneys(app.db, account(request), request.body.group_id, request.body.ids);
        return done;
      },
      journeyFavorite: async (request) =>
        setFavorite(app.db, account(request), request.params.id, request.body.favorite),
      journeyCopy: async (request, reply) =>
        reply.status(201).send(await copyJourney(app.db, account(request), request.params.id)),
      journeyCounts: async (request) => {
        const journey = await getJourney(app.db, account(request), request.params.id);
        return journeyCounts(app.db, journey.id, journey.steps);
      },
      journeyAudience: async (request) => journeyAudience(app.db, account(request), request.query),
      lineOutbox: async (request) => {
        const friend = request.query.friend_id;
        return outbox(app.db, account(request), friend === undefined ? null : Number(friend));
      },
      journeyTagMembers: async (request, reply) =>
        sendList(
          request,
          reply,
          await journeyTagMembers(app.db, account(request), request.params.id, request.params.tagId),
        ),
      memberQueryMembers: async (request, reply) =>
        sendList(request, reply, await memberQueryMembers(app.db, account(request), request.params.qid)),

      journeyGroups: async (request) => listGroups(app.db, account(request)),
      createJourneyGroup: async (request, reply) =>
        reply.status(201).send(await createGroup(app.db, account(request), request.body.name)),
      journeyGroupsSort: async (request) => {
        await sortGroups(app.db, account(request), request.body.ids);
        return done;
      },
      journeyGroupRename: async (request) =>
        renameGroup(app.db, account(request), request.params.id, request.body.name),
      deleteJourneyGroup: async (request) => {
        await deleteGroup(app.db, account(request), request.params.id);
        return done;
      },

      journeyTags: async (request) => listTags(app.db, account(request)),
      createJourneyTag: async (request, reply) =>
        reply.status(201).send(await createTag(app.db, account(request), request.body.name)),
      journeyTagRename: async (request) =>
        renameTag(app.db, account(request), request.params.id, request.body.name),
      deleteJourneyTag: async (request) => {
        await deleteTag(app.db, account(request), request.params.id);
        return done;
      },
    }),
  );

  await triggerRoutes(app, options.config.journeys, {
    personalLinks: app.capabilities.personalLinks,
    origin: options.config.publicOrigin,
  });
  await followRoutes(app);
}
