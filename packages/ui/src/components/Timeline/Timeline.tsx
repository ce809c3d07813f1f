import {
  type CSSProperties,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { dayOfWeek } from '../Calendar/dates';
import { dragItem } from './dragItem';
import { type LaneItem, layoutLanes } from './layoutLanes';
import * as styles from './Timeline.css';
import {
  formatDateLong,
  formatDayHeading,
  formatTimeRange,
  localDateTime,
  minutesToTime,
  snapToStep,
  timeToMinutes,
  weekDates,
} from './time';

/** 表示の種類。`schedule` は予約、`daily-shift`・`weekly-shift` は勤務（シフト）を編集する画面。 */
export type TimelineKind = 'daily-shift' | 'weekly-shift' | 'schedule';

/** カードの色。状態の値はアプリが決めるので、`statusTone` でこの 5 つのどれかに対応づける。 */
export type TimelineTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

/** 行になるリソース（担当者・席など）。 */
export interface TimelineResource {
  /** リソースの id。 */
  id: string;
  /** 行の見出しに出す名前。 */
  name: string;
}

/** 予約。 */
export interface TimelineReservation {
  /** 予約の id。 */
  id: string;
  /** 担当するリソースの id。 */
  resourceId: string;
  /** 日付（`yyyy-MM-dd`）。 */
  date: string;
  /** 開始（`HH:mm`、含む）。 */
  from: string;
  /** 終了（`HH:mm`、含まない）。 */
  to: string;
  /** お客様の名前。 */
  name: string;
  /** コース名。 */
  course?: string;
  /** 状態（値はアプリが決める）。`statusTone` で色が決まる。 */
  status?: string;
  /** 色を直接決める。`statusTone` より優先。 */
  tone?: TimelineTone;
  /**
   * カードに出す目印（「変更依頼」など）。色だけに頼らず文字で示し、枠を破線にする。読み上げ名の先頭にも付く。
   */
  badge?: string;
  /**
   * 幅のとても狭いカード（30 分の予約など）で目印の代わりに出す短い文字（「依頼」など）。省略時は `badge` のまま。
   * 読み上げ名と全文のツールチップには `badge` が入る。
   */
  badgeShort?: string;
}

/** 勤務（シフト）。 */
export interface TimelineShift {
  /** シフトの id。 */
  id: string;
  /** 勤務するリソースの id。 */
  resourceId: string;
  /** 日付（`yyyy-MM-dd`）。 */
  date: string;
  /** 開始（`HH:mm`）。 */
  from: string;
  /** 終了（`HH:mm`）。 */
  to: string;
  /** メモ（シフトの表示では名前の後ろに出す）。 */
  description?: string;
}

/** ブロック時間（予約を受けない時間）。 */
export interface TimelineBlock {
  /** ブロックの id。 */
  id: string;
  /** 対象のリソースの id。 */
  resourceId: string;
  /** 日付（`yyyy-MM-dd`）。 */
  date: string;
  /** 開始（`HH:mm`）。 */
  from: string;
  /** 終了（`HH:mm`）。 */
  to: string;
  /** 表示名（既定は「ブロック」）。 */
  label?: string;
}

/** 押された項目。 */
export type TimelineItemRef =
  | { type: 'reservation'; item: TimelineReservation }
  | { type: 'shift'; item: TimelineShift }
  | { type: 'block'; item: TimelineBlock };

/** ドラッグで動かした結果（アプリが確認して保存する）。 */
export type TimelineItemChange = (
  | { type: 'reservation'; item: TimelineReservation }
  | { type: 'shift'; item: TimelineShift }
) & {
  /** 移動先のリソースの id。 */
  resourceId: string;
  /** 移動先の日付（`yyyy-MM-dd`）。 */
  date: string;
  /** 新しい開始 `HH:mm`。 */
  from: string;
  /** 新しい終了 `HH:mm`。 */
  to: string;
};

/** 空いている枠が押されたときの位置。 */
export interface TimelineSlot {
  resourceId: string;
  /** `yyyy-MM-dd`。 */
  date: string;
  /** 刻みに丸めた開始時刻 `HH:mm`。 */
  time: string;
}

export interface TimelineProps {
  /** 表示の種類。`schedule`（予約）・`daily-shift`（1 日のシフト）・`weekly-shift`（月曜始まりの 1 週間のシフト）。 */
  kind: TimelineKind;
  /** 表示する日（`yyyy-MM-dd`）。週の表示ではこの日を含む月曜〜日曜。 */
  date: string;
  /** 行にするリソース（上から順に）。 */
  resources: readonly TimelineResource[];
  /** 予約（`schedule` でカードとして表示）。 */
  reservations?: readonly TimelineReservation[];
  /** 勤務。`schedule` では背景の帯、シフトの表示では押せるカード。 */
  shifts?: readonly TimelineShift[];
  /** ブロック時間（斜線）。 */
  blocks?: readonly TimelineBlock[];
  /** 表示の開始時刻（営業開始、`HH:mm`）。 */
  startTime?: string;
  /** 表示の終了時刻（営業終了、`HH:mm`）。 */
  endTime?: string;
  /** 空き枠を押したときの時刻の刻み（分）。 */
  minuteStep?: number;
  /** 現在時刻。省略時は端末の時計（1 分ごとに更新）、`null` なら線を出さない。 */
  now?: Date | null;
  /** 予約の状態 → カードの色。ない状態は `info`。 */
  statusTone?: Readonly<Record<string, TimelineTone>>;
  /** 空いている枠が押された（新規予約・新規シフトの入口）。 */
  onSlotClick?: (slot: TimelineSlot) => void;
  /** 予約・シフト・ブロックが押された（Enter・Space でも）。 */
  onItemClick?: (ref: TimelineItemRef) => void;
  /** 渡すと予約（シフトの表示ではシフト）をドラッグで別の時刻・リソースへ動かし、右端で終了を変えられる。刻みに丸めた結果を通知するだけで、項目は変えない。 */
  onItemChange?: (change: TimelineItemChange) => void;
  /** 週の表示の左上の見出し（行の種類）。 */
  resourcesLabel?: string;
  /** 行がないときの文。 */
  emptyText?: string;
  /** 全体の読み上げ名。省略時は「スケジュール 2024年4月1日(月)」など。 */
  'aria-label'?: string;
  /** ルート要素に足すクラス。 */
  className?: string;
}

export const timelineKindLabels: Record<TimelineKind, string> = {
  schedule: 'スケジュール',
  'daily-shift': 'シフト（日）',
  'weekly-shift': 'シフト（週）',
};

/**
 * カードの読み上げ名「山田花子 10:00–11:00 カット」。目印があれば先頭に（「変更依頼 山田花子 …」）:
 * 見えている文字と同じ順にする（axe label-content-name-mismatch）。
 */
export const reservationLabel = (r: TimelineReservation) =>
  [r.badge, r.name, formatTimeRange(r.from, r.to), r.course].filter(Boolean).join(' ');

/**
 * 目印のあるカードの中身（目印のあるカードは少ないので、行ごとの要素にしても DOM は増えすぎない）。
 * 広いカードは「[変更依頼] 名前 / 時間 / コース」。狭いカード（コンテナクエリ）は目印を 1 行目に置き、
 * 時間の行を省いて「[依頼] / 名前 / コース」: 目印が名前を押し出さず、名前とコースが残る
 * （時間はカードの位置・ツールチップ・読み上げ名にある）。
 */
function BadgedCardText({ reservation: r }: { reservation: TimelineReservation }) {
  return (
    <>
      <span className={styles.cardLine} data-line="name">
        <span className={styles.badge}>
          {r.badgeShort ? (
            <>
              <span className={styles.badgeFull}>{r.badge}</span>
              <span className={styles.badgeShort} aria-hidden="true">
                {r.badgeShort}
              </span>
            </>
          ) : (
            r.badge
          )}
        </span>{' '}
        <span className={styles.cardName}>{r.name}</span>
      </span>{' '}
      {/* 行の間の空白: 中身から作る読み上げ名が「変更依頼 山田花子 10:00–11:00 カット」と語で区切られる。 */}
      <span className={styles.cardLine} data-line="time">
        {formatTimeRange(r.from, r.to)}
      </span>{' '}
      {r.course && (
        <span className={styles.cardLine} data-line="course">
          {r.course}
        </span>
      )}
    </>
  );
}

/** シフトの読み上げ名「勤務 10:00–19:00 遅番」。週の表示では日付を前に付ける（「4/6(土) 勤務 10:00–19:00」）。 */
const shiftLabel = (s: TimelineShift, withDate: boolean) =>
  [withDate && formatDayHeading(s.date), '勤務', formatTimeRange(s.from, s.to), s.description]
    .filter(Boolean)
    .join(' ');
const blockLabel = (b: TimelineBlock) => `${b.label ?? 'ブロック'} ${formatTimeRange(b.from, b.to)}`;

/** 見えている右端の時刻の次の正時 `18:00`（はみ出た時間の始まりとして示す。終わりを越えるなら切り捨て）。 */
const hiddenLabel = (minutes: number, end: number) => {
  const hour = Math.ceil(minutes / 60) * 60;
  return minutesToTime(hour < end ? hour : Math.floor(minutes / 60) * 60);
};

interface Placed<T> {
  item: T;
  column: number;
  start: number;
  end: number;
}

function useNow(now: Date | null | undefined): Date | null {
  const [clock, setClock] = useState<Date | null>(null);
  const live = now === undefined;
  useEffect(() => {
    if (!live) return;
    setClock(new Date());
    const timer = setInterval(() => setClock(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [live]);
  return live ? clock : now;
}

/** リソースを行、時刻を横軸にした予約・シフトの表。重なる項目はレーンを分けて並べる。 */
export function Timeline({
  kind,
  date,
  resources,
  reservations = [],
  shifts = [],
  blocks = [],
  startTime = '09:00',
  endTime = '21:00',
  minuteStep = 15,
  now,
  statusTone,
  onSlotClick,
  onItemClick,
  onItemChange,
  resourcesLabel = 'リソース',
  emptyText = '表示するリソースがありません',
  'aria-label': ariaLabel,
  className,
}: TimelineProps) {
  const start = timeToMinutes(startTime);
  const end = Math.max(timeToMinutes(endTime), start + 60);
  const span = end - start;
  const dates = useMemo(() => (kind === 'weekly-shift' ? weekDates(date) : [date]), [kind, date]);
  const columns = dates.length;
  const hours = Math.ceil(span / 60);
  const units = columns > 1 ? columns : hours;

  // リソース → その行の項目（表示範囲に掛かるものだけ）とレーン。
  const layout = useMemo(() => {
    const columnOf = new Map(dates.map((d, i) => [d, i]));
    const cards = kind === 'schedule' ? reservations : shifts;
    const byResource = new Map<
      string,
      {
        cards: Placed<TimelineReservation | TimelineShift>[];
        lanes: Map<string, number>;
        laneCount: number;
        shifts: Placed<TimelineShift>[];
        blocks: Placed<TimelineBlock>[];
      }
    >();
    const rowOf = (resourceId: string) => {
      let row = byResource.get(resourceId);
      if (!row) {
        row = { cards: [], lanes: new Map(), laneCount: 0, shifts: [], blocks: [] };
        byResource.set(resourceId, row);
      }
      return row;
    };
    const place = <T extends { date: string; from: string; to: string }>(item: T): Placed<T> | null => {
      const column = columnOf.get(item.date);
      if (column === undefined) return null;
      const itemStart = timeToMinutes(item.from);
      const itemEnd = Math.max(timeToMinutes(item.to), itemStart);
      if (itemEnd < start || itemStart >= end || (itemEnd === start && itemEnd > itemStart)) return null;
      return { item, column, start: itemStart, end: itemEnd };
    };
    for (const card of cards) {
      const placed = place(card);
      if (placed) rowOf(card.resourceId).cards.push(placed);
    }
    if (kind === 'schedule') {
      for (const shift of shifts) {
        const placed = place(shift);
        if (placed) rowOf(shift.resourceId).shifts.push(placed);
      }
    }
    for (const b of blocks) {
      const placed = place(b);
      if (placed) rowOf(b.resourceId).blocks.push(placed);
    }
    for (const row of byResource.values()) {
      // 週の表示では日ごとに別の区間になるよう、列の分だけずらしてからレーンを決める。
      const items: LaneItem[] = row.cards.map((c) => ({
        id: c.item.id,
        start: c.column * 1440 + c.start,
        end: c.column * 1440 + c.end,
      }));
      const { lane, laneCount } = layoutLanes(items);
      row.lanes = lane;
      row.laneCount = laneCount;
    }
    return byResource;
  }, [dates, kind, reservations, shifts, blocks, start, end]);

  /** 列と分 → 横軸の百分率。 */
  const x = (column: number, minutes: number) =>
    ((column + (Math.min(Math.max(minutes, start), end) - start) / span) / columns) * 100;
  const position = (p: { column: number; start: number; end: number }): CSSProperties => {
    const left = x(p.column, p.start);
    return { left: `${left}%`, width: `${Math.max(x(p.column, Math.max(p.end, p.start + 1)) - left, 0)}%` };
  };

  const current = useNow(now);
  const nowPoint = current ? localDateTime(current) : null;
  const nowColumn = nowPoint ? dates.indexOf(nowPoint.date) : -1;
  const nowFraction =
    nowPoint && nowColumn >= 0 && nowPoint.minutes >= start && nowPoint.minutes <= end
      ? x(nowColumn, nowPoint.minutes) / 100
      : null;

  // ドラッグ: 押した位置からの移動量を分に直し、離したときに dragItem で刻みに丸めて通知する。
  const [drag, setDrag] = useState<{
    id: string;
    mode: 'move' | 'resize';
    delta: number;
    resourceId: string;
    dy: number;
  } | null>(null);
  const justDragged = useRef(false);
  const startDrag =
    (placed: Placed<TimelineReservation | TimelineShift>, resourceId: string) =>
    (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (!onItemChange || event.button !== 0) return;
      const track = event.currentTarget.closest<HTMLElement>('[data-track]');
      if (!track) return;
      const mode = (event.target as Element).closest('[data-resize-handle]') ? 'resize' : 'move';
      const origin = { x: event.clientX, y: event.clientY, rect: track.getBoundingClientRect() };
      const perPixel = (span * columns) / origin.rect.width;
      let moved = false;
      let latest = { delta: 0, resourceId, dy: 0 };
      const onMove = (e: PointerEvent) => {
        if (!moved && Math.hypot(e.clientX - origin.x, e.clientY - origin.y) < 4) return;
        moved = true;
        let target = resourceId;
        let dy = 0;
        if (mode === 'move') {
          const over = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-track]');
          if (over?.dataset.track) {
            target = over.dataset.track;
            dy = over.getBoundingClientRect().top - origin.rect.top;
          }
        }
        latest = { delta: (e.clientX - origin.x) * perPixel, resourceId: target, dy };
        setDrag({ id: placed.item.id, mode, ...latest });
      };
      const onUp = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
        setDrag(null);
        if (!moved) return;
        // 離した後に来るクリック（カード・行のどちらでも）は、ドラッグの終わりなので無視する。
        justDragged.current = true;
        setTimeout(() => {
          justDragged.current = false;
        }, 0);
        const next = dragItem(
          placed,
          latest.delta,
          { viewStart: start, viewEnd: end, columns, step: minuteStep },
          mode,
        );
        const change = {
          resourceId: latest.resourceId,
          date: dates[next.column] as string,
          from: minutesToTime(next.start),
          to: minutesToTime(next.end),
        };
        const item = placed.item;
        if (
          change.resourceId === item.resourceId &&
          change.date === item.date &&
          change.from === minutesToTime(placed.start) &&
          change.to === minutesToTime(placed.end)
        )
          return;
        onItemChange(
          kind === 'schedule'
            ? { type: 'reservation', item: item as TimelineReservation, ...change }
            : { type: 'shift', item: item as TimelineShift, ...change },
        );
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
    };
  // ドラッグ中はカードを元の場所に残し、落ちる先（刻みに丸めた時刻と行）に影を出す。離す前に行き先が分かる。
  const dropPreview = (() => {
    if (!drag) return null;
    for (const row of layout.values()) {
      const placed = row.cards.find((c) => c.item.id === drag.id);
      if (!placed) continue;
      const next = dragItem(
        placed,
        drag.delta,
        { viewStart: start, viewEnd: end, columns, step: minuteStep },
        drag.mode,
      );
      return {
        resourceId: drag.resourceId,
        next,
        range: formatTimeRange(minutesToTime(next.start), minutesToTime(next.end)),
      };
    }
    return null;
  })();
  const clickItem = (ref: TimelineItemRef) => {
    if (justDragged.current) return;
    onItemClick?.(ref);
  };

  const handleTrackClick = (resourceId: string) => (event: MouseEvent<HTMLDivElement>) => {
    if (!onSlotClick || justDragged.current || (event.target as Element).closest('button')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const fraction = Math.min(Math.max((event.clientX - rect.left) / rect.width, 0), 0.999999) * columns;
    const column = Math.floor(fraction);
    const minutes = start + (fraction - column) * span;
    const snapped = snapToStep(minutes, { start, end, step: minuteStep });
    onSlotClick({ resourceId, date: dates[column] as string, time: minutesToTime(snapped) });
  };

  // 営業の終わりの時間（18:00 以降など）が横にはみ出て見えないとき、右端に「18:00以降 →」を出す。
  // 見えている右端の時刻（時の単位に切り捨て）を名前にして、押すとその日の終わりまでスクロールする。
  const rootRef = useRef<HTMLElement>(null);
  const [hiddenFrom, setHiddenFrom] = useState<string | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || columns > 1) {
      setHiddenFrom(null);
      return;
    }
    const update = () => {
      const track = root.querySelector<HTMLElement>('[data-track]');
      const visibleRight = root.scrollLeft + root.clientWidth;
      if (!track || visibleRight >= root.scrollWidth - 1) return setHiddenFrom(null);
      const trackLeft =
        track.getBoundingClientRect().left - root.getBoundingClientRect().left + root.scrollLeft;
      const minutes = start + ((visibleRight - trackLeft) / track.offsetWidth) * span;
      setHiddenFrom(minutes >= end ? null : hiddenLabel(Math.max(start, minutes), end));
    };
    update();
    root.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(root);
    return () => {
      root.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [columns, start, end, span]);
  const showLater = () => {
    const root = rootRef.current;
    root?.scrollTo({ left: root.scrollWidth, behavior: 'smooth' });
  };
  // 日を開いたとき、今の時刻が右にはみ出ていればそこまでスクロールする（夕方に開くと 18:00 以降が見える）。
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || nowFraction === null || scrolledFor.current === date) return;
    scrolledFor.current = date;
    const track = root.querySelector<HTMLElement>('[data-track]');
    if (!track) return;
    const nowX = track.offsetLeft + track.offsetWidth * nowFraction;
    if (nowX > root.clientWidth - 24) root.scrollLeft = nowX - root.clientWidth / 2;
  }, [date, nowFraction]);

  const label =
    ariaLabel ??
    `${timelineKindLabels[kind]} ${columns > 1 ? `${formatDateLong(dates[0] as string)}〜${formatDateLong(dates[columns - 1] as string)}` : formatDateLong(date)}`;

  return (
    <section
      ref={rootRef}
      className={['console-ui-Timeline', styles.root, className].filter(Boolean).join(' ')}
      data-kind={kind}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: 横にスクロールする領域をキーボードでもスクロールできるようにする（axe scrollable-region-focusable）。
      tabIndex={0}
    >
      <div className={styles.grid} style={{ [styles.unitsVar.slice(4, -1)]: String(units) } as CSSProperties}>
        <div className={styles.header}>
          <div className={styles.corner}>{columns > 1 ? resourcesLabel : formatDayHeading(date)}</div>
          <div className={styles.axis} aria-hidden="true">
            {columns > 1
              ? dates.map((d, i) => (
                  <div
                    key={d}
                    className={styles.dayHeader}
                    data-day-header={d}
                    data-weekday={dayOfWeek(d)}
                    style={{ left: `${(i / columns) * 100}%`, width: `${100 / columns}%` }}
                  >
                    {formatDayHeading(d)}
                  </div>
                ))
              : Array.from({ length: hours }, (_, i) => start + i * 60).map((m) => (
                  <div
                    key={m}
                    className={styles.hourLabel}
                    data-hour={minutesToTime(m)}
                    style={{ left: `${x(0, m)}%` }}
                  >
                    {`${Math.floor(m / 60)}:${minutesToTime(m).slice(3)}`}
                  </div>
                ))}
          </div>
          {hiddenFrom && (
            <div className={styles.laterAnchor}>
              {/* マウス・タッチの近道。キーボードでは表全体（tabIndex 0 のスクロール領域）を矢印キーで
                  横に送れるので、Tab の順には入れない（表の最初の予約の前に毎回止まらないように）。 */}
              <button
                type="button"
                tabIndex={-1}
                className={styles.later}
                data-later={hiddenFrom}
                onClick={showLater}
              >
                {`${hiddenFrom}以降 →`}
              </button>
            </div>
          )}
        </div>
        <div className={styles.rows}>
          {resources.map((resource) => {
            const row = layout.get(resource.id);
            return (
              // biome-ignore lint/a11y/useSemanticElements: 行は予約のまとまりでフォームではないので fieldset にしない。
              <div
                key={resource.id}
                className={styles.row}
                role="group"
                aria-label={resource.name}
                data-resource-id={resource.id}
              >
                <div className={styles.resourceName}>{resource.name}</div>
                {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: 空き枠のクリックはマウス用の近道。キーボードでは画面の「新規予約」ボタンから同じ操作ができる。 */}
                <div
                  className={styles.track}
                  data-track={resource.id}
                  style={{ [styles.lanesVar.slice(4, -1)]: String(row?.laneCount ?? 0) } as CSSProperties}
                  onClick={handleTrackClick(resource.id)}
                >
                  {row?.shifts.map((s) => (
                    <div
                      key={s.item.id}
                      className={styles.shiftBand}
                      data-shift={s.item.id}
                      style={position(s)}
                    />
                  ))}
                  {row?.blocks.map((b) => (
                    <button
                      key={b.item.id}
                      type="button"
                      className={styles.block}
                      data-block={b.item.id}
                      style={position(b)}
                      aria-label={blockLabel(b.item)}
                      onClick={() => clickItem({ type: 'block', item: b.item })}
                    >
                      <span className={styles.blockLabel}>{b.item.label ?? 'ブロック'}</span>
                    </button>
                  ))}
                  {row?.cards.map((c) => {
                    const lane = row.lanes.get(c.item.id) ?? 0;
                    const style = {
                      ...position(c),
                      [styles.laneVar.slice(4, -1)]: String(lane),
                    } as CSSProperties;
                    if (kind === 'schedule') {
                      const r = c.item as TimelineReservation;
                      const tone =
                        r.tone ?? (r.status !== undefined ? statusTone?.[r.status] : undefined) ?? 'info';
                      return (
                        <button
                          key={r.id}
                          type="button"
                          className={styles.card}
                          data-tone={tone}
                          data-lane={lane}
                          data-reservation={r.id}
                          style={style}
                          // 目印のあるカードは中身が読み上げ名（狭いカードで見えない時間も、読み上げには残す）。
                          aria-label={r.badge ? undefined : reservationLabel(r)}
                          // 狭いカードでは行が省略されるので、全文をツールチップでも読めるようにする。
                          title={reservationLabel(r)}
                          data-badge={r.badge ? '' : undefined}
                          data-draggable={onItemChange ? '' : undefined}
                          data-dragging={drag?.id === r.id || undefined}
                          onPointerDown={startDrag(c, resource.id)}
                          onClick={() => clickItem({ type: 'reservation', item: r })}
                        >
                          {r.badge ? (
                            <BadgedCardText reservation={r} />
                          ) : (
                            // 名前・時間・コースを 1 行ずつ（読み上げ名と同じ順）。行は折り返さず「…」で切るので、
                            // 短いカードでも名前とコースの行が残る。1 つのテキストにして 600 件でも DOM を小さく保つ。
                            [r.name, formatTimeRange(r.from, r.to), r.course].filter(Boolean).join('\n')
                          )}
                          {onItemChange && (
                            <span className={styles.resizeHandle} data-resize-handle aria-hidden="true" />
                          )}
                        </button>
                      );
                    }
                    const s = c.item as TimelineShift;
                    return (
                      <button
                        key={s.id}
                        type="button"
                        className={styles.card}
                        data-tone="info"
                        data-lane={lane}
                        data-shift={s.id}
                        style={style}
                        aria-label={shiftLabel(s, columns > 1)}
                        title={shiftLabel(s, columns > 1)}
                        data-draggable={onItemChange ? '' : undefined}
                        data-dragging={drag?.id === s.id || undefined}
                        onPointerDown={startDrag(c, resource.id)}
                        onClick={() => clickItem({ type: 'shift', item: s })}
                      >
                        {[formatTimeRange(s.from, s.to), s.description].filter(Boolean).join('\n')}
                        {onItemChange && (
                          <span className={styles.resizeHandle} data-resize-handle aria-hidden="true" />
                        )}
                      </button>
                    );
                  })}
                  {dropPreview?.resourceId === resource.id && (
                    <div
                      className={styles.dropPreview}
                      data-drop-preview={dropPreview.range}
                      aria-hidden="true"
                      style={position(dropPreview.next)}
                    >
                      {columns > 1 ? `${formatDayHeading(dates[dropPreview.next.column] as string)} ` : ''}
                      {dropPreview.range}
                    </div>
                  )}
                </div>
              </div>
            );
          })}
          {nowFraction !== null && (
            <div
              className={styles.nowLine}
              data-now-line={minutesToTime(nowPoint?.minutes ?? 0)}
              aria-hidden="true"
              style={{ [styles.nowVar.slice(4, -1)]: String(nowFraction) } as CSSProperties}
            />
          )}
        </div>
        {resources.length === 0 && <p className={styles.empty}>{emptyText}</p>}
      </div>
    </section>
  );
}

/** 凡例の 1 項目: カードの色（`tone`）か、目印（破線の枠）・予定ブロック（斜線）・勤務（帯）の見本。 */
export type TimelineLegendItem =
  | { tone: TimelineTone; label: string }
  | { swatch: 'badge' | 'block' | 'shift'; label: string };

export interface TimelineLegendProps {
  /** 並べる項目（左から順に）。 */
  items: readonly TimelineLegendItem[];
  /** 読み上げ名。 */
  'aria-label'?: string;
  className?: string;
}

/** タイムラインの色・模様の凡例。カードと同じ色の見本に名前を添える。 */
export function TimelineLegend({ items, 'aria-label': ariaLabel = '凡例', className }: TimelineLegendProps) {
  return (
    <ul
      className={['console-ui-TimelineLegend', styles.legend, className].filter(Boolean).join(' ')}
      aria-label={ariaLabel}
    >
      {items.map((item) => (
        <li key={item.label} className={styles.legendItem}>
          <span
            className={styles.swatch}
            data-tone={'tone' in item ? item.tone : undefined}
            data-swatch={'swatch' in item ? item.swatch : undefined}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
