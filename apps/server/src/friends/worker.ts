import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import type { Job, JobLogger } from '../feature';
import type { FriendsConfig } from './config';
import { type LineProfileSource, messagingApiProfiles, sandboxProfiles } from './line';
import { lineChannels } from './schema';
import { type FriendEventsRecorder, type MessageTaker, processBatch, webhookSignal } from './webhook';

/**
 * Where a channel's profiles come from: the Messaging API when the channel has an access token,
 * otherwise the sandbox. Looked up per batch, so a token set in the console applies at once.
 */
export function profileSources(db: Db, config: FriendsConfig['friendsLine']) {
  const cache = new Map<number, Promise<LineProfileSource>>();
  const sourceFor = (channelId: number) => {
    let source = cache.get(channelId);
    if (!source) {
      source = db
        .select({ token: lineChannels.accessToken })
        .from(lineChannels)
        .where(eq(lineChannels.id, channelId))
        .then(([row]) => (row?.token ? messagingApiProfiles(row.token, config.apiBaseUrl) : sandboxProfiles));
      cache.set(channelId, source);
    }
    return source;
  };
  return { sourceFor, forget: () => cache.clear() };
}

/**
 * The webhook worker: drains the queue while there is work, then waits for the webhook route's
 * signal (same process) or the poll interval (events stored by another process).
 */
export function webhookJob(
  db: Db,
  config: FriendsConfig['friendsLine'],
  logger: JobLogger,
  takeMessages?: MessageTaker,
  recordEvents?: FriendEventsRecorder,
): Job {
  const workerId = `friends-${randomUUID()}`;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let again = false;
  const round = async () => {
    const sources = profileSources(db, config);
    for (;;) {
      again = false;
      const { claimed } = await processBatch(db, workerId, sources.sourceFor, { takeMessages, recordEvents });
      if (claimed === 0 && !again) return;
    }
  };
  const tick = () => {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    current = round()
      .catch((error) => logger.error({ err: error }, 'LINE webhook round failed'))
      .finally(() => {
        if (running) timer = setTimeout(tick, config.pollIntervalMs);
      });
  };
  const wake = () => {
    again = true;
    if (timer) tick();
  };
  return {
    name: 'friends-webhook',
    start() {
      running = true;
      webhookSignal.on('events', wake);
      timer = setTimeout(tick, 0);
    },
    async stop() {
      running = false;
      webhookSignal.off('events', wake);
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
