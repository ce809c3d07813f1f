import {
  apiErrorSchema,
  TEL_DESCRIPTION_MAX_LENGTH,
  TEL_SAMPLE_CSV_FILENAME,
  TEL_SAMPLE_CSV_PATH,
  TEL_UPLOAD_MAX_BYTES,
  telCreatedSchema,
  telOrderDetailSchema,
  telOrderListSchema,
  telOrderStatusResponseSchema,
  telOrderStatusUpdateSchema,
  telPageQuerySchema,
  telRegisterSchema,
  telTemplateListSchema,
  telTemplateRegisterSchema,
  telTemplateSchema,
  telUploadResponseSchema,
} from '@console/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { currentUser, requirePermission } from '../plugins/auth';
import { type CollectedLines, type LineSink, readTelCsv } from './csv';
import { messages } from './messages';
import { sampleCsv } from './sample';
import {
  canInsertWhileReading,
  changeOrderStatus,
  createOrder,
  createOrderWhileReading,
  createTemplate,
  getOrderDetail,
  getOrderStatus,
  getTemplate,
  listOrders,
  listTemplates,
  registerSingle,
  templateIdsOf,
} from './service';

/** Route ids are digits only (ARCHITECTURE.md); anything else is answered 404 by the error handler. */
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

const tags = ['tel'];
/** The multipart envelope around the file (boundaries, the memo field) stays well under this. */
const ENVELOPE_BYTES = 1024 * 1024;

const tooLarge = () => new HttpError(413, messages.upload.tooLarge, { file: [messages.upload.tooLarge] });

/** The file's chunks, failing with 413 once busboy has cut it at the size limit. */
async function* withinLimit(file: AsyncIterable<Buffer> & { truncated: boolean }): AsyncGenerator<Buffer> {
  for await (const chunk of file) {
    if (file.truncated) throw tooLarge();
    yield chunk;
  }
  if (file.truncated) throw tooLarge();
}

function codePoints(text: string): number {
  return [...text].length;
}

/** Notification messages ("tel"): spec §7. Reads need a session, writes NOTIFICATION_WRITE. */
export default async function telRoutes(app: FastifyInstance) {
  // Registered in this plugin only: other routes keep answering multipart bodies with 415.
  await app.register(multipart, {
    limits: { fileSize: TEL_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canWrite = requirePermission('NOTIFICATION_WRITE');
  const sample = sampleCsv();

  routes.get(
    '/api/tel/list',
    {
      schema: {
        tags,
        summary: '発注リスト（新しい順）',
        querystring: telPageQuerySchema,
        response: { 200: telOrderListSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => listOrders(app.db, currentUser(request).accountId, request.query),
  );

  routes.get(
    '/api/tel/list/:id',
    {
      schema: {
        tags,
        summary: '発注の内容（送信ごとの行をページ単位で）',
        params: idParams,
        querystring: telPageQuerySchema,
        response: {
          200: telOrderDetailSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) =>
      getOrderDetail(app.db, currentUser(request).accountId, request.params.id, request.query),
  );

  routes.get(
    '/api/tel/list/:id/status',
    {
      schema: {
        tags,
        summary: '発注のステータス',
        params: idParams,
        response: { 200: telOrderStatusResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      status: await getOrderStatus(app.db, currentUser(request).accountId, request.params.id),
    }),
  );

  routes.post(
    '/api/tel/list/:id/status',
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          '発注（1）または取り消し（-1）。下書きだけが発注でき、完了・キャンセル済みは取り消せません（409）',
        params: idParams,
        body: telOrderStatusUpdateSchema.strict(),
        response: {
          200: telOrderStatusResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      status: await changeOrderStatus(
        app.db,
        currentUser(request).accountId,
        request.params.id,
        request.body.status,
      ),
    }),
  );

  routes.get(
    '/api/tel/template/list',
    {
      schema: {
        tags,
        summary: 'テンプレートの一覧（新しい順）',
        response: { 200: telTemplateListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ templates: await listTemplates(app.db, currentUser(request).accountId) }),
  );

  routes.get(
    '/api/tel/template/:id',
    {
      schema: {
        tags,
        summary: 'テンプレート（本文つき）',
        params: idParams,
        response: { 200: telTemplateSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getTemplate(app.db, currentUser(request).accountId, request.params.id),
  );

  routes.post(
    '/api/tel/template/register',
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'テンプレートの登録。本文は LINE の Flex Message（JSON）',
        body: telTemplateRegisterSchema.strict(),
        response: { 200: telCreatedSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => ({ id: await createTemplate(app.db, currentUser(request).accountId, request.body) }),
  );

  routes.post(
    '/api/tel/register',
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '個別登録: 1件の送信を下書きの発注として登録',
        body: telRegisterSchema.strict(),
        response: { 200: telCreatedSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { id: await registerSingle(app.db, user, request.body) };
    },
  );

  routes.post(
    '/api/tel/upload',
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          'CSV ファイルで一括登録（multipart/form-data: file, description）。誤りのある行が1行でもあれば何も登録せず 422',
        consumes: ['multipart/form-data'],
        response: {
          200: telUploadResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, messages.upload.notMultipart);
      // Refuse an announced oversize body before reading it; busboy's limit catches the rest.
      if (Number(request.headers['content-length'] ?? 0) > TEL_UPLOAD_MAX_BYTES + ENVELOPE_BYTES)
        throw tooLarge();
      const templateIds = await templateIdsOf(app.db, user.accountId);
      const owner = { accountId: user.accountId, userId: user.userId };
      // The parts in any order: the memo may come before or after the file.
      const receive = async (sink?: LineSink) => {
        let lines: CollectedLines | null = null;
        let description = '';
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || lines) {
              part.file.resume();
              continue;
            }
            lines = await readTelCsv(withinLimit(part.file), templateIds, sink);
          } else if (part.fieldname === 'description') {
            description = String(part.value ?? '').trim();
          }
        }
        if (!lines) throw new HttpError(422, messages.upload.noFile, { file: [messages.upload.noFile] });
        if (codePoints(description) > TEL_DESCRIPTION_MAX_LENGTH) {
          throw new HttpError(422, messages.validation, {
            description: [messages.upload.descriptionTooLong],
          });
        }
        return { lines, count: lines.count, description };
      };
      if (canInsertWhileReading(app.db)) return createOrderWhileReading(app.db, owner, receive);
      const { lines, description } = await receive();
      return { id: await createOrder(app.db, { ...owner, description, lines }), count: lines.count };
    },
  );

  // The sample of the upload page (spec §2): CP932 like the files Excel writes. No session needed:
  // it holds nothing but the format, and a plain download link then works.
  app.get(TEL_SAMPLE_CSV_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-disposition', `attachment; filename="${TEL_SAMPLE_CSV_FILENAME}"`)
      .header('cache-control', 'no-cache')
      .type('text/csv; charset=Shift_JIS')
      .send(sample),
  );
}
