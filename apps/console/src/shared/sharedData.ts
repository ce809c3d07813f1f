/**
 * spec §4 "Shared data" as a small store per data set: a loaded flag; one load unless a forced
 * reload is asked; loads of the same set run one after another (a second caller while one is in
 * flight gets that one's result, a forced reload waits for it and then loads again); after a
 * failure the set counts as loaded and keeps its previous contents (or the empty value), and a
 * §8 notice is set unless the failure is one to keep quiet about (403 on common variables, spec
 * §6). A 409 reloads the page in the fetcher, before any of this.
 */
export interface SharedSetState<T> {
  loaded: boolean;
  data: T;
  /** §8's Japanese notice after the last load failed; null otherwise. */
  notice: string | null;
}

export interface SharedSetOptions<T> {
  empty: T;
  notice: string;
  /** Failures that leave no notice (403 on common variables). */
  silent?: (error: unknown) => boolean;
}

export interface SharedSet<T> {
  getState(): SharedSetState<T>;
  load(force?: boolean): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function createSharedSet<T>(fetchData: () => Promise<T>, options: SharedSetOptions<T>): SharedSet<T> {
  let state: SharedSetState<T> = { loaded: false, data: options.empty, notice: null };
  const listeners = new Set<() => void>();
  let queue: Promise<unknown> = Promise.resolve();
  let inFlight: Promise<T> | null = null;

  const set = (next: SharedSetState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const run = async (force: boolean): Promise<T> => {
    if (!force && state.loaded) return state.data;
    try {
      const data = await fetchData();
      set({ loaded: true, data, notice: null });
    } catch (error) {
      set({ loaded: true, data: state.data, notice: options.silent?.(error) ? null : options.notice });
    }
    return state.data;
  };

  return {
    getState: () => state,
    load(force = false) {
      if (!force && state.loaded) return Promise.resolve(state.data);
      if (!force && inFlight) return inFlight;
      const next = queue.then(() => run(force));
      queue = next;
      inFlight = next;
      void next.finally(() => {
        if (inFlight === next) inFlight = null;
      });
      return next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * spec §3 "A dirty flag records unsaved changes" and §4 "clean, then dirty, then clean": set on
 * the first edit, cleared by a save (or a revert); the screens warn before leaving while it is set.
 */
export function createDirtyFlag() {
  let dirty = false;
  const listeners = new Set<() => void>();
  const change = (next: boolean) => {
    if (dirty === next) return;
    dirty = next;
    for (const listener of listeners) listener();
  };
  return {
    isDirty: () => dirty,
    markDirty: () => change(true),
    markClean: () => change(false),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
