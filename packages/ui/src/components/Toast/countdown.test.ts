import { describe, expect, it, vi } from 'vitest';
import { type Clock, Countdown, TOAST_DURATION_MS } from './countdown';

/** A clock whose time only moves when the test says so. */
function manualClock() {
  let now = 0;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const handle = nextHandle++;
      timers.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    const target = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= target)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = target;
  };
  return { clock, advance, pending: () => timers.size };
}

describe('Countdown', () => {
  it('the toast duration is 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('expires exactly after its duration, not before', () => {
    const { clock, advance } = manualClock();
    const onExpire = vi.fn();
    new Countdown(3000, onExpire, clock).resume();
    advance(2999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not expire while paused, however long', () => {
    const { clock, advance } = manualClock();
    const onExpire = vi.fn();
    const countdown = new Countdown(3000, onExpire, clock);
    countdown.resume();
    advance(1000);
    countdown.pause();
    advance(60_000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(countdown.remaining).toBe(2000);
    expect(countdown.running).toBe(false);
  });

  it('resumes with the time that was left', () => {
    const { clock, advance } = manualClock();
    const onExpire = vi.fn();
    const countdown = new Countdown(3000, onExpire, clock);
    countdown.resume();
    advance(1000);
    countdown.pause();
    advance(5000);
    countdown.resume();
    advance(1999);
    expect(onExpire).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('adds up several pauses', () => {
    const { clock, advance } = manualClock();
    const onExpire = vi.fn();
    const countdown = new Countdown(3000, onExpire, clock);
    for (let i = 0; i < 3; i++) {
      countdown.resume();
      advance(900);
      countdown.pause();
      advance(10_000);
    }
    expect(countdown.remaining).toBe(300);
    countdown.resume();
    advance(300);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('pausing or resuming twice changes nothing', () => {
    const { clock, advance, pending } = manualClock();
    const onExpire = vi.fn();
    const countdown = new Countdown(3000, onExpire, clock);
    countdown.resume();
    countdown.resume();
    expect(pending()).toBe(1);
    advance(500);
    countdown.pause();
    countdown.pause();
    expect(countdown.remaining).toBe(2500);
  });

  it('a cancelled countdown never expires and cannot be resumed', () => {
    const { clock, advance } = manualClock();
    const onExpire = vi.fn();
    const countdown = new Countdown(3000, onExpire, clock);
    countdown.resume();
    countdown.cancel();
    countdown.resume();
    advance(10_000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('expires once only', () => {
    const { clock, advance } = manualClock();
    const onExpire = vi.fn();
    const countdown = new Countdown(3000, onExpire, clock);
    countdown.resume();
    advance(3000);
    countdown.resume();
    advance(3000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(countdown.remaining).toBe(0);
  });
});
