import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiRequest, type LocationActions } from './fetcher';
import { createDirtyFlag, createSharedSet } from './sharedData';

const NOTICE = '友だち情報の読み込み中にエラーが発生しました。';

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a shared data set (spec §4)', () => {
  it('is not loaded before the first load, then loaded with its data', async () => {
    const set = createSharedSet(async () => ['a'], { empty: [] as string[], notice: NOTICE });
    expect(set.getState()).toEqual({ loaded: false, data: [], notice: null });
    expect(await set.load()).toEqual(['a']);
    expect(set.getState()).toEqual({ loaded: true, data: ['a'], notice: null });
  });

  it('loads once unless a forced reload is asked', async () => {
    const fetchData = vi.fn(async () => fetchData.mock.calls.length);
    const set = createSharedSet(fetchData, { empty: 0, notice: NOTICE });
    await set.load();
    await set.load();
    expect(fetchData).toHaveBeenCalledTimes(1);
    expect(await set.load(true)).toBe(2);
    expect(fetchData).toHaveBeenCalledTimes(2);
  });

  it('serialises concurrent loads: callers during a load share it; a forced one runs after it', async () => {
    const calls: ReturnType<typeof deferred<number>>[] = [];
    const set = createSharedSet(
      () => {
        const call = deferred<number>();
        calls.push(call);
        return call.promise;
      },
      { empty: 0, notice: NOTICE },
    );
    const first = set.load();
    const second = set.load();
    const forced = set.load(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(1);
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    // The forced reload starts only once the first load is over: never two requests at once.
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.resolve(2);
    expect(await forced).toBe(2);
  });

  it('after a failure is loaded with the previous contents (or empty) and shows the notice', async () => {
    let fail = true;
    const set = createSharedSet(
      async () => {
        if (fail) throw new ApiError(500, 'サーバーでエラーが発生しました。');
        return ['a'];
      },
      { empty: [] as string[], notice: NOTICE },
    );
    expect(await set.load()).toEqual([]);
    expect(set.getState()).toEqual({ loaded: true, data: [], notice: NOTICE });
    // Loaded: no second try until a forced reload.
    fail = false;
    expect(await set.load()).toEqual([]);
    expect(await set.load(true)).toEqual(['a']);
    expect(set.getState().notice).toBeNull();
    fail = true;
    expect(await set.load(true)).toEqual(['a']);
    expect(set.getState()).toEqual({ loaded: true, data: ['a'], notice: NOTICE });
  });

  it.each([
    [403, null],
    [500, NOTICE],
    [0, NOTICE],
  ])('with 403 kept silent (common variables), a %i failure leaves notice %s', async (status, notice) => {
    const set = createSharedSet(
      async () => {
        throw new ApiError(status, 'x');
      },
      { empty: null, notice: NOTICE, silent: (error) => error instanceof ApiError && error.status === 403 },
    );
    await set.load();
    expect(set.getState()).toEqual({ loaded: true, data: null, notice });
  });

  it('on a 409 through the app fetcher reloads the page (stale client) and keeps the previous contents', async () => {
    let status = 200;
    const location: LocationActions = {
      currentPath: () => '/vue3-dev/line/var',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    const request = createApiRequest({
      fetch: vi.fn(async () =>
        status === 200
          ? Response.json({ items: ['a'] })
          : Response.json({ message: '画面の情報が古くなっています。' }, { status }),
      ),
      location,
    });
    const set = createSharedSet(
      async () => (await request<{ items: string[] }>('/api/v_resource/varia')).items,
      {
        empty: [] as string[],
        notice: NOTICE,
      },
    );
    expect(await set.load()).toEqual(['a']);
    status = 409;
    expect(await set.load(true)).toEqual(['a']);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(set.getState()).toEqual({ loaded: true, data: ['a'], notice: NOTICE });
  });

  it('tells its subscribers of every change', async () => {
    const set = createSharedSet(async () => 1, { empty: 0, notice: NOTICE });
    const listener = vi.fn();
    const unsubscribe = set.subscribe(listener);
    await set.load();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await set.load(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the dirty flag (spec §4: clean → dirty → clean)', () => {
  it('goes clean, dirty, clean, telling subscribers only of changes', () => {
    const flag = createDirtyFlag();
    const listener = vi.fn();
    flag.subscribe(listener);
    expect(flag.isDirty()).toBe(false);
    flag.markDirty();
    flag.markDirty();
    expect(flag.isDirty()).toBe(true);
    flag.markClean();
    expect(flag.isDirty()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
