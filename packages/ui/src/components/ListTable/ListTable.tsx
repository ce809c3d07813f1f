import {
  type AriaAttributes,
  type CSSProperties,
  type Key,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Checkbox } from '../Checkbox';
import { Skeleton } from '../Skeleton';
import { useOptionalToast } from '../Toast/Toast';
import * as styles from './ListTable.css';
import { nextSorts, type SortDescriptor, type SortType, sortRows } from './sortRows';
import { initialTapState, registerTap } from './tapCounter';
import { computeWindow } from './virtualWindow';

/** 表の既定の文言。 */
export const listTableMessages = {
  empty: 'データがありません',
  loading: '読み込み中...',
  selectAll: 'すべての項目を選択/解除',
  selectColumn: '選択',
  selectRow: (label: string) => `${label}を選択`,
  highlighted: '新規',
  sortPriority: (n: number) => `並べ替えの優先順位 ${n}`,
  debugOn: 'デバッグ表示をオンにしました',
  debugOff: 'デバッグ表示をオフにしました',
} as const;

/** デバッグ表示のときだけ出す列のキー。 */
export const DEBUG_COLUMN_KEYS = ['order', 'created_at'] as const;
/** この行数を超えると行を仮想化する（見えている行と前後だけを描く）。 */
export const VIRTUALIZE_THRESHOLD = 300;

export type RowId = string | number;

const EMPTY_ROWS: readonly never[] = [];

export interface ListTableColumn<Row> {
  /** 列のキー。行オブジェクトのプロパティ名で、並べ替えと既定の表示に使う。 */
  key: string;
  /** 見出しの文言。 */
  label: ReactNode;
  /** 見出しが文字列でないとき、カード表示（狭い幅）で値の前に出す見出しの文字。 */
  labelText?: string;
  /** この列の th・td に付けるクラス（幅の指定など）。 */
  class?: string;
  /** 文字の寄せ。金額・件数は `right`。 */
  textAlign?: 'left' | 'center' | 'right';
  /** 見出しのボタンで並べ替えできるようにする。 */
  sortable?: boolean;
  /** クライアント側で並べ替えるときの比べ方。既定は値から判断する（`auto`）。 */
  sortType?: SortType;
  /** セルの中身。省略すると `row[key]` をそのまま出す。 */
  render?: (row: Row) => ReactNode;
  /**
   * 読み込み中（`skeletonRows`）にこの列へ置く形。`text` は 1 行の文字、`control` は行内の小さなボタン
   * （操作の列）。来る中身と同じ高さにして、届いても表の高さが変わらないようにする。既定は `text`。
   */
  skeleton?: 'text' | 'control';
}

