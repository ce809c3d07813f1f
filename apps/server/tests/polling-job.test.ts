import { describe, expect, it } from 'vitest';
import { pollingJob } from '../src/polling-job';

/* The platform's polling job: rounds one after another, a failing round logged and followed by the next, stop waits for the round in flight. */

const logger = () => {
  const errors: string[] = [];
  return {
    errors,
    info: () => undefined,
    warn: () => undefined,
    error: (_: object, msg?: string) => errors.push(msg ?? ''),
  };
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pollingJob', () => {
  it('runs rounds one after another, never two at once, and goes on after a failing one', async () => {
    const log = logger();
    let inFlight = 0;
    let most = 0;
    let rounds = 0;
    const job = pollingJob({
      name: 'test',
      intervalMs: 1,
      logger: log,
      failure: 'round failed',
      round: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        rounds += 1;
        await wait(5);
        inFlight -= 1;
        if (rounds === 2) throw new Error('boom');
      },
    });
    job.start();
    await expect.poll(() => rounds, { timeout: 2000 }).toBeGreaterThanOrEqual(4);
    await job.stop();
    expect(most).toBe(1);
    expect(log.errors).toEqual(['round failed']);
  });

  it('stop resolves after the round in flight has finished, which sees running() turn false', async () => {
    let finished = false;
    let sawStop = false;
    let started!: () => void;
    const begun = new Promise<void>((resolve) => {
      started = resolve;
    });
    const job = pollingJob({
      name: 'test',
      intervalMs: 10_000,
      logger: logger(),
      failure: 'round failed',
      round: async (running) => {
        started();
        while (running()) await wait(2);
        sawStop = true;
        await wait(20);
        finished = true;
      },
    });
    job.start();
    await begun;
    await job.stop();
    expect([sawStop, finished]).toEqual([true, true]);
  });

  it('waits firstDelayMs before the first round', async () => {
    let rounds = 0;
    const job = pollingJob({
      name: 'test',
      intervalMs: 10,
      firstDelayMs: 60_000,
      logger: logger(),
      failure: 'round failed',
      round: async () => {
        rounds += 1;
      },
    });
    job.start();
    await wait(50);
    await job.stop();
    expect(rounds).toBe(0);
  });
});
