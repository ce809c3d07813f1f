import type { Job, JobLogger } from './feature';

export interface PollingJobOptions {
  name: string;
  /** The pause between the end of one round and the start of the next. */
  intervalMs: number;
  /** The pause before the first round (0: at once). */
  firstDelayMs?: number;
  logger: JobLogger;
  /** What the log says when a round throws (the next round runs as usual). */
  failure: string;
  /** One round of work; `running()` turns false once the job is stopping, for rounds that loop. */
  round: (running: () => boolean) => Promise<unknown>;
}

/**
 * A background job that runs a round, waits `intervalMs` after it ends, and runs the next, until
 * stopped: the shape of every polling job (journeys, deliveries, rich-menu segments, the Google
 * calendar sync). Rounds never overlap; stopping cancels the wait and resolves once the round in
 * flight has finished.
 */
export function pollingJob(options: PollingJobOptions): Job {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const isRunning = () => running;
  const tick = () => {
    if (!running) return;
    timer = undefined;
    current = options
      .round(isRunning)
      .catch((error) => options.logger.error({ err: error }, options.failure))
      .finally(() => {
        if (running) timer = setTimeout(tick, options.intervalMs);
      });
  };
  return {
    name: options.name,
    start() {
      running = true;
      timer = setTimeout(tick, options.firstDelayMs ?? 0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
