import type { Db } from '../../db';
import type { TelSenderConfig } from '../config';
import { createLineSender, createSandboxSender, type Sender } from './senders';
import { TelSenderWorker, type WorkerLogger } from './worker';

export { hashPhone } from './hash';
export { decideOutcome } from './policy';
export { renderTemplate } from './render';
export type { Sender, SenderMode } from './senders';
export { TelSenderWorker } from './worker';

export function createSender(config: TelSenderConfig): Sender {
  if (config.mode === 'sandbox') return createSandboxSender();
  if (!config.lineChannelAccessToken)
    throw new Error('LINE_CHANNEL_ACCESS_TOKEN is required for the line sender');
  return createLineSender({
    baseUrl: config.lineApiBaseUrl,
    channelAccessToken: config.lineChannelAccessToken,
    maxSockets: config.concurrency,
    timeoutMs: config.requestTimeoutMs,
  });
}

/** A worker as configured by the environment (embedded in the API process or in dist/worker.js). */
export function createTelWorker(
  db: Db,
  config: TelSenderConfig,
  logger?: WorkerLogger,
  options: { soleUser?: boolean } = {},
): TelSenderWorker {
  return new TelSenderWorker({
    reapHeldOnStart: options.soleUser ?? false,
    db,
    sender: createSender(config),
    concurrency: config.concurrency,
    leaseMs: config.leaseMs,
    pollIntervalMs: config.pollIntervalMs,
    requestTimeoutMs: config.requestTimeoutMs,
    logger,
  });
}
