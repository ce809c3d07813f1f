/**
 * The auto-close timer of one toast: runs for a duration, can be paused (pointer over or focus in
 * the toasts) and resumed with the time that was left. The clock is injected so the timing is
 * tested without waiting or fake timers.
 */

/** How long a toast stays (spec §9). */
export const TOAST_DURATION_MS = 3000;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class Countdown {
  private remainingMs: number;
  private startedAt: number | null = null;
  private handle: unknown = null;
  private done = false;

  constructor(
    durationMs: number,
    private readonly onExpire: () => void,
    private readonly clock: Clock = browserClock,
  ) {
    this.remainingMs = durationMs;
  }

  /** Starts (or resumes) counting down from the time left. Does nothing while running or after expiry. */
  resume(): void {
    if (this.done || this.startedAt !== null) return;
    this.startedAt = this.clock.now();
    this.handle = this.clock.setTimeout(() => {
      this.done = true;
      this.startedAt = null;
      this.remainingMs = 0;
      this.onExpire();
    }, this.remainingMs);
  }

  /** Stops counting and keeps the time left. */
  pause(): void {
    if (this.done || this.startedAt === null) return;
    this.clock.clearTimeout(this.handle);
    this.remainingMs = Math.max(0, this.remainingMs - (this.clock.now() - this.startedAt));
    this.startedAt = null;
  }

  /** Cancels for good (the toast was closed by hand or unmounted). */
  cancel(): void {
    this.clock.clearTimeout(this.handle);
    this.startedAt = null;
    this.done = true;
  }

  /** Time left in milliseconds. */
  get remaining(): number {
    if (this.startedAt === null) return this.remainingMs;
    return Math.max(0, this.remainingMs - (this.clock.now() - this.startedAt));
  }

  get running(): boolean {
    return this.startedAt !== null;
  }
}
