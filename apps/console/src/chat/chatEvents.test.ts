import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatEventsOpen, subscribeChatEvents } from './chatEvents';

/** A stand-in EventSource that counts its connections and lets a test send events. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  removeEventListener(name: string) {
    this.listeners.delete(name);
  }
  close() {
    this.closed = true;
  }
  emit(data: string) {
    this.listeners.get('chat')?.({ data } as MessageEvent<string>);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.made = [];
});

describe('subscribeChatEvents', () => {
  it('shares one connection between the menu badge and the chat screen, closed when both leave', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const badge = vi.fn();
    const screen = vi.fn();
    const leaveBadge = subscribeChatEvents(badge);
    const leaveScreen = subscribeChatEvents(screen);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.made[0]?.url).toBe('/api/chat/events');

    const event = {
      id: 1,
      type: 'message',
      thread_id: 3,
      message_id: 9,
      created_at: '2026-11-29T01:00:00.000Z',
    };
    FakeEventSource.made[0]?.emit(JSON.stringify(event));
    expect(badge).toHaveBeenCalledWith(event);
    expect(screen).toHaveBeenCalledWith(event);

    leaveScreen();
    expect(chatEventsOpen()).toBe(true);
    leaveBadge();
    expect(chatEventsOpen()).toBe(false);
    expect(FakeEventSource.made[0]?.closed).toBe(true);
  });

  it('skips data that is not JSON', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const listener = vi.fn();
    const leave = subscribeChatEvents(listener);
    FakeEventSource.made[0]?.emit('not json');
    expect(listener).not.toHaveBeenCalled();
    leave();
  });

  it('opens again for a listener after everyone had left', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    subscribeChatEvents(vi.fn())();
    subscribeChatEvents(vi.fn())();
    expect(FakeEventSource.made).toHaveLength(2);
  });
});
