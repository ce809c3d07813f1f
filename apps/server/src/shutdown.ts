/**
 * How long a stopping process may take. Past it the process exits anyway: whatever work was still
 * in flight stays "processing" under its lease, and the reaper of a live worker (or this one after
 * a restart) records it as unknown for an operator, never resent blindly.
 */
export const SHUTDOWN_DEADLINE_MS = 4500;

/** Runs `stop` once on SIGINT/SIGTERM and exits 0 when it is done, or 1 at the deadline or on error. */
export function exitGracefully(
  stop: () => Promise<void>,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const started = Date.now();
      log.info({ signal }, 'shutting down');
      setTimeout(() => {
        log.error(
          { deadlineMs: SHUTDOWN_DEADLINE_MS },
          'shutdown deadline passed; exiting with work in flight',
        );
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      stop().then(
        () => {
          log.info({ ms: Date.now() - started }, 'stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'unclean stop');
          process.exit(1);
        },
      );
    });
  }
}
