import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { isComposingEvent } from '../../internal/ime';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { NumberStepper } from '../NumberStepper';
import * as styles from './AreaEditor.css';
import {
  AREA_HANDLES,
  type AreaEditorArea,
  type AreaGrid,
  type AreaHandle,
  type AreaRect,
  areaLetter,
  DEFAULT_MAX_AREAS,
  DEFAULT_MIN_SIZE,
  gridLines,
  moveRect,
  nextAreaId,
  nudgeRect,
  overlapsById,
  placeNewArea,
  rectFromPoints,
  resizeRect,
  setRectField,
} from './areaModel';
import { type AreaEditorMessages, areaEditorMessages } from './messages';

export interface AreaEditorProps {
  /** 画像の URL（data URL も可）。 */
  src: string;
  /** 画像の本来の幅（px）。座標はすべてこの画像の px で表す（例: 2500）。 */
  imageWidth: number;
  /** 画像の本来の高さ（px）（例: 1686・843）。 */
  imageHeight: number;
  /** タップ領域（画像の px、整数）。並び順が A, B, C… の記号になる。 */
  areas: AreaEditorArea[];
  /** 領域を描いた・動かした・大きさを変えた・削除したとき。新しい配列全体を渡す。 */
  onChange: (areas: AreaEditorArea[]) => void;
  /** 選択中の領域の id（渡すと制御モード）。 */
  selectedId?: string | null;
  /** 選択が変わったとき（画像の上でも一覧でも）。 */
  onSelect?: (id: string | null) => void;
  /** 合わせるグリッド: 列と行（LINE のテンプレート）か、px の刻み。線も画像の上に描く。 */
  grid?: AreaGrid;
  /** グリッドに合わせるか（渡すと制御モード）。キーボードと数値の入力は合わせず 1 px 単位。 */
  snap?: boolean;
  /** 制御しないときの、グリッドに合わせるかの初期値。既定は true。 */
  defaultSnap?: boolean;
  /** 「グリッドに合わせる」が切り替わったとき。 */
  onSnapChange?: (snap: boolean) => void;
  /** 領域の数の上限。既定は LINE の上限の 20。 */
  maxAreas?: number;
  /** 領域の最小の幅・高さ（画像の px）。既定は 40。 */
  minSize?: number;
  /** 新しい領域の id を作る。既定は `area-1`, `area-2`… のうち使われていないもの。 */
  createId?: (areas: AreaEditorArea[]) => string;
  /** 操作できない状態にする（表示と読み上げはできる）。 */
  disabled?: boolean;
  /** エディター全体の名前。既定は「タップ領域の編集」。 */
  'aria-label'?: string;
  /** 文言を差し替える。 */
  messages?: Partial<AreaEditorMessages>;
  /** ルート要素に足すクラス。 */
  className?: string;
}

type Drag = {
  kind: 'move' | 'resize' | 'draw';
  id: string | null;
  handle: AreaHandle | null;
  start: AreaRect | null;
  origin: { x: number; y: number };
  client: { x: number; y: number };
  pointerId: number;
  moved: boolean;
  rect: AreaRect | null;
};

/** A drag starts after this many screen px, so a click (or a tap) only selects. */
const DRAG_THRESHOLD_PX = 3;

/**
 * リッチメニューなどの画像の上にタップ領域（矩形）を描く。画像は入れ物の幅に合わせて縮むが、座標は画像の px で扱う。
 * ポインター（マウス・タッチ）で描く・動かす・角と辺で大きさを変える（グリッドに合わせられる）ほか、キーボードだけで
 * 追加（N・Enter・「エリアを追加」）、移動（矢印 1 px、Shift 10 px）、大きさ（Alt + 矢印）、削除（Delete）ができ、
 * 横（狭い幅では下）の一覧で各領域の x・y・幅・高さを数値で入力できる。変更は読み上げ、重なりは注意を出す。
 */
