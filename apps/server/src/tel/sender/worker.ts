import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../../db';
import { senderMessages } from './messages';
import { DEFAULT_RETRY_POLICY, decideOutcome, type RetryPolicy } from './policy';
import {
  type ClaimedLine,
  claimLines,
  type FinalLine,
  finalizeLines,
  LINE_STATUS,
  reapExpiredLeases,
  releaseLines,
  renewAllLeases,
  renewLease,
} from './queue';
import { renderTemplate } from './render';
import type { Sender } from './senders';

export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface TelWorkerOptions {
  db: Db;
  sender: Sender;
  /** Requests to LINE in flight at most. */
  concurrency: number;
  /** How long a claim holds a line; the reaper fails lines whose lease ran out. */
  leaseMs: number;
  /** Wait between claims when nothing is due. */
  pollIntervalMs: number;
  /** A request with no answer for this long is abandoned (outcome unknown). Must be well under the lease. */
  requestTimeoutMs: number;
  /**
   * The claim window: lines this worker holds at most (waiting, in flight, or sent and not yet
   * recorded). Default: `concurrency`, so a crash leaves at most that many lines "processing"
   * (unknown) for the reaper, and the rest of the order still due for another worker.
   */
  batchSize?: number;
  /** Final statuses are written in transactions of this many lines (default half the window). */
  flushSize?: number;
  /** How often the loop looks for expired leases. */
  reapIntervalMs?: number;
  retryPolicy?: RetryPolicy;
  /**
   * On start, fail every line still held by a worker (not only those whose lease ran out): true only
   * where this process is the database's sole user (embedded PGlite), so the holders died with the
   * previous run and nobody else can be sending them.
   */
  reapHeldOnStart?: boolean;
  workerId?: string;
  logger?: WorkerLogger;
  random?: () => number;
}

export interface BatchSummary {
  claimed: number;
  /** Lines whose final status was recorded. */
  finished: number;
  /** Lines handed back unsent (stop, lease too short, order cancelled during a retry wait). */
  released: number;
  /** Lines taken from this worker by the reaper while it was sending them. */
  lost: number;
  reaped: number;
}

type LineResult = { kind: 'final'; line: FinalLine } | { kind: 'release'; id: number };

const silentLogger: WorkerLogger = { info() {}, warn() {}, error() {} };

export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * The sender worker: claims due lines in batches, renders and sends them with bounded
 * concurrency, writes final statuses in batches, and reaps lines of dead workers.
 *
 * Decisions worth knowing:
 * - 429/5xx/refused connections are retried in this claim (in memory, renewing the lease before
 *   each retry), so 送信予定時刻 never moves. See SCHEMA_REQUEST.md for the column that would
 *   let a retry leave the worker.
 * - A line already claimed when its order is cancelled: a request already on the wire is
 *   finished and recorded truthfully (LINE may have it); a line still waiting for its first
 *   request or for a retry is not sent and goes back to status 1 (unsent), like the order's other
 *   unsent lines.
 * - Stop: no new claims; requests in flight are awaited and recorded; lines not yet sent are
 *   handed back. Nothing that may have reached LINE is ever handed back.
 */
export class TelSenderWorker {
  readonly workerId: string;
  private readonly options: Required<
    Omit<TelWorkerOptions, 'logger' | 'random' | 'workerId' | 'reapHeldOnStart'>
  > & {
    reapHeldOnStart: boolean;
    logger: WorkerLogger;
    random: () => number;
  };
  private stopping = false;
  private loop: Promise<void> | undefined;
  private readonly stopController = new AbortController();
  private lastReap = 0;

  constructor(options: TelWorkerOptions) {
    this.workerId = options.workerId ?? newWorkerId();
    this.options = {
      ...options,
      batchSize: options.batchSize ?? options.concurrency,
      flushSize: options.flushSize ?? Math.max(1, Math.ceil((options.batchSize ?? options.concurrency) / 2)),
      reapIntervalMs:
        options.reapIntervalMs ?? Math.min(10_000, Math.max(100, Math.floor(options.leaseMs / 4))),
      retryPolicy: options.retryPolicy ?? DEFAULT_RETRY_POLICY,
      reapHeldOnStart: options.reapHeldOnStart ?? false,
      logger: options.logger ?? silentLogger,
      random: options.random ?? Math.random,
    };
  }

  get sender(): Sender {
    return this.options.sender;
  }

  /** Runs the loop in the background until `stop()`. */
  start(): void {
    if (this.loop) return;
    this.options.logger.info(
      { workerId: this.workerId, mode: this.options.sender.mode, concurrency: this.options.concurrency },
      'tel sender worker started',
    );
    this.loop = this.run();
  }