export interface ListTableProps<Row> {
  /** 表示する行。 */
  rows: readonly Row[];
  /** 列の定義（表示順）。 */
  columns: readonly ListTableColumn<Row>[];
  /** 行を一意に識別するプロパティ名。既定は `id`。 */
  rowKey?: string;
  /** 現在の並べ替え（制御）。先頭ほど優先。 */
  sorts?: readonly SortDescriptor[];
  /** 見出しが押されて並べ替えが変わったときに、新しい並べ替えを受け取る。 */
  onSortsChange?: (sorts: SortDescriptor[]) => void;
  /** `single` は 1 列だけ、`multi` は複数列を優先順位つきで並べ替える。 */
  sortMode?: 'single' | 'multi';
  /** 受け取った行を部品の中で並べ替える（サーバーで並べ替えるときは false のまま）。 */
  clientSort?: boolean;
  /** 選択中（詳細を表示中など）の行の id。aria-selected が付く。 */
  selectedIds?: readonly RowId[];
  /** チェックされている行の id（制御）。渡すとチェックボックスの列が出る。 */
  checkedIds?: readonly RowId[];
  /** チェックが変わったときに、新しい id の一覧を受け取る。 */
  onCheckedIdsChange?: (ids: RowId[]) => void;
  /** セルの中身を決める（列の `render` がないとき）。 */
  renderCell?: (row: Row, column: ListTableColumn<Row>) => ReactNode;
  /** 強調する行の id（登録したばかりの注文など）。色が変わり「新規」と読み上げる。 */
  highlightIds?: readonly RowId[];
  /** 読み込み中の表示にする（aria-busy）。 */
  loading?: boolean;
  /**
   * 読み込み中に、見出しを残したまま何行分の形（Skeleton）を出すか。来る行数（1 ページの件数）にすると、
   * 届いても一覧の高さが変わらない（レイアウトのずれを出さない）。省略すると「読み込み中...」の 1 行。
   */
  skeletonRows?: number;
  /**
   * `auto`（既定）は画面の幅が 768 px 未満（スマートフォンなど）で各行をカードにする: セルを「見出し: 値」の
   * 行で並べ、チェックボックスと操作は残す。`table` は常に表のまま（横にスクロール）。
   */
  layout?: 'auto' | 'table';
  /** 行がないときの文言。既定は「データがありません」。 */
  emptyText?: ReactNode;
  /** 見出し行を 2 秒以内に 3 回押すとデバッグ表示（order・created_at 列）を切り替えられるようにする。 */
  canDebug?: boolean;
  /** チェックボックスの読み上げに使う行の名前。既定は `rowKey` の値。 */
  rowLabel?: (row: Row) => string;
  /** 表の題（caption）。画面に見せないときは `aria-label` を使う。 */
  caption?: ReactNode;
  /** 表の名前（caption がないとき）。 */
  'aria-label'?: string;
  /** この行数を超えると仮想化する。既定は 300。 */
  virtualizeThreshold?: number;
  /** 仮想化するときのスクロール領域の最大の高さ（CSS の値）。既定は `70vh`。 */
  maxHeight?: string;
  /** ルート要素に付けるクラス。 */
  className?: string;
}

/** The words before a value in the card layout: drawn by CSS (`::before`), so the cell's text stays the value's. */
function cardLabel<Row>(column: ListTableColumn<Row>): string | undefined {
  return column.labelText ?? (typeof column.label === 'string' ? column.label : undefined);
}

