import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens as consoleTokens } from '../../themes/console/tokens';
import {
  createSidePanelController,
  SIDE_PANEL_DELAY_MS,
  type SidePanelState,
  type SidePanelType,
} from './sidePanelController';

interface Reservation {
  id: number;
  name: string;
}
const r1: Reservation = { id: 1, name: '山田花子' };
const r1Copy: Reservation = { id: 1, name: '山田花子（再取得）' };
const r2: Reservation = { id: 2, name: '佐藤太郎' };

type Step =
  | ['open', SidePanelType, Reservation | null]
  | ['close']
  | ['wait', number]
  | ['expect', Partial<SidePanelState<Reservation>>];

const scenarios: [name: string, steps: Step[]][] = [
  [
    '何も出ていなければすぐに出る',
    [
      ['open', 'form-time-shift', null],
      ['expect', { show: true, type: 'form-time-shift', item: null }],
    ],
  ],
  [
    '別のパネルを開くと、今のものを隠し、250 ms 後に新しいものを出す',
    [
      ['open', 'form-time-shift', null],
      ['open', 'form-reservation', r1],
      // Hidden at once, the old content stays while it slides out.
      ['expect', { show: false, type: 'form-time-shift', item: null }],
      ['wait', 249],
      ['expect', { show: false, type: 'form-time-shift' }],
      ['wait', 1],
      ['expect', { show: true, type: 'form-reservation', item: r1 }],
    ],
  ],
  [
    '表示中の予約の詳細をもう一度開いても何もしない（id で比べる）',
    [
      ['open', 'form-reservation-detail', r1],
      ['open', 'form-reservation-detail', r1Copy],
      ['expect', { show: true, type: 'form-reservation-detail', item: r1 }],
      ['wait', 1000],
      ['expect', { show: true, item: r1 }],
    ],
  ],
  [
    '別の予約の詳細は切り替える',
    [
      ['open', 'form-reservation-detail', r1],
      ['open', 'form-reservation-detail', r2],
      ['expect', { show: false, item: r1 }],
      ['wait', 250],
      ['expect', { show: true, type: 'form-reservation-detail', item: r2 }],
    ],
  ],
  [
    '同じ予約でも、詳細でない種類（予約フォーム）なら切り替える',
    [
      ['open', 'form-reservation', r1],
      ['open', 'form-reservation', r1],
      ['expect', { show: false }],
      ['wait', 250],
      ['expect', { show: true, type: 'form-reservation', item: r1 }],
    ],
  ],
  [
    '切り替え待ちの詳細と同じ予約を開いても待ち時間は延びない',
    [
      ['open', 'form-time-shift', null],
      ['open', 'form-reservation-detail', r1],
      ['wait', 200],
      ['open', 'form-reservation-detail', r1Copy],
      ['wait', 50],
      ['expect', { show: true, type: 'form-reservation-detail', item: r1 }],
    ],
  ],
  [
    '閉じるとすぐに隠れ、250 ms 後に項目を消す',
    [
      ['open', 'form-reservation-detail', r1],
      ['close'],
      ['expect', { show: false, type: 'form-reservation-detail', item: r1 }],
      ['wait', 249],
      ['expect', { item: r1 }],
      ['wait', 1],
      ['expect', { show: false, type: null, item: null }],
    ],
  ],
  [
    '開く → 開く → 閉じる の連打: 保留中の表示は取り消され、出てこない',
    [
      ['open', 'form-time-shift', null],
      ['open', 'form-block-shift', null],
      ['wait', 100],
      ['close'],
      ['wait', 1000],
      ['expect', { show: false, type: null, item: null }],
    ],
  ],
  [
    '閉じている途中で開くとすぐに出て、閉じたときのタイマーは新しい項目を消さない',
    [
      ['open', 'form-reservation-detail', r1],
      ['close'],
      ['wait', 100],
      ['open', 'form-reservation', r2],
      ['expect', { show: true, type: 'form-reservation', item: r2 }],
      ['wait', 1000],
      ['expect', { show: true, type: 'form-reservation', item: r2 }],
    ],
  ],
  [
    '切り替え待ちの間にさらに開くと、最後の要求だけが（その時点から 250 ms 後に）出る',
    [
      ['open', 'form-time-shift', null],
      ['open', 'form-block-shift', null],
      ['wait', 100],
      ['open', 'form-reservation', r2],
      ['wait', 249],
      ['expect', { show: false }],
      ['wait', 1],
      ['expect', { show: true, type: 'form-reservation', item: r2 }],
      ['wait', 1000],
      ['expect', { show: true, type: 'form-reservation', item: r2 }],
    ],
  ],
  [
    '閉じているときに閉じても何も起きない',
    [['close'], ['wait', 1000], ['expect', { show: false, type: null, item: null }]],
  ],
];

describe('createSidePanelController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(scenarios)('%s', (_name, steps) => {
    const panel = createSidePanelController<Reservation>();
    for (const step of steps) {
      if (step[0] === 'open') panel.open(step[1], step[2]);
      else if (step[0] === 'close') panel.close();
      else if (step[0] === 'wait') vi.advanceTimersByTime(step[1]);
      else expect(panel.getState()).toMatchObject(step[1]);
    }
    panel.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('開く → 開く → 閉じる の後に保留中のタイマーは 1 つだけ（前のものは取り消し済み）', () => {
    const panel = createSidePanelController<Reservation>();
    panel.open('form-time-shift');
    panel.open('form-block-shift');
    expect(vi.getTimerCount()).toBe(1);
    panel.close();
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('状態が変わったときだけ購読者に知らせ、解除後は知らせない', () => {
    const panel = createSidePanelController<Reservation>();
    const listener = vi.fn();
    const unsubscribe = panel.subscribe(listener);
    panel.open('form-reservation-detail', r1);
    panel.open('form-reservation-detail', r1);
    expect(listener).toHaveBeenCalledTimes(1);
    panel.close();
    vi.advanceTimersByTime(SIDE_PANEL_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    panel.open('form-time-shift');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('注入したスケジューラーと待ち時間を使う', () => {
    const scheduled: [() => void, number][] = [];
    const panel = createSidePanelController<Reservation>({
      delayMs: 10,
      scheduler: {
        setTimeout: (callback, ms) => scheduled.push([callback, ms]),
        clearTimeout: () => {},
      },
    });
    panel.open('form-time-shift');
    panel.close();
    expect(scheduled.map(([, ms]) => ms)).toEqual([10]);
    scheduled[0]?.[0]();
    expect(panel.getState()).toEqual({ show: false, type: null, item: null });
  });

  it('dispose は保留中のタイマーを止める', () => {
    const panel = createSidePanelController<Reservation>();
    panel.open('form-time-shift');
    panel.open('form-block-shift');
    panel.dispose();
    vi.runAllTimers();
    expect(panel.getState()).toMatchObject({ show: false, type: 'form-time-shift' });
  });

  it('待ち時間は仕様 §9 の 250 ms で、パネルのスライドのトークンと同じ', () => {
    expect(SIDE_PANEL_DELAY_MS).toBe(250);
    expect(consoleTokens.durationMs.sidePanel).toBe(SIDE_PANEL_DELAY_MS);
  });
});