  /** Graceful stop: waits for requests in flight and records them; unsent claimed lines go back. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stopController.abort();
    await this.loop;
    this.options.logger.info({ workerId: this.workerId }, 'tel sender worker stopped');
  }

  private async run(): Promise<void> {
    if (this.options.reapHeldOnStart) {
      try {
        let reaped = 0;
        for (let batch = 1; batch > 0 && !this.stopping; reaped += batch) {
          batch = await reapExpiredLeases(this.options.db, 1000, { everyLease: true });
        }
        if (reaped > 0) {
          this.options.logger.warn(
            { reaped },
            'tel sender: lines held when the last run stopped marked unknown',
          );
        }
      } catch (error) {
        this.options.logger.error({ err: error }, 'tel sender: reaping on start failed');
      }
    }
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = (await this.runOnce({ refill: true })).claimed;
      } catch (error) {
        this.options.logger.error({ err: error, workerId: this.workerId }, 'tel sender worker: batch failed');
      }
      if (claimed === 0 && !this.stopping) await this.sleep(this.options.pollIntervalMs);
    }
  }

  /**
   * One step of the loop: reap (when due), claim a batch, send it, record it. With `refill`, more
   * lines are claimed while the batch is still being sent, so the database work overlaps the
   * requests; the step ends when nothing more is due.
   */
  async runOnce(options: { forceReap?: boolean; refill?: boolean } = {}): Promise<BatchSummary> {
    const summary: BatchSummary = { claimed: 0, finished: 0, released: 0, lost: 0, reaped: 0 };
    await this.maybeReap(summary, options.forceReap);
    if (this.stopping) return summary;
    const claimStart = Date.now();
    const lines = await claimLines(
      this.options.db,
      this.workerId,
      this.options.batchSize,
      this.options.leaseMs,
    );
    summary.claimed = lines.length;
    if (lines.length === 0) return summary;
    await this.processBatch(lines, claimStart + this.options.leaseMs, summary, options.refill ?? false);
    return summary;
  }

  /** Runs until nothing is due (tests and benchmarks). */
  async drain(): Promise<BatchSummary> {
    const total: BatchSummary = { claimed: 0, finished: 0, released: 0, lost: 0, reaped: 0 };
    for (;;) {
      const step = await this.runOnce({ forceReap: total.claimed === 0, refill: true });
      for (const key of Object.keys(total) as (keyof BatchSummary)[]) total[key] += step[key];
      if (step.claimed === 0) return total;
    }
  }

