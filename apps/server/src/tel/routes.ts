import { apiErrorSchema, pageQuerySchema } from '@console/contract';
import {
  TEL_API,
  TEL_DESCRIPTION_MAX_LENGTH,
  TEL_SAMPLE_CSV_FILENAME,
  TEL_UPLOAD_MAX_BYTES,
  telCreatedSchema,
  telLineResolveSchema,
  telOrderLineSchema,
  telOrderLinesSchema,
  telOrderListSchema,
  telOrderStatusResponseSchema,
  telOrderStatusUpdateSchema,
  telRegisterSchema,
  telSenderInfoSchema,
  telTemplateListSchema,
  telTemplateRegisterSchema,
  telTemplateSchema,
  telUploadResponseSchema,
} from '@console/contract/tel';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CoreConfig } from '../config';
import { HttpError } from '../http-error';
import { sendList } from '../list-response';
import { currentUser, requirePermission } from '../plugins/auth';
import { isStorableText } from '../text';
import type { TelConfig } from './config';
import { type CollectedLines, type LineSink, readTelCsv } from './csv';
import { messages } from './messages';
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
  registerSingle,
  resolveLine,
  templateIdsOf,
} from './service';

/** Route ids are digits only (ARCHITECTURE.md); anything else is answered 404 by the error handler. */
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

const lineParams = z.object({
  id: idParams.shape.id,
  lineId: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
});

const tags = ['tel'];
/** The multipart envelope around the file (boundaries, the memo field) stays well under this. */
const ENVELOPE_BYTES = 1024 * 1024;

const tooLarge = () => new HttpError(413, messages.upload.tooLarge, { file: [messages.upload.tooLarge] });

const malformed = () => new HttpError(400, messages.upload.malformed);

/**
 * Any failure of the multipart parser itself (a garbage body, an empty or missing boundary, a part
 * cut short) is the client's: 400, not a 500. Our own HttpErrors pass through unchanged.
 */
async function* parsed<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    throw error instanceof HttpError ? error : malformed();
  }
}

/** The file's chunks, failing with 413 once busboy has cut it at the size limit. */
async function* withinLimit(file: AsyncIterable<Buffer> & { truncated: boolean }): AsyncGenerator<Buffer> {
  for await (const chunk of parsed(file)) {
    if (file.truncated) throw tooLarge();
    yield chunk;
  }
  if (file.truncated) throw tooLarge();
}

function codePoints(text: string): number {
  return [...text].length;
}

/** Notification messages ("tel"): spec §7. Reads need a session, writes NOTIFICATION_WRITE. */
export default async function telRoutes(
  app: FastifyInstance,
  { config }: { config: CoreConfig & TelConfig },
) {
  // Registered in this plugin only: other routes keep answering multipart bodies with 415.
  await app.register(multipart, {
    limits: { fileSize: TEL_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const canWrite = requirePermission('NOTIFICATION_WRITE');
  const sample = sampleCsv();

  routes.get(
    TEL_API.route('orders'),
    {
      schema: {
        tags,
        summary: '発注リスト（新しい順）。?page=&per_page= でページ単位（X-Total-Count, Link）',
        querystring: pageQuerySchema,
        response: { 200: telOrderListSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => sendList(request, reply, orderList(app.db, currentUser(request).accountId)),
  );

  routes.get(
    TEL_API.route('order'),
    {
      schema: {
        tags,
        summary: '発注の内容（送信ごとの行、id 順）。?page=&per_page= でページ単位（X-Total-Count, Link）',
        params: idParams,
        querystring: pageQuerySchema,
        response: {
          200: telOrderLinesSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const lines = await orderLines(app.db, currentUser(request).accountId, request.params.id);
      return sendList(request, reply, lines);
    },
  );

  routes.get(
    TEL_API.route('orderStatus'),
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
    TEL_API.route('orderStatus'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          '発注（1）または取り消し（-1）。下書きだけが発注でき、完了・キャンセル済みは取り消せません（409）',
        params: idParams,
        body: telOrderStatusUpdateSchema,
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

  routes.post(
    TEL_API.route('lineResolve'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary:
          '送信結果が不明な行を、送信済みにする（sent）か再送する（resend）。ほかの行やキャンセル済みの注文は 409',
        params: lineParams,
        body: telLineResolveSchema,
        response: {
          200: telOrderLineSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) =>
      resolveLine(
        app.db,
        currentUser(request).accountId,
        request.params.id,
        request.params.lineId,
        request.body.action,
      ),
  );

  routes.get(
    TEL_API.route('templates'),
    {
      schema: {
        tags,
        summary: 'テンプレートの一覧（新しい順）',
        response: { 200: telTemplateListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listTemplates(app.db, currentUser(request).accountId),
  );

  routes.get(
    TEL_API.route('template'),
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
    TEL_API.route('templateRegister'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: 'テンプレートの登録。本文は LINE の Flex Message（JSON）',
        body: telTemplateRegisterSchema,
        response: { 200: telCreatedSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => ({ id: await createTemplate(app.db, currentUser(request).accountId, request.body) }),
  );

  routes.post(
    TEL_API.route('register'),
    {
      preHandler: canWrite,
      schema: {
        tags,
        summary: '個別登録: 1件の送信を下書きの発注として登録',
        body: telRegisterSchema,
        response: { 200: telCreatedSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { id: await registerSingle(app.db, user, request.body) };
    },
  );

  routes.post(
    TEL_API.route('upload'),
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
        let parts: AsyncIterable<Multipart>;
        try {
          parts = request.parts();
        } catch {
          throw malformed();
        }
        for await (const part of parsed(parts)) {
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
        if (!isStorableText(description)) {
          throw new HttpError(422, messages.validation, {
            description: [messages.upload.descriptionBadText],
          });
        }
        return { lines, count: lines.count, description };
      };
      if (canInsertWhileReading(app.db)) return createOrderWhileReading(app.db, owner, receive);
      const { lines, description } = await receive();
      return { id: await createOrder(app.db, { ...owner, description, lines }), count: lines.count };
    },
  );

  routes.get(
    TEL_API.route('sender'),
    {
      schema: {
        tags,
        summary: '通知メッセージの送信方式（sandbox は実際には送信しない）',
        response: { 200: telSenderInfoSchema, 401: apiErrorSchema },
      },
    },
    async () => ({ mode: config.telSender.mode }),
  );

  // The sample of the upload page (spec §2): CP932 like the files Excel writes. No session needed:
  // it holds nothing but the format, and a plain download link then works.
  app.get(TEL_API.route('sample'), { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-disposition', `attachment; filename="${TEL_SAMPLE_CSV_FILENAME}"`)
      .header('cache-control', 'no-cache')
      .type('text/csv; charset=Shift_JIS')
      .send(sample),
  );
}
