import { expect } from 'vitest';

/**
 * A Server-Sent Events client on fetch for the tests of the event streams (the salon's
 * reservations, the chat): collects the data of one event name as it arrives, with the time each
 * arrived, and checks that every event's `id:` line is its data's id (what Last-Event-ID resumes).
 */
export class EventClient<T extends { id: number }> {
  readonly events: T[] = [];
  /** performance.now() when each event arrived, by its id. */
  readonly arrivedAt = new Map<number, number>();
  status = 0;
  contentType = '';
  private readonly controller = new AbortController();
  private waiters: Array<() => void> = [];
  private done: Promise<void> = Promise.resolve();

  constructor(private readonly eventName: string) {}

  async open(url: string, cookie: string, lastEventId?: number) {
    const response = await fetch(url, {
      headers: {
        cookie,
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}),
      },
      signal: this.controller.signal,
    });
    this.status = response.status;
    this.contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body) return this;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    this.done = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            this.take(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // aborted
      }
    })();
    return this;
  }

  private take(block: string) {
    const fields = Object.fromEntries(
      block
        .split('\n')
        .filter((line) => line && !line.startsWith(':'))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
    if (fields.event !== this.eventName || !fields.data) return;
    const event = JSON.parse(fields.data) as T;
    expect(String(event.id)).toBe(fields.id);
    this.events.push(event);
    this.arrivedAt.set(event.id, performance.now());
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves with the first event that `matches`, or rejects after `ms`. */
  async waitFor(matches: (event: T) => boolean, ms = 3000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close() {
    this.controller.abort();
    await this.done;
  }
}