export function AreaEditor({
  src,
  imageWidth,
  imageHeight,
  areas,
  onChange,
  selectedId: selectedProp,
  onSelect,
  grid,
  snap: snapProp,
  defaultSnap = true,
  onSnapChange,
  maxAreas = DEFAULT_MAX_AREAS,
  minSize = DEFAULT_MIN_SIZE,
  createId = nextAreaId,
  disabled = false,
  'aria-label': ariaLabel,
  messages,
  className,
}: AreaEditorProps) {
  const text = { ...areaEditorMessages, ...messages };
  const image = useMemo(() => ({ width: imageWidth, height: imageHeight }), [imageWidth, imageHeight]);
  const [selectedState, setSelectedState] = useState<string | null>(null);
  const selectedId = selectedProp === undefined ? selectedState : selectedProp;
  const [snapState, setSnapState] = useState(defaultSnap);
  const snapOn = snapProp ?? snapState;
  const snapGrid = snapOn && grid ? grid : null;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', n: 0 });
  const [notice, setNotice] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const ids = useId();
  const hintId = `${ids}-hint`;

  const names = new Map(areas.map((a, i) => [a.id, text.areaName(areaLetter(i), a.label)]));
  const nameOf = (id: string) => names.get(id) ?? '';
  const overlaps = overlapsById(areas);

  const announce = (message: string) => setAnnouncement((prev) => ({ text: message, n: prev.n + 1 }));
  const select = (id: string | null) => {
    if (selectedProp === undefined) setSelectedState(id);
    if (id !== selectedId) onSelect?.(id);
  };
  const setSnap = (next: boolean) => {
    if (snapProp === undefined) setSnapState(next);
    onSnapChange?.(next);
  };
  /** The overlap note of one area after a change, for the announcement. */
  const overlapText = (id: string, next: AreaEditorArea[]) => {
    const others = overlapsById(next).get(id);
    if (!others) return '';
    const nextNames = new Map(next.map((a, i) => [a.id, text.areaName(areaLetter(i), a.label)]));
    return ` ${text.overlap(others.map((o) => nextNames.get(o) ?? ''))}`;
  };

  const updateRect = (id: string, rect: AreaRect) => {
    const current = areas.find((a) => a.id === id);
    if (!current) return;
    if (
      current.x === rect.x &&
      current.y === rect.y &&
      current.width === rect.width &&
      current.height === rect.height
    )
      return;
    const next = areas.map((a) => (a.id === id ? { ...a, ...rect } : a));
    onChange(next);
    announce(text.changed(nameOf(id), rect) + overlapText(id, next));
  };

  const addArea = (rect?: AreaRect) => {
    if (disabled) return;
    if (areas.length >= maxAreas) {
      const message = text.limit(maxAreas);
      setNotice(message);
      announce(message);
      return;
    }
    setNotice('');
    const placed = rect ?? placeNewArea(areas, image, grid, minSize);
    const id = createId(areas);
    const next = [...areas, { id, ...placed }];
    onChange(next);
    select(id);
    pendingFocus.current = `[data-area-id="${CSS.escape(id)}"]`;
    announce(text.added(text.areaName(areaLetter(areas.length)), placed) + overlapText(id, next));
  };

  const removeArea = (id: string, from: 'image' | 'list') => {
    const index = areas.findIndex((a) => a.id === id);
    if (index < 0 || disabled) return;
    const name = nameOf(id);
    const next = areas.filter((a) => a.id !== id);
    onChange(next);
    setNotice('');
    if (selectedId === id) select(null);
    // Focus stays where the user was: on the image, the area that took this one's place (or the surface);
    // in the list, that area's delete button (or the add button).
    const neighbour = (next[index] ?? next[index - 1])?.id;
    pendingFocus.current =
      from === 'image'
        ? neighbour
          ? `[data-area-id="${CSS.escape(neighbour)}"]`
          : '[data-area-surface]'
        : neighbour
          ? `[data-remove-id="${CSS.escape(neighbour)}"]`
          : '[data-add-area]';
    announce(text.removed(name));
  };

  useEffect(() => {
    const selector = pendingFocus.current;
    if (!selector) return;
    pendingFocus.current = null;
    rootRef.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  });

  // --- Pointer: window listeners so a drag that ends outside the surface (or the window) still ends. ---
  const toImage = (clientX: number, clientY: number) => {
    const box = surfaceRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return { x: 0, y: 0 };
    return {
      x: ((clientX - box.left) * imageWidth) / box.width,
      y: ((clientY - box.top) * imageHeight) / box.height,
    };
  };
  // The listeners live for one drag; they read the latest render through this ref.
  const latest = useRef({ areas, updateRect, addArea, select, selectedId, snapGrid, announce });
  latest.current = { areas, updateRect, addArea, select, selectedId, snapGrid, announce };
  const dragRef = useRef<Drag | null>(null);
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0 || !event.isPrimary || dragRef.current) return;
    const target = event.target as Element;
    const areaEl = target.closest<HTMLElement>('[data-area-id]');
    const handleEl = target.closest<HTMLElement>('[data-handle]');
    const id = areaEl?.dataset.areaId ?? null;
    const current = id ? (areas.find((a) => a.id === id) ?? null) : null;
    // No text selection, no native image drag; focus is set by hand below.
    event.preventDefault();
    // Focusing an area selects it (onFocus); one already focused is selected here.
    if (current && areaEl && document.activeElement !== areaEl) areaEl.focus({ preventScroll: true });
    else if (current) select(current.id);
    else surfaceRef.current?.focus({ preventScroll: true });
    const surface = surfaceRef.current;
    try {
      surface?.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (a test) has no capture to take; the window listeners still see it.
    }
    const drag: Drag = {
      kind: current ? (handleEl ? 'resize' : 'move') : 'draw',
      id: current?.id ?? null,
      handle: (handleEl?.dataset.handle as AreaHandle | undefined) ?? null,
      start: current,
      origin: toImage(event.clientX, event.clientY),
      client: { x: event.clientX, y: event.clientY },
      pointerId: event.pointerId,
      moved: false,
      rect: null,
    };
    dragRef.current = drag;

    const onMove = (e: PointerEvent) => {
      if (e.pointerId !== drag.pointerId) return;
      if (!drag.moved && Math.hypot(e.clientX - drag.client.x, e.clientY - drag.client.y) < DRAG_THRESHOLD_PX)
        return;
      drag.moved = true;
      const { snapGrid: snapTo, areas: now } = latest.current;
      const point = toImage(e.clientX, e.clientY);
      const dx = point.x - drag.origin.x;
      const dy = point.y - drag.origin.y;
      if (drag.kind === 'move' && drag.start) drag.rect = moveRect(drag.start, dx, dy, image, snapTo);
      else if (drag.kind === 'resize' && drag.start && drag.handle)
        drag.rect = resizeRect(drag.start, drag.handle, dx, dy, image, minSize, snapTo);
      // Past the limit nothing is drawn; the message comes when the drag ends.
      else if (drag.kind === 'draw' && now.length < maxAreas)
        drag.rect = rectFromPoints(drag.origin, point, image, minSize, snapTo);
      setDrag({ ...drag });
    };
    const finish = (commit: boolean) => {
      stopDrag.current?.();
      const { updateRect: update, addArea: add, select: choose, selectedId: chosen } = latest.current;
      if (!commit) return;
      if (!drag.moved) {
        // A click on empty image space deselects.
        if (drag.kind === 'draw' && chosen !== null) choose(null);
        return;
      }
      if (drag.kind === 'draw') add(drag.rect ?? undefined);
      else if (drag.id && drag.rect) update(drag.id, drag.rect);
    };
    const onUp = (e: PointerEvent) => {
      if (e.pointerId === drag.pointerId) finish(true);
    };
    // A cancelled pointer (the browser took the touch, the pen left) leaves the areas as they were.
    const onCancel = (e: PointerEvent) => {
      if (e.pointerId === drag.pointerId) finish(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        // Esc during a drag only cancels the drag (the surface's Esc would also deselect).
        e.preventDefault();
        e.stopPropagation();
        finish(false);
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey, true);
    stopDrag.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey, true);
      try {
        if (surface?.hasPointerCapture(drag.pointerId)) surface.releasePointerCapture(drag.pointerId);
      } catch {
        // Already released.
      }
      stopDrag.current = null;
      dragRef.current = null;
      setDrag(null);
    };
  };

  // --- Keyboard: one handler on the surface; an area's keys act on the selected (= focused) area. ---
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || isComposingEvent(event) || event.ctrlKey || event.metaKey) return;
    const onSurface = event.target === event.currentTarget;
    if ((event.key === 'Enter' && onSurface) || ((event.key === 'n' || event.key === 'N') && !event.altKey)) {
      event.preventDefault();
      addArea();
      return;
    }
    const current = areas.find((a) => a.id === selectedId);
    if (event.key === 'Escape') {
      if (!current) return;
      // Handled here, so an enclosing dialog does not close too.
      event.preventDefault();
      event.stopPropagation();
      select(null);
      announce(text.deselected);
      surfaceRef.current?.focus({ preventScroll: true });
      return;
    }
    if (!current) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      removeArea(current.id, 'image');
      return;
    }
    // preventDefault also keeps Alt + ← from going back in the browser's history.
    const next = nudgeRect(current, event, image, minSize);
    if (!next) return;
    event.preventDefault();
    updateRect(current.id, next);
  };

  const percent = (value: number, total: number) => `${(value / total) * 100}%`;
  const position = (r: AreaRect) => ({
    left: percent(r.x, imageWidth),
    top: percent(r.y, imageHeight),
    width: percent(r.width, imageWidth),
    height: percent(r.height, imageHeight),
  });
  const shown = (a: AreaEditorArea): AreaRect => (drag?.id === a.id && drag.rect ? drag.rect : a);
  // Lines of a step grid finer than this are not drawn (they would only grey the image); snapping still works.
  const MAX_DRAWN_LINES = 60;
  const lines = (axis: 'x' | 'y') => {
    if (!grid) return [];
    const all = gridLines(grid, image, axis).slice(1, -1);
    return all.length > MAX_DRAWN_LINES ? [] : all;
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend and box would have to be undone; a named group is all it needs.
    <div
      ref={rootRef}
      role="group"
      aria-label={ariaLabel ?? text.editor}
      className={['console-ui-AreaEditor', styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.imageColumn}>
        <div className={styles.toolbar}>
          <Button
            variant="secondary"
            size="small"
            disabled={disabled}
            data-add-area=""
            onClick={() => addArea()}
          >
            {text.add}
          </Button>
          {grid && (
            <Checkbox
              label={text.snap}
              value={snapOn}
              onChange={(v) => setSnap(Boolean(v))}
              disabled={disabled}
            />
          )}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a focusable drawing surface, not a group of form fields; its keys are in the hint, and every action also has a button or a field in the list. */}
        <div
          ref={surfaceRef}
          data-area-surface=""
          role="group"
          aria-label={text.surface}
          aria-describedby={hintId}
          tabIndex={disabled ? -1 : 0}
          className={styles.surface}
          style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}
          data-disabled={disabled ? '' : undefined}
          data-dragging={drag?.moved ? drag.kind : undefined}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
        >
          <img src={src} alt={text.image} className={styles.image} draggable={false} />
          {lines('x').map((at) => (
            <span
              key={`x${at}`}
              aria-hidden="true"
              data-axis="x"
              className={styles.gridLine}
              style={{ left: percent(at, imageWidth) }}
            />
          ))}
          {lines('y').map((at) => (
            <span
              key={`y${at}`}
              aria-hidden="true"
              data-axis="y"
              className={styles.gridLine}
              style={{ top: percent(at, imageHeight) }}
            />
          ))}
          {areas.map((a, i) => {
            const selected = a.id === selectedId;
            const rect = shown(a);
            return (
              <button
                key={a.id}
                type="button"
                data-area-id={a.id}
                data-selected={selected ? '' : undefined}
                data-overlap={overlaps.has(a.id) ? '' : undefined}
                aria-pressed={selected}
                aria-label={nameOf(a.id)}
                aria-description={text.areaDescription(rect)}
                disabled={disabled}
                className={styles.area}
                style={position(rect)}
                onFocus={() => {
                  if (!selected) select(a.id);
                }}
              >
                <span className={styles.areaTag}>{text.areaTag(areaLetter(i), a.label)}</span>
                {selected &&
                  !disabled &&
                  AREA_HANDLES.map((h) => (
                    <span key={h} data-handle={h} aria-hidden="true" className={styles.handle} />
                  ))}
              </button>
            );
          })}
          {drag?.kind === 'draw' && drag.rect && (
            <span aria-hidden="true" data-draft="" className={styles.area} style={position(drag.rect)} />
          )}
        </div>
        <p id={hintId} className={styles.hint}>
          {text.instructions}
        </p>
        {notice && <p className={styles.notice}>{notice}</p>}
        <div role="status" className={visuallyHidden}>
          <span key={announcement.n}>{announcement.text}</span>
        </div>
      </div>
      <div className={styles.listColumn}>
        <h3 className={styles.listTitle} id={`${ids}-list`}>
          {text.list}（{areas.length} / {maxAreas}）
        </h3>
        {areas.length === 0 ? (
          <p className={styles.empty}>{text.empty}</p>
        ) : (
          <ol className={styles.list} aria-labelledby={`${ids}-list`}>
            {areas.map((a) => {
              const name = nameOf(a.id);
              const selected = a.id === selectedId;
              const others = overlaps.get(a.id);
              const field = (key: keyof AreaRect, max: number) => (
                <NumberStepper
                  label={text[key]}
                  value={a[key]}
                  min={key === 'width' || key === 'height' ? Math.min(minSize, max) : 0}
                  max={max}
                  disabled={disabled}
                  onChange={(v) => {
                    if (v !== null) updateRect(a.id, setRectField(a, key, v, image, minSize));
                  }}
                />
              );
              return (
                <li
                  key={a.id}
                  className={styles.item}
                  data-selected={selected ? '' : undefined}
                  data-list-area-id={a.id}
                >
                  <fieldset className={styles.fieldset}>
                    <legend className={styles.legend}>{name}</legend>
                    <div className={styles.fields}>
                      {field('x', imageWidth - a.width)}
                      {field('y', imageHeight - a.height)}
                      {field('width', imageWidth - a.x)}
                      {field('height', imageHeight - a.y)}
                    </div>
                    {others && <p className={styles.overlapNote}>{text.overlap(others.map(nameOf))}</p>}
                    <div className={styles.itemActions}>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-pressed={selected}
                        aria-label={text.selectLabel(name)}
                        disabled={disabled}
                        onClick={() => select(selected ? null : a.id)}
                      >
                        {text.select}
                      </Button>
                      <Button
                        variant="dangerOutline"
                        size="small"
                        aria-label={text.removeLabel(name)}
                        disabled={disabled}
                        data-remove-id={a.id}
                        onClick={() => removeArea(a.id, 'list')}
                      >
                        {text.remove}
                      </Button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
