import {
  TEL_OPS,
  TEL_SAMPLE_CSV_FILENAME,
  TEL_SAMPLE_CSV_PATH,
  telRegisterSchema,
} from '@console/contract/tel';
import { fieldErrors } from '@console/contract/validation';
import type { FastifyInstance } from 'fastify';
import type { CoreConfig } from '../config';
import { analyzeAfterBulkWrite } from '../db/maintenance';
import { sendList } from '../list-response';
import { defineHandlers, registerOperations } from '../operations';
import { currentUser } from '../plugins/auth';
import type { TelConfig } from './config';
import { messages } from './messages';
import { acceptUploads, checkUploadRequest, receiveUpload } from './multipart';
import { sampleCsv } from './sample';
import {
  canInsertWhileReading,
  changeOrderStatus,
  createOrder,
  createOrderWhileReading,
  createTemplate,
  getOrderStatus,
  getTemplate,
  listTemplates,
  orderLines,
  orderList,
  orderSchedule,
  registerSingle,
  registrationErrors,
  resolveLine,
  templateIdsOf,
} from './service';

/** Notification messages ("tel"): the handlers of TEL_OPS and the sample CSV file. */
export default async function telRoutes(
  app: FastifyInstance,
  { config }: { config: CoreConfig & TelConfig },
) {
  const accountId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;
  const sample = sampleCsv();

  await registerOperations(
    app,
    TEL_OPS,
    defineHandlers(TEL_OPS, {
      telOrders: async (request, reply) => sendList(request, reply, orderList(app.db, accountId(request))),
      telOrder: async (request, reply) =>
        sendList(request, reply, await orderLines(app.db, accountId(request), request.params.id)),
      telOrderStatus: async (request) => ({
        status: await getOrderStatus(app.db, accountId(request), request.params.id),
      }),
      telOrderSchedule: async (request) =>
        orderSchedule(app.db, accountId(request), request.params.id, new Date()),
      changeTelOrderStatus: async (request) => ({
        status: await changeOrderStatus(app.db, accountId(request), request.params.id, request.body.status),
      }),
      resolveTelLine: async (request) =>
        resolveLine(
          app.db,
          accountId(request),
          request.params.id,
          request.params.lineId,
          request.body.action,
        ),
      telTemplates: async (request) => listTemplates(app.db, accountId(request)),
      telTemplate: async (request) => getTemplate(app.db, accountId(request), request.params.id),
      registerTelTemplate: async (request) => ({
        id: await createTemplate(app.db, accountId(request), request.body),
      }),
      registerTel: {
        // A body the schema refuses is answered here, before validation, with the server's own
        // problems added (an unknown template beside a bad phone number): one 422 names them all.
        scope: (scope) =>
          scope.addHook('preValidation', async (request, reply) => {
            const checked = fieldErrors(telRegisterSchema, request.body);
            if (checked.ok) return;
            const errors = await registrationErrors(app.db, accountId(request), request.body, checked.errors);
            return reply.status(422).send({ message: messages.validation, errors });
          }),
        handler: async (request) => ({
          id: await registerSingle(app.db, currentUser(request), request.body),
        }),
      },
      uploadTel: {
        scope: acceptUploads,
        handler: async (request) => {
          checkUploadRequest(request);
          const user = currentUser(request);
          const owner = { accountId: user.accountId, userId: user.userId };
          const templateIds = await templateIdsOf(app.db, user.accountId);
          const created = canInsertWhileReading(app.db)
            ? await createOrderWhileReading(app.db, owner, (sink) =>
                receiveUpload(request, templateIds, sink),
              )
            : await (async () => {
                const { lines, description } = await receiveUpload(request, templateIds);
                return {
                  id: await createOrder(app.db, { ...owner, description, lines }),
                  count: lines.count,
                };
              })();
          // Up to 100,000 lines at once: the embedded database has no autovacuum to notice.
          await analyzeAfterBulkWrite(app.db);
          return created;
        },
      },
      telSender: async () => ({ mode: config.telSender.mode }),
    }),
  );

  // The sample of the upload page (spec §2): a file, not an API operation. CP932 like the files
  // Excel writes. No session needed: it holds nothing but the format, and a plain link then works.
  app.get(TEL_SAMPLE_CSV_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-disposition', `attachment; filename="${TEL_SAMPLE_CSV_FILENAME}"`)
      .header('cache-control', 'no-cache')
      .type('text/csv; charset=Shift_JIS')
      .send(sample),
  );
}