function cellValue(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * 一覧の表。並べ替えの状態とチェックは親が持つ（制御）。`clientSort` で部品の中でも並べ替え、
 * 300 行を超えると見えている行だけを描く。見出しは並べ替えのボタン（th に aria-sort）。
 */
export function ListTable<Row>({
  rows: currentRows,
  columns,
  rowKey = 'id',
  sorts = [],
  onSortsChange,
  sortMode = 'single',
  clientSort = false,
  selectedIds,
  checkedIds,
  onCheckedIdsChange,
  renderCell,
  highlightIds,
  loading: currentLoading = false,
  skeletonRows,
  layout = 'auto',
  emptyText = listTableMessages.empty,
  canDebug = false,
  rowLabel,
  caption,
  'aria-label': ariaLabel,
  virtualizeThreshold = VIRTUALIZE_THRESHOLD,
  maxHeight,
  className,
}: ListTableProps<Row>) {
  // New rows (a page of data arriving, another filter) are drawn in a deferred render that React
  // splits into short slices, so a phone's main thread is not blocked for the whole table; until it
  // is done the previous rows (or the skeleton) stay. Rows and the loading flag are deferred
  // together so that the empty message never shows between the skeleton and the rows. An empty
  // list is one constant, so a parent that passes a fresh `[]` each render does not start a
  // deferred render every time.
  const rows = useDeferredValue(currentRows.length === 0 ? (EMPTY_ROWS as readonly Row[]) : currentRows);
  const loading = useDeferredValue(currentLoading);
  const toast = useOptionalToast();
  const [debugToggled, setDebug] = useState(false);
  // 権限がなくなったら（canDebug が false になったら）すぐに通常の表示に戻す。
  const debug = canDebug && debugToggled;
  const taps = useRef(initialTapState);

  const idOf = useCallback((row: Row) => (row as Record<string, unknown>)[rowKey] as RowId, [rowKey]);

  const visibleColumns = useMemo(() => {
    const debugKeys: readonly string[] = DEBUG_COLUMN_KEYS;
    if (!debug) return columns.filter((c) => !debugKeys.includes(c.key));
    const extra = DEBUG_COLUMN_KEYS.filter((key) => !columns.some((c) => c.key === key)).map(
      (key): ListTableColumn<Row> => ({ key, label: key }),
    );
    return [...columns, ...extra];
  }, [columns, debug]);

  // 列の定義をその場で書く利用側（毎回新しい配列）でも、並べ替えは行・並べ替え・比べ方が変わったときだけやり直す。
  const sortTypes = columns.map((c) => `${c.key}\u0000${c.sortType ?? ''}`).join('\u0001');
  const sortedRows = useMemo(() => {
    if (!clientSort || sorts.length === 0) return rows;
    const types: Record<string, SortType | undefined> = {};
    for (const entry of sortTypes.split('\u0001')) {
      const [key, type] = entry.split('\u0000') as [string, string];
      types[key] = (type || undefined) as SortType | undefined;
    }
    return sortRows(rows, sorts, types);
  }, [rows, sorts, clientSort, sortTypes]);

  const checkedSet = useMemo(() => (checkedIds ? new Set(checkedIds) : null), [checkedIds]);
  const selectedSet = useMemo(() => new Set(selectedIds ?? []), [selectedIds]);
  const highlightSet = useMemo(() => new Set(highlightIds ?? []), [highlightIds]);
  const checkable = checkedSet !== null;

  const checkedCount = checkable ? rows.reduce((n, row) => n + (checkedSet.has(idOf(row)) ? 1 : 0), 0) : 0;
  const allChecked = rows.length > 0 && checkedCount === rows.length;

  const toggleAll = (checked: boolean) => onCheckedIdsChange?.(checked ? rows.map(idOf) : []);
  const toggleRow = (id: RowId, checked: boolean) => {
    const current = checkedIds ?? [];
    onCheckedIdsChange?.(checked ? [...current, id] : current.filter((x) => x !== id));
  };

  const onHeaderTap = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!canDebug) return;
    // 並べ替えのボタンや全選択を続けて押しただけで切り替わらないよう、見出しの操作部品以外のタップだけを数える。
    if ((event.target as HTMLElement).closest('button, input, label')) return;
    const result = registerTap(taps.current, event.timeStamp || performance.now());
    taps.current = result.state;
    if (!result.triggered) return;
    const next = !debug;
    setDebug(next);
    toast?.success(next ? listTableMessages.debugOn : listTableMessages.debugOff);
  };

  // 表が横にはみ出す（狭い画面）ときだけ、外枠をキーボードでスクロールできる名前付きの領域にする。
  const rootRef = useRef<HTMLDivElement>(null);
  const [overflowsX, setOverflowsX] = useState(false);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    // Measured in the observer's callback only, which runs after the browser's own layout: reading
    // scrollWidth here, during the commit, forced a layout of the whole page inside React's task
    // (about 150 ms of a phone's first draw of the friends list).
    const measure = () => setOverflowsX(root.scrollWidth > root.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    if (root.firstElementChild) observer.observe(root.firstElementChild);
    return () => observer.disconnect();
  }, []);

  // ---- 仮想化 ----
  const virtual = sortedRows.length > virtualizeThreshold && !loading;
  const scrollerRef = useRef<HTMLElement>(null);
  const theadRef = useRef<HTMLTableSectionElement>(null);
  const firstRowRef = useRef<HTMLTableRowElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  const [rowHeight, setRowHeight] = useState(40);
  useLayoutEffect(() => {
    if (!virtual) return;
    const scroller = scrollerRef.current;
    if (scroller) setViewport(scroller.clientHeight);
    const measured = firstRowRef.current?.getBoundingClientRect().height;
    if (measured && Math.abs(measured - rowHeight) > 0.5) setRowHeight(measured);
  });
  // Read only for a virtual window: offsetHeight during render forces a layout of the whole page,
  // on every render of every table (about 200 ms of a phone's CPU when the friends list arrives).
  const headerHeight = virtual ? (theadRef.current?.offsetHeight ?? 0) : 0;
  const { start, end } = virtual
    ? computeWindow({
        scrollTop: scrollTop - headerHeight,
        viewportHeight: viewport,
        rowHeight,
        rowCount: sortedRows.length,
      })
    : { start: 0, end: sortedRows.length };
  const windowRows = virtual ? sortedRows.slice(start, end) : sortedRows;

  const columnCount = visibleColumns.length + (checkable ? 1 : 0);
  const rowLabelOf = rowLabel ?? ((row: Row) => String(idOf(row)));
  const busy: AriaAttributes['aria-busy'] = loading || undefined;

  const table = (
    <table
      className={styles.table}
      aria-label={caption ? undefined : ariaLabel}
      aria-busy={busy}
      aria-rowcount={virtual ? sortedRows.length + 1 : undefined}
    >
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <thead ref={theadRef}>
        <tr aria-rowindex={virtual ? 1 : undefined} onClick={onHeaderTap}>
          {checkable && (
            <th scope="col" className={[styles.th, styles.checkboxCell].join(' ')}>
              <Checkbox
                aria-label={listTableMessages.selectAll}
                value={allChecked}
                indeterminate={checkedCount > 0 && !allChecked}
                disabled={rows.length === 0}
                onChange={toggleAll}
              />
            </th>
          )}
          {visibleColumns.map((column) => {
            const index = sorts.findIndex((s) => s.key === column.key);
            const sort = index >= 0 ? sorts[index] : undefined;
            const ariaSort = column.sortable
              ? sort
                ? sort.order === 'asc'
                  ? 'ascending'
                  : 'descending'
                : 'none'
              : undefined;
            return (
              <th
                key={column.key}
                scope="col"
                className={[styles.th, column.class].filter(Boolean).join(' ')}
                data-align={column.textAlign}
                data-key={column.key}
                data-sortable={column.sortable || undefined}
                aria-sort={ariaSort}
              >
                {column.sortable ? (
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => onSortsChange?.(nextSorts(sorts, column.key, sortMode))}
                  >
                    {column.label}
                    <span className={styles.sortIcon} aria-hidden="true">
                      {sort ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                    {sortMode === 'multi' && sort && sorts.length > 1 && (
                      <>
                        <span
                          className={styles.sortPriority}
                          aria-hidden="true"
                          data-sort-priority={index + 1}
                        >
                          {index + 1}
                        </span>
                        <span className={styles.visuallyHidden}>
                          {listTableMessages.sortPriority(index + 1)}
                        </span>
                      </>
                    )}
                  </button>
                ) : (
                  column.label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {loading && skeletonRows ? (
          Array.from({ length: skeletonRows }, (_, i) => (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: 形だけの行で、フォーカスできる要素はない
            // biome-ignore lint/suspicious/noArrayIndexKey: the placeholder rows are identical.
            <tr key={i} className={styles.row} aria-hidden="true" data-skeleton="">
              {checkable && (
                <td className={[styles.td, styles.checkboxCell].join(' ')}>
                  <span className={styles.checkboxSkeleton}>
                    <span className={styles.checkboxSkeletonBox}>
                      <Skeleton shape="rect" width="100%" height="100%" announce={false} />
                    </span>
                  </span>
                </td>
              )}
              {visibleColumns.map((column) => (
                <td
                  key={column.key}
                  className={[styles.td, column.class].filter(Boolean).join(' ')}
                  data-align={column.textAlign}
                  data-label={cardLabel(column)}
                >
                  {column.skeleton === 'control' ? (
                    <span className={styles.controlSkeleton}>
                      <Skeleton shape="rect" height="100%" announce={false} />
                    </span>
                  ) : (
                    <Skeleton lineHeight="tight" announce={false} className={styles.textSkeleton} />
                  )}
                </td>
              ))}
            </tr>
          ))
        ) : loading ? (
          <tr>
            <td colSpan={columnCount} className={[styles.td, styles.message].join(' ')}>
              {listTableMessages.loading}
            </td>
          </tr>
        ) : sortedRows.length === 0 ? (
          <tr>
            <td colSpan={columnCount} className={[styles.td, styles.message].join(' ')}>
              {emptyText}
            </td>
          </tr>
        ) : (
          <>
            {virtual && start > 0 && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: 高さを埋めるだけの空の行で、フォーカスできる要素はない
              <tr aria-hidden="true">
                <td colSpan={columnCount} className={styles.spacer} style={{ height: start * rowHeight }} />
              </tr>
            )}
            {windowRows.map((row, i) => {
              const id = idOf(row);
              const highlighted = highlightSet.has(id);
              const checked = checkedSet?.has(id) ?? false;
              return (
                <tr
                  key={id as Key}
                  ref={i === 0 ? firstRowRef : undefined}
                  className={styles.row}
                  aria-rowindex={virtual ? start + i + 2 : undefined}
                  aria-selected={selectedSet.has(id) || undefined}
                  data-selected={selectedSet.has(id) || undefined}
                  data-checked={checked || undefined}
                  data-highlighted={highlighted || undefined}
                  data-row-id={id}
                >
                  {checkable && (
                    <td className={[styles.td, styles.checkboxCell].join(' ')}>
                      <Checkbox
                        aria-label={listTableMessages.selectRow(rowLabelOf(row))}
                        value={checked}
                        onChange={(next) => toggleRow(id, next)}
                      />
                    </td>
                  )}
                  {visibleColumns.map((column, c) => (
                    <td
                      key={column.key}
                      className={[styles.td, column.class].filter(Boolean).join(' ')}
                      data-align={column.textAlign}
                      data-label={cardLabel(column)}
                    >
                      {c === 0 && highlighted && (
                        <span className={styles.visuallyHidden}>{listTableMessages.highlighted} </span>
                      )}
                      {column.render
                        ? column.render(row)
                        : renderCell
                          ? renderCell(row, column)
                          : cellValue((row as Record<string, unknown>)[column.key])}
                    </td>
                  ))}
                </tr>
              );
            })}
            {virtual && end < sortedRows.length && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: 高さを埋めるだけの空の行で、フォーカスできる要素はない
              <tr aria-hidden="true">
                <td
                  colSpan={columnCount}
                  className={styles.spacer}
                  style={{ height: (sortedRows.length - end) * rowHeight }}
                />
              </tr>
            )}
          </>
        )}
      </tbody>
    </table>
  );

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label は role="region" のとき（横にはみ出すとき）だけ付ける
    <div
      ref={rootRef}
      className={['console-ui-ListTable', styles.root, className].filter(Boolean).join(' ')}
      data-debug={debug || undefined}
      data-virtual={virtual || undefined}
      data-overflows={overflowsX || undefined}
      data-layout={layout}
      data-checkable={checkable || undefined}
      style={{ [styles.cardLinesVar.slice(4, -1)]: String(visibleColumns.length) } as CSSProperties}
      role={overflowsX ? 'region' : undefined}
      aria-label={overflowsX ? (typeof caption === 'string' ? caption : ariaLabel) : undefined}
      tabIndex={overflowsX ? 0 : undefined}
    >
      {loading && skeletonRows ? (
        // Once for the whole table (its rows are hidden shapes); the table itself is aria-busy.
        <span role="status" className={styles.visuallyHidden}>
          {listTableMessages.loading}
        </span>
      ) : null}
      {virtual ? (
        <section
          ref={scrollerRef}
          className={styles.scroller}
          style={maxHeight ? { maxBlockSize: maxHeight } : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: スクロール領域をキーボード（矢印キー）でもスクロールできるようにする
          tabIndex={0}
          aria-label={typeof caption === 'string' ? caption : ariaLabel}
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        >
          {table}
        </section>
      ) : (
        table
      )}
    </div>
  );
}
