import { type AnswerCsvEncoding, PAGES_OPS, PUBLIC_PAGE_MESSAGES } from '@console/contract/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CoreConfig } from '../config';
import { HttpError } from '../http-error';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import {
  acceptAnswerUploads,
  answerPage,
  type PublicContext,
  uploadAnswerFile,
  visitPage,
} from './answering';
import { answerFile, answerSummary, answersCsv, attachment, listAnswers } from './answers';
import { registerBoardRoutes } from './boards/routes';
import { publicPagesPlugin } from './public';
import {
  copyPage,
  createPage,
  deletePage,
  getPage,
  getPageSettings,
  listPages,
  publishPage,
  putPageSettings,
  unpublishPage,
  updatePage,
} from './service';
import { registerSiteRoutes } from './sites/routes';

/*
 * The pages (issue 33): the handlers of PAGES_OPS but the preview (the public HTML's, registered
 * with the public pages). Landing pages and forms share every handler, each family on its own kind.
 * The public operations are limited per address and per page, with the person's own message.
 */

/** A 429 in the words of the public page. */
const tooMany = () => new HttpError(429, PUBLIC_PAGE_MESSAGES.tooMany);

export default async function pagesRoutes(app: FastifyInstance, options: { config: CoreConfig }) {
  const { config } = options;
  const origin = config.publicOrigin;
  const account = (request: FastifyRequest) => currentUser(request).accountId;
  const context = (): PublicContext => ({
    db: app.db,
    lineLogin: config.lineLogin,
    captcha: config.captcha,
    capabilities: app.capabilities,
    storage: app.mediaStorage,
  });
  const perIp = (max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', errorResponseBuilder: tooMany },
  });
  /** Per page, whatever the address: a flood from many addresses cannot fill a form with junk. */
  const perPage = (max: number, name: string) =>
    app.rateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: (request) => `pages-${name}:${(request.params as { code?: string }).code ?? ''}`,
      errorResponseBuilder: tooMany,
    });

  // The preview is the public HTML's (./public), registered with it below.
  const { pagePreview: _preview, ...ops } = PAGES_OPS;
  await registerOperations(
    app,
    ops,
    defineHandlers(ops, {
      // Landing pages.
      landingPages: async (request, reply) =>
        sendList(request, reply, await listPages(app.db, account(request), 'landing', request.query, origin)),
      landingPage: (request) => getPage(app.db, account(request), 'landing', request.params.id, origin),
      createLandingPage: async (request, reply) =>
        reply.status(201).send(await createPage(app.db, account(request), 'landing', request.body, origin)),
      updateLandingPage: (request) =>
        updatePage(app.db, account(request), 'landing', request.params.id, request.body, origin),
      deleteLandingPage: async (request, reply) => {
        await deletePage(app.db, app.mediaStorage, account(request), 'landing', request.params.id);
        return reply.status(204).send(null);
      },
      publishLandingPage: (request) =>
        publishPage(app.db, account(request), 'landing', request.params.id, request.body, origin, new Date()),
      unpublishLandingPage: (request) =>
        unpublishPage(app.db, account(request), 'landing', request.params.id, origin),
      copyLandingPage: async (request, reply) =>
        reply
          .status(201)
          .send(await copyPage(app.db, account(request), 'landing', request.params.id, origin)),
      landingAnswers: async (request, reply) =>
        sendList(
          request,
          reply,
          await listAnswers(app.db, account(request), 'landing', request.params.id, request.query.friend),
        ),
      landingAnswersCsv: async (request, reply) =>
        sendCsv(
          reply,
          await answersCsv(app.db, account(request), 'landing', request.params.id, request.query.encoding),
          request.query.encoding,
        ),
      landingAnswerSummary: (request) =>
        answerSummary(app.db, account(request), 'landing', request.params.id),
      // Forms and surveys.
      formPages: async (request, reply) =>
        sendList(request, reply, await listPages(app.db, account(request), 'form', request.query, origin)),
      formPage: (request) => getPage(app.db, account(request), 'form', request.params.id, origin),
      createForm: async (request, reply) =>
        reply.status(201).send(await createPage(app.db, account(request), 'form', request.body, origin)),
      updateForm: (request) =>
        updatePage(app.db, account(request), 'form', request.params.id, request.body, origin),
      deleteForm: async (request, reply) => {
        await deletePage(app.db, app.mediaStorage, account(request), 'form', request.params.id);
        return reply.status(204).send(null);
      },
      publishForm: (request) =>
        publishPage(app.db, account(request), 'form', request.params.id, request.body, origin, new Date()),
      unpublishForm: (request) => unpublishPage(app.db, account(request), 'form', request.params.id, origin),
      copyForm: async (request, reply) =>
        reply.status(201).send(await copyPage(app.db, account(request), 'form', request.params.id, origin)),
      formAnswers: async (request, reply) =>
        sendList(
          request,
          reply,
          await listAnswers(app.db, account(request), 'form', request.params.id, request.query.friend),
        ),
      formAnswersCsv: async (request, reply) =>
        sendCsv(
          reply,
          await answersCsv(app.db, account(request), 'form', request.params.id, request.query.encoding),
          request.query.encoding,
        ),
      formAnswerSummary: (request) => answerSummary(app.db, account(request), 'form', request.params.id),
      // Both.
      answerFile: async (request, reply) => {
        const file = await answerFile(
          app.db,
          app.mediaStorage,
          account(request),
          request.params.id,
          (request.params as { field: string }).field,
        );
        return reply
          .header('content-disposition', attachment(file.name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .type(file.type)
          .send(file.bytes);
      },
      pageSettings: (request) => getPageSettings(app.db, account(request)),
      putPageSettings: (request) => putPageSettings(app.db, account(request), request.body),
      // The public page's script.
      publicAnswer: {
        config: perIp(10),
        preHandler: perPage(100, 'answer'),
        handler: async (request, reply) =>
          reply
            .status(201)
            .send(
              await answerPage(
                context(),
                request.params.code,
                request.body,
                request.ip,
                new Date(),
                request.log,
              ),
            ),
      },
      publicUpload: {
        config: perIp(20),
        preHandler: perPage(200, 'upload'),
        scope: acceptAnswerUploads,
        handler: async (request, reply) =>
          reply.status(201).send(await uploadAnswerFile(context(), request.params.code, request)),
      },
      publicVisit: {
        config: perIp(60),
        preHandler: perPage(1000, 'visit'),
        handler: async (request, reply) => {
          await visitPage(
            context(),
            request.params.code,
            request.body.id_token,
            { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
            new Date(),
          );
          return reply.status(204).send(null);
        },
      },
    }),
  );
  // Sites (their pages are pages of kind site): the operators' side.
  await registerSiteRoutes(app, origin);
  // Boards and their posts (BOARDS_OPS but the friends' gate).
  await registerBoardRoutes(app, origin);
  // The public address `/p/{code}`, the buttons' redirects and the editor's preview.
  await app.register(publicPagesPlugin, {
    config,
    captcha: { provider: config.captcha.provider, siteKey: config.captcha.siteKey },
  });
}

/** The CSV as a download named after the page (a Japanese name through filename*). */
function sendCsv(reply: FastifyReply, csv: { body: Buffer; filename: string }, encoding: AnswerCsvEncoding) {
  return reply
    .header('content-disposition', attachment(csv.filename))
    .type(encoding === 'cp932' ? 'text/csv; charset=Shift_JIS' : 'text/csv; charset=utf-8')
    .send(csv.body);
}