  private async maybeReap(summary: BatchSummary, force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastReap < this.options.reapIntervalMs) return;
    this.lastReap = now;
    const reaped = await reapExpiredLeases(this.options.db);
    summary.reaped += reaped;
    if (reaped > 0) {
      this.options.logger.warn({ reaped }, 'tel sender: lines with expired leases marked failed');
    }
  }

  private async processBatch(
    initial: ClaimedLine[],
    leaseDeadline: number,
    summary: BatchSummary,
    refill: boolean,
  ): Promise<void> {
    const pending: FinalLine[] = [];
    const releases: number[] = [];
    let flushing: Promise<void> = Promise.resolve();
    let lastFlush = Date.now();
    // Lines taken out of `pending` whose write has not committed yet: still "processing" in the table.
    let recording = 0;
    const flush = () => {
      lastFlush = Date.now();
      const batch = pending.splice(0, pending.length);
      const back = releases.splice(0, releases.length);
      recording += batch.length;
      const step = async () => {
        if (batch.length > 0) {
          const recorded = await finalizeLines(this.options.db, this.workerId, batch);
          summary.finished += recorded.size;
          const lost = batch.filter((line) => !recorded.has(line.id));
          summary.lost += lost.length;
          if (lost.length > 0) {
            this.options.logger.warn(
              { lineIds: lost.map((line) => line.id) },
              'tel sender: lines were reaped while this worker sent them',
            );
          }
        }
        summary.released += await releaseLines(this.options.db, this.workerId, back);
      };
      // A failed write leaves its lines "processing": the reaper fails them later as "unknown",
      // which is the truth as far as the database knows. Later writes still go ahead.
      flushing = flushing
        .then(step)
        .catch((error: unknown) => {
          this.options.logger.error(
            { err: error, workerId: this.workerId },
            'tel sender: recording results failed',
          );
        })
        .finally(() => {
          recording -= batch.length;
        });
      return flushing;
    };

    const queue = initial.map((line) => ({ line, deadline: leaseDeadline }));
    let next = 0;
    let inFlight = 0;
    let exhausted = !refill;
    let fetching: Promise<void> | undefined;
    // Lines this worker holds: waiting, being sent, and sent but not yet recorded. Never more than
    // the claim window, which bounds what a crash can leave "processing".
    const held = () => queue.length - next + inFlight + pending.length + recording;
    const maybeRefill = () => {
      if (exhausted || fetching || this.stopping) return;
      const room = this.options.batchSize - held();
      if (room < Math.ceil(this.options.batchSize / 2)) return;
      fetching = (async () => {
        try {
          await this.maybeReap(summary);
          const claimStart = Date.now();
          const more = await claimLines(this.options.db, this.workerId, room, this.options.leaseMs);
          summary.claimed += more.length;
          if (more.length === 0) exhausted = true;
          // Drop what the runners are done with, so a long run does not keep every line.
          queue.splice(0, next);
          next = 0;
          for (const line of more) queue.push({ line, deadline: claimStart + this.options.leaseMs });
        } catch (error) {
          exhausted = true;
          this.options.logger.error({ err: error, workerId: this.workerId }, 'tel sender: claim failed');
        } finally {
          fetching = undefined;
        }
      })();
    };

    // Lines wait in memory for a free slot; renew their leases so a slow LINE never lets the
    // reaper fail lines this worker has not sent yet.
    const heartbeat = setInterval(
      () => {
        const renewedAt = Date.now();
        renewAllLeases(this.options.db, this.workerId, this.options.leaseMs).then(
          () => {
            for (let i = next; i < queue.length; i += 1) {
              const item = queue[i] as (typeof queue)[number];
              item.deadline = Math.max(item.deadline, renewedAt + this.options.leaseMs);
            }
          },
          (error: unknown) => this.options.logger.error({ err: error }, 'tel sender: lease renewal failed'),
        );
      },
      Math.max(50, Math.floor(this.options.leaseMs / 3)),
    );

    const runner = async () => {
      for (;;) {
        maybeRefill();
        if (next >= queue.length) {
          if (fetching) {
            await fetching;
            continue;
          }
          return;
        }
        const item = queue[next++] as (typeof queue)[number];
        inFlight += 1;
        const result = await this.processLine(item.line, item.deadline);
        inFlight -= 1;
        if (result.kind === 'final') pending.push(result.line);
        else releases.push(result.id);
        if (pending.length >= this.options.flushSize || Date.now() - lastFlush > 200) await flush();
      }
    };
    try {
      await Promise.all(Array.from({ length: this.options.concurrency }, runner));
    } finally {
      clearInterval(heartbeat);
    }
    await flush();
  }

  /** Latest start for a request: it must be answered (or time out) well before the lease ends. */
  private sendDeadline(leaseDeadline: number): number {
    const margin = Math.min(1_000, Math.floor(this.options.leaseMs / 10));
    return leaseDeadline - this.options.requestTimeoutMs - margin;
  }

  private async processLine(line: ClaimedLine, leaseDeadline: number): Promise<LineResult> {
    const final = (status: FinalLine['status'], fields: Partial<FinalLine> = {}): LineResult => ({
      kind: 'final',
      line: {
        id: line.id,
        orderId: line.orderId,
        status,
        errorMessage: null,
        lineRequestId: null,
        renderedMessage: null,
        requests: 0,
        ...fields,
      },
    });
    if (line.templateBody === null) {
      return final(LINE_STATUS.cannotSend, { errorMessage: senderMessages.templateNotFound });
    }
    const rendered = renderTemplate(line.templateBody, line.params);
    if (!rendered.ok) {
      const reason = {
        'invalid-template': senderMessages.templateInvalidJson,
        'not-a-message': senderMessages.templateNotMessage,
        'invalid-result': senderMessages.renderedInvalid,
      }[rendered.reason];
      return final(LINE_STATUS.cannotSend, { errorMessage: reason });
    }
    const message = rendered.message;
    let deadline = leaseDeadline;
    for (let attempt = 1; ; attempt += 1) {
      if (this.stopping || Date.now() > this.sendDeadline(deadline)) return { kind: 'release', id: line.id };
      const result = await this.options.sender.send({ lineId: line.id, tel: line.tel, message });
      const requestId = result.kind === 'http' ? (result.requestId ?? null) : null;
      const outcome = decideOutcome(result, attempt, this.options.retryPolicy, this.options.random);
      const common = { renderedMessage: message, lineRequestId: requestId, requests: attempt };
      switch (outcome.type) {
        case 'sent':
          return final(LINE_STATUS.sent, common);
        case 'cannot-send':
          return final(LINE_STATUS.cannotSend, { ...common, errorMessage: outcome.reason });
        case 'failed':
          return final(LINE_STATUS.failed, { ...common, errorMessage: outcome.reason });
        case 'retry': {
          await this.sleep(outcome.afterMs);
          if (this.stopping) return { kind: 'release', id: line.id };
          const renewedAt = Date.now();
          if (!(await renewLease(this.options.db, this.workerId, line.id, this.options.leaseMs))) {
            // Order cancelled meanwhile (hand it back unsent) or line reaped (release is a no-op).
            return { kind: 'release', id: line.id };
          }
          deadline = renewedAt + this.options.leaseMs;
        }
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    const signal = this.stopController.signal;
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
