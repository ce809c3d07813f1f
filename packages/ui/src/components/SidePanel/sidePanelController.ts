/**
 * The side panel's state machine (spec §2 "Salon timeline and side panels", §9: 250 ms).
 *
 * Pure apart from the injected scheduler, so the 250 ms rules are unit-tested with fake timers:
 * - open while nothing is shown → shows at once;
 * - open while a panel is shown → hides it now, shows the new one after the delay (its content stays
 *   during the slide-out, so the old panel does not go blank while leaving);
 * - open the detail panel for the reservation already shown (or about to be shown) → nothing;
 * - close → hides now, clears type and item after the delay.
 * Every open or close cancels the timer still pending from the previous one: the newest request wins,
 * so a late timer can never show a panel the user has since closed, or clear an item just opened.
 */

/** 右側のパネルの種類（仕様 §2）。 */
export const SIDE_PANEL_TYPES = [
  'form-time-shift',
  'form-block-shift',
  'form-reservation',
  'form-reservation-detail',
] as const;
export type SidePanelType = (typeof SIDE_PANEL_TYPES)[number];

/** パネルの切り替え・閉じたあとに内容を消すまでの時間（ミリ秒、仕様 §9）。 */
export const SIDE_PANEL_DELAY_MS = 250;

export interface SidePanelState<T> {
  /** パネルが出ているか。 */
  show: boolean;
  /** パネルの種類。閉じて 250 ms 後に null。 */
  type: SidePanelType | null;
  /** パネルに渡した項目（予約など）。閉じて 250 ms 後に null。 */
  item: T | null;
}

export interface SidePanelScheduler {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SidePanelControllerOptions<T> {
  /** 待ち時間（ミリ秒）。既定は 250。 */
  delayMs?: number;
  /** タイマー。既定は globalThis の setTimeout / clearTimeout（テストでは偽のタイマーを渡せる）。 */
  scheduler?: SidePanelScheduler;
  /** 同じ予約かどうかを比べる id。既定は `item.id`。 */
  getId?: (item: T) => unknown;
}

export interface SidePanelController<T> {
  getState: () => SidePanelState<T>;
  subscribe: (listener: () => void) => () => void;
  open: (type: SidePanelType, item?: T | null) => void;
  close: () => void;
  /** 保留中のタイマーを止める（アンマウント時）。 */
  dispose: () => void;
}

export const closedSidePanelState: SidePanelState<never> = Object.freeze({
  show: false,
  type: null,
  item: null,
});

const defaultScheduler: SidePanelScheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const defaultGetId = (item: unknown) =>
  item !== null && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item;

export function createSidePanelController<T>(
  options: SidePanelControllerOptions<T> = {},
): SidePanelController<T> {
  const delayMs = options.delayMs ?? SIDE_PANEL_DELAY_MS;
  const scheduler = options.scheduler ?? defaultScheduler;
  const getId = options.getId ?? (defaultGetId as (item: T) => unknown);

  let state: SidePanelState<T> = closedSidePanelState;
  let timer: unknown = null;
  /** What the pending timer will show (a switch in progress), for the "same detail" check. */
  let incoming: { type: SidePanelType; item: T | null } | null = null;
  const listeners = new Set<() => void>();

  const set = (next: SidePanelState<T>) => {
    if (next.show === state.show && next.type === state.type && next.item === state.item) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const cancel = () => {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
    incoming = null;
  };
  const later = (action: () => void) => {
    timer = scheduler.setTimeout(() => {
      timer = null;
      incoming = null;
      action();
    }, delayMs);
  };
  const isSameDetail = (
    type: SidePanelType,
    item: T | null,
    target: { type: SidePanelType | null; item: T | null },
  ) =>
    type === 'form-reservation-detail' &&
    target.type === type &&
    item !== null &&
    target.item !== null &&
    getId(item) === getId(target.item);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(type, item = null) {
      if (incoming ? isSameDetail(type, item, incoming) : state.show && isSameDetail(type, item, state))
        return;
      const switching = state.show || incoming !== null;
      cancel();
      if (switching) {
        // Hide what is shown (keeping its content while it slides out), then show the new one.
        set({ ...state, show: false });
        incoming = { type, item };
        later(() => set({ show: true, type, item }));
      } else {
        // Nothing shown, or the last one is closing: show at once (the slide reverses mid-way).
        set({ show: true, type, item });
      }
    },
    close() {
      cancel();
      if (!state.show && state.type === null && state.item === null) return;
      set({ ...state, show: false });
      later(() => set(closedSidePanelState));
    },
    dispose: cancel,
  };
}
