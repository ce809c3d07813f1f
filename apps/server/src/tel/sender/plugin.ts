import { apiErrorSchema } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { createTelWorker } from './index';

export interface TelSenderPluginOptions {
  config: Config;
  /** Run the sender worker in this process when the configuration allows it (src/index.ts). */
  startWorker?: boolean | undefined;
}

export const telSenderInfoSchema = z.object({
  /** sandbox: nothing is really sent (the console shows a banner); line: LINE notification messages. */
  mode: z.enum(['sandbox', 'line']),
});

/**
 * `GET /api/tel/sender` for the console's sandbox banner, and, in embedded mode, the worker's
 * life: started once the app is ready, stopped gracefully (requests in flight finished and
 * recorded) when the app closes, before the database is closed.
 */
export default async function telSenderPlugin(
  app: FastifyInstance,
  { config, startWorker }: TelSenderPluginOptions,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tel/sender',
    {
      schema: {
        tags: ['tel'],
        summary: '通知メッセージの送信方式（sandbox は実際には送信しない）',
        response: { 200: telSenderInfoSchema, 401: apiErrorSchema },
      },
    },
    async () => ({ mode: config.telSender.mode }),
  );

  if (startWorker && config.telSender.embeddedWorker) {
    const worker = createTelWorker(app.db, config.telSender, app.log);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      await worker.sender.close();
    });
  }
}
