import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../Toast';
import { ListTable, type ListTableColumn, listTableMessages, type RowId } from './ListTable';
import { makeSampleOrders, type SampleOrder } from './sampleRows';
import type { SortDescriptor } from './sortRows';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** トーストは canvas の外（プロバイダーの置き場所）に出る。 */
const screen = () => within(document.body);

const yen = new Intl.NumberFormat('ja-JP');
const day = new Intl.DateTimeFormat('ja-JP', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Tokyo',
});

const columns: ListTableColumn<SampleOrder>[] = [
  { key: 'id', label: '注文番号', sortable: true, textAlign: 'right' },
  { key: 'name', label: '顧客名', sortable: true },
  {
    key: 'amount',
    label: '金額',
    sortable: true,
    textAlign: 'right',
    render: (row) => (row.amount === null ? '' : `${yen.format(row.amount)}円`),
  },
  {
    key: 'orderedAt',
    label: '注文日',
    sortable: true,
    sortType: 'date',
    render: (row) => (row.orderedAt ? day.format(row.orderedAt) : ''),
  },
  { key: 'status', label: '状態' },
];

const fewRows = makeSampleOrders(8, 7);

/** 並べ替えとチェックを親として持つ（この部品は制御コンポーネント）。 */
function Harness({
  initialSorts = [],
  initialChecked,
  ...props
}: Omit<ComponentProps<typeof ListTable<SampleOrder>>, 'sorts' | 'onSortsChange' | 'checkedIds'> & {
  initialSorts?: SortDescriptor[];
  initialChecked?: RowId[];
}) {
  const [sorts, setSorts] = useState<SortDescriptor[]>(initialSorts);
  const [checked, setChecked] = useState<RowId[] | undefined>(initialChecked);
  return (
    <>
      <ListTable<SampleOrder>
        {...props}
        sorts={sorts}
        onSortsChange={setSorts}
        checkedIds={checked}
        onCheckedIdsChange={setChecked}
      />
      <output aria-label="並べ替えの状態">
        {sorts.map((s) => `${s.key}:${s.order}`).join(',') || 'なし'}
      </output>
    </>
  );
}

const meta = {
  title: 'データ/ListTable',
  component: ListTable<SampleOrder>,
  args: { rows: fewRows, columns, caption: '注文一覧', rowKey: 'id' },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ListTable<SampleOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('tbody') as HTMLElement).getAllByRole('row');
const columnTexts = (canvasElement: HTMLElement, columnIndex: number) =>
  bodyRows(canvasElement).map((row) => (row.children[columnIndex] as HTMLElement).textContent ?? '');

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '注文一覧' });
    await expect(table.closest('.console-ui-ListTable')).not.toBeNull();
    await expect(bodyRows(canvasElement)).toHaveLength(8);
  },
};

export const Sorts: Story = {
  name: 'Sorts（見出しを押すと 昇順 → 降順 → なし、th に aria-sort）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /金額/ });
    const button = within(header).getByRole('button', { name: /金額/ });
    const state = canvas.getByLabelText('並べ替えの状態');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    // 並べ替えできない列には aria-sort もボタンもない。
    const status = canvas.getByRole('columnheader', { name: '状態' });
    await expect(status).not.toHaveAttribute('aria-sort');
    await expect(within(status).queryByRole('button')).toBeNull();

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(state).toHaveTextContent('amount:asc');
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(state).toHaveTextContent('amount:desc');
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(state).toHaveTextContent('なし');

    // single: 別の列を押すと前の列の並べ替えは外れる。
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: /顧客名/ }));
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: /顧客名/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(state).toHaveTextContent('name:asc');
    // キーボードでも押せる（本物の button）。
    canvas.getByRole('button', { name: /顧客名/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(state).toHaveTextContent('name:desc');
  },
};

export const SortModeMulti: Story = {
  name: 'SortModeMulti（複数列、優先順位 1, 2 を表示）',
  args: { sortMode: 'multi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByLabelText('並べ替えの状態');
    await userEvent.click(canvas.getByRole('button', { name: /注文日/ }));
    await userEvent.click(canvas.getByRole('button', { name: /金額/ }));
    await expect(state).toHaveTextContent('orderedAt:asc,amount:asc');
    const dateButton = canvas.getByRole('button', { name: /注文日/ });
    const amountButton = canvas.getByRole('button', { name: /金額/ });
    // 見える番号と、読み上げ用の名前の両方に順位が出る。
    await expect(dateButton.querySelector('[data-sort-priority]')).toHaveTextContent('1');
    await expect(amountButton.querySelector('[data-sort-priority]')).toHaveTextContent('2');
    await expect(dateButton).toHaveAccessibleName(expect.stringContaining('並べ替えの優先順位 1'));
    await expect(amountButton).toHaveAccessibleName(expect.stringContaining('並べ替えの優先順位 2'));
    await expect(canvas.getByRole('columnheader', { name: /注文日/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /金額/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // 1 番目を 降順 → なし にすると、2 番目が 1 番目に繰り上がり、1 列だけなら番号は消える。
    await userEvent.click(dateButton);
    await expect(state).toHaveTextContent('orderedAt:desc,amount:asc');
    await userEvent.click(dateButton);
    await expect(state).toHaveTextContent('amount:asc');
    await expect(amountButton.querySelector('[data-sort-priority]')).toBeNull();
  },
};

const japaneseRows = [
  { id: 1, name: 'わたなべ', amount: 3000 },
  { id: 2, name: '', amount: 10 },
  { id: 3, name: '山田10号店', amount: null },
  { id: 4, name: 'あべ', amount: 200 },
  { id: 5, name: null, amount: 2 },
  { id: 6, name: '山田2号店', amount: 1000 },
  { id: 7, name: 'カトウ', amount: 50 },
] as unknown as SampleOrder[];

export const ClientSort: Story = {
  name: 'ClientSort（部品の中で並べ替え: 日本語の名前、空は末尾）',
  args: {
    rows: japaneseRows,
    clientSort: true,
    columns: columns.filter((c) => c.key === 'id' || c.key === 'name' || c.key === 'amount'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('button', { name: /顧客名/ });
    await userEvent.click(name);
    // かなは 50 音順（ひらがな・カタカナは同じ扱い）、数字は数値として（2号店 < 10号店）、空は末尾で元の順。
    await expect(columnTexts(canvasElement, 0)).toEqual(['4', '7', '1', '6', '3', '2', '5']);
    await userEvent.click(name);
    await expect(columnTexts(canvasElement, 0)).toEqual(['3', '6', '1', '7', '4', '2', '5']);
    await userEvent.click(name);
    await expect(columnTexts(canvasElement, 0)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    // 金額は数値として（2 < 10 < 50 …）、空は末尾。
    await userEvent.click(canvas.getByRole('button', { name: /金額/ }));
    await expect(columnTexts(canvasElement, 2)).toEqual([
      '2円',
      '10円',
      '50円',
      '200円',
      '1,000円',
      '3,000円',
      '',
    ]);
  },
};

export const CheckedIds: Story = {
  name: 'CheckedIds（全選択は一部選択で indeterminate）',
  render: (args) => <Harness {...args} initialChecked={[fewRows[1]?.id as number]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'すべての項目を選択/解除' });
    const rowBoxes = () => canvas.getAllByRole<HTMLInputElement>('checkbox', { name: /を選択$/ });
    await expect(rowBoxes()).toHaveLength(8);
    await expect(all).toBePartiallyChecked();
    await expect(all.indeterminate).toBe(true);
    await expect(rowBoxes()[1]).toBeChecked();
    await expect(bodyRows(canvasElement)[1]).toHaveAttribute('data-checked');

    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all.indeterminate).toBe(false);
    for (const box of rowBoxes()) await expect(box).toBeChecked();

    await userEvent.click(rowBoxes()[0] as HTMLInputElement);
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await userEvent.click(all);
    for (const box of rowBoxes()) await expect(box).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await expect(all).not.toBeChecked();
  },
};

export const SelectedIds: Story = {
  name: 'SelectedIds（詳細を表示中の行）',
  args: { selectedIds: [fewRows[2]?.id as number] },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[0]).not.toHaveAttribute('aria-selected');
  },
};

export const HighlightIds: Story = {
  name: 'HighlightIds（登録したばかりの注文を強調）',
  args: { highlightIds: [fewRows[0]?.id as number] },
  play: async ({ canvasElement }) => {
    const [first, second] = bodyRows(canvasElement) as [HTMLElement, HTMLElement];
    await expect(first).toHaveAttribute('data-highlighted');
    await expect(within(first).getByText(listTableMessages.highlighted)).toBeInTheDocument();
    await expect(second).not.toHaveAttribute('data-highlighted');
    // 見た目でも分かる: 背景色が他の行と違う。
    await expect(getComputedStyle(first).backgroundColor).not.toBe(getComputedStyle(second).backgroundColor);
  },
};

export const EmptyText: Story = {
  name: 'EmptyText（行がないとき）',
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'データがありません' })).toHaveAttribute('colspan', '5');
  },
};

export const EmptyTextCustom: Story = {
  name: 'EmptyText（文言を変える）',
  args: { rows: [], emptyText: '条件に合う注文はありません' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell')).toHaveTextContent('条件に合う注文はありません');
  },
};

export const Loading: Story = {
  name: 'Loading（読み込み中、aria-busy）',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('cell', { name: '読み込み中...' })).toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(1);
  },
};

const debugRender: Story['render'] = (args) => (
  <ToastProvider>
    <Harness {...args} />
  </ToastProvider>
);

const tapHeader = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('columnheader', { name: '状態' }));

export const CanDebug: Story = {
  name: 'CanDebug（見出し行を 2 秒以内に 3 回押すとデバッグ表示）',
  args: { canDebug: true },
  render: debugRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'order' })).toBeNull();
    for (let i = 0; i < 3; i++) await tapHeader(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'order' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'created_at' })).toBeInTheDocument();
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(fewRows[0]?.created_at as string);
    // トーストで知らせる（「通知」の領域に出て、LiveAnnouncer で読み上げる）。
    const toasts = within(screen().getByRole('region', { name: '通知' }));
    await expect(await toasts.findByText('デバッグ表示をオンにしました')).toBeVisible();

    for (let i = 0; i < 3; i++) await tapHeader(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'order' })).toBeNull();
    await expect(await toasts.findByText('デバッグ表示をオフにしました')).toBeVisible();
  },
};

export const CanDebugSlowTaps: Story = {
  name: 'CanDebug（3 回が 2 秒を超えて散らばると切り替わらない）',
  args: { canDebug: true },
  render: debugRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tapHeader(canvasElement);
    await wait(1100);
    await tapHeader(canvasElement);
    await wait(1100);
    await tapHeader(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'order' })).toBeNull();
    await expect(canvasElement.querySelector('.console-ui-ListTable')).not.toHaveAttribute('data-debug');
    // 並べ替えのボタンを素早く 3 回押しても切り替わらない（並べ替えの操作と区別する）。
    const button = canvas.getByRole('button', { name: /金額/ });
    for (let i = 0; i < 3; i++) await userEvent.click(button);
    await expect(canvas.queryByRole('columnheader', { name: 'order' })).toBeNull();
  },
};

export const CanDebugFalse: Story = {
  name: 'CanDebug（false なら 3 回押しても何も起きない）',
  render: debugRender,
  play: async ({ canvasElement }) => {
    for (let i = 0; i < 3; i++) await tapHeader(canvasElement);
    await expect(within(canvasElement).queryByRole('columnheader', { name: 'order' })).toBeNull();
    // No toast (the LiveAnnouncer may still hold an earlier story's words for a few seconds).
    await expect(document.querySelector('.console-ui-ToastViewport')?.textContent ?? '').not.toMatch(
      /デバッグ表示/,
    );
  },
};

const manyRows = makeSampleOrders(10_000, 3);

export const Virtualized: Story = {
  name: 'Virtualized（1 万行: 見えている行だけ描く）',
  args: { rows: manyRows, clientSort: true, maxHeight: '400px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '注文一覧' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () => bodyRows(canvasElement).filter((r) => r.hasAttribute('aria-rowindex'));
    await expect(rendered().length).toBeGreaterThan(5);
    await expect(rendered().length).toBeLessThan(80);
    await expect(rendered()[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(canvas.queryByText('10000')).toBeNull();

    // 下までスクロールすると最後の行が描かれる。
    const scroller = canvas.getByRole('region', { name: '注文一覧' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('cell', { name: '10000' })).toBeInTheDocument());
    const last = rendered().at(-1) as HTMLElement;
    await expect(last).toHaveAttribute('aria-rowindex', '10001');
    await expect(rendered().length).toBeLessThan(80);
    // 途中へ。
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => {
      const index = Number(rendered()[0]?.getAttribute('aria-rowindex'));
      return expect(index).toBeGreaterThan(4000);
    });
    // 並べ替えても先頭の窓は描き直される（金額の降順: 先頭は最大の金額）。
    scroller.scrollTop = 0;
    await userEvent.click(canvas.getByRole('button', { name: /金額/ }));
    await userEvent.click(canvas.getByRole('button', { name: /金額/ }));
    const max = Math.max(...manyRows.map((r) => r.amount ?? 0));
    await waitFor(() => expect(rendered()[0]).toHaveTextContent(`${yen.format(max)}円`));
  },
};

/** A list whose data arrives later: skeleton rows first, the header kept, then the real rows in the same space. */
function ArrivingRows(props: ComponentProps<typeof ListTable<SampleOrder>>) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setLoaded(true)}>
        届いたことにする
      </button>
      <Harness {...props} rows={loaded ? props.rows : []} loading={!loaded} initialChecked={[]} />
      <p data-testid="below">一覧の下の文</p>
    </div>
  );
}

export const LoadingSkeleton: Story = {
  name: 'LoadingSkeleton（届く行数ぶんの形、高さが変わらない）',
  args: { skeletonRows: 8 },
  render: (args) => <ArrivingRows {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    // The header stays; eight hidden placeholder rows; one status for the table.
    await expect(canvas.getByRole('columnheader', { name: '状態' })).toBeVisible();
    await expect(table.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(8);
    // (The harness's <output> is a status too: only the table's counts.)
    const loadingStatus = () =>
      canvas.queryAllByRole('status').filter((s) => s.textContent === '読み込み中...');
    await expect(loadingStatus()).toHaveLength(1);
    const before = canvas.getByTestId('below').getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: '届いたことにする' }));
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await expect(bodyRows(canvasElement)).toHaveLength(8);
    // The list kept its size: what is below did not move.
    await expect(Math.abs(canvas.getByTestId('below').getBoundingClientRect().top - before)).toBeLessThan(
      0.5,
    );
    await expect(loadingStatus()).toHaveLength(0);
  },
};

/** A phone's width (360 px, less the page's padding): the rows become cards. */
const narrow: Story['render'] = (args) => (
  <div style={{ inlineSize: 328 }}>
    <Harness {...args} />
  </div>
);

const statusColumns: ListTableColumn<SampleOrder>[] = [
  ...columns.slice(0, 4),
  { key: 'status', label: '状態', render: () => 'ブロック' },
];

export const CardsOnPhone: Story = {
  name: 'CardsOnPhone（幅 360 px ではカード）',
  args: { rows: fewRows.slice(0, 3), columns: statusColumns, initialChecked: [] } as Story['args'],
  render: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Plain column names leave the header (they are in each card); sort buttons and select-all stay.
    await expect(canvasElement.querySelector('th[data-key="status"]')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: /顧客名/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'すべての項目を選択/解除' })).toBeVisible();
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    const cells = within(first).getAllByRole('cell');
    // Each cell reads 「見出し 値」: the label is drawn before the value.
    for (const cell of cells.slice(1)) {
      await expect(getComputedStyle(cell, '::before').content).not.toBe('none');
    }
    const status = cells[cells.length - 1] as HTMLElement;
    await expect(getComputedStyle(status, '::before').content).toBe('"状態"');
    // 「ブロック」 on one line (not ブ／ロ／ッ／ク): the cell is no taller than one line box of the card.
    await expect(status.getBoundingClientRect().height).toBeLessThan(40);
    await expect(status.getBoundingClientRect().width).toBeGreaterThan(200);
    // The row's checkbox is kept, in the card.
    await expect(within(first).getByRole('checkbox')).toBeVisible();
    await userEvent.click(within(first).getByRole('checkbox'));
    await expect(within(first).getByRole('checkbox')).toBeChecked();
    // Nothing wider than the phone.
    await expect(canvasElement.querySelector('.console-ui-ListTable')?.scrollWidth).toBeLessThanOrEqual(328);
  },
};

export const CardsLoading: Story = {
  name: 'CardsLoading（カードの読み込み中）',
  args: {
    rows: [],
    loading: true,
    skeletonRows: 3,
    columns: statusColumns,
    initialChecked: [],
  } as Story['args'],
  render: narrow,
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('tbody tr[data-skeleton]');
    await expect(cards).toHaveLength(3);
    await expect(getComputedStyle(cards[0] as Element).display).toBe('block');
  },
};

export const TableOnDesktop: Story = {
  name: 'TableOnDesktop（広い幅では表）',
  args: { columns: statusColumns },
  render: (args) => (
    <div style={{ inlineSize: 900 }}>
      <Harness {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '状態' })).toBeVisible();
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(getComputedStyle(first).display).toBe('table-row');
    const status = within(first).getAllByRole('cell').at(-1) as HTMLElement;
    await expect(getComputedStyle(status, '::before').content).toBe('none');
    await expect(status).toHaveTextContent(/^ブロック$/);
  },
};

export const TableLayoutKept: Story = {
  name: 'TableLayoutKept（layout="table" は狭くても表）',
  args: { layout: 'table' },
  render: narrow,
  play: async ({ canvasElement }) => {
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(getComputedStyle(first).display).toBe('table-row');
    await expect(within(canvasElement).getByRole('columnheader', { name: '状態' })).toBeVisible();
  },
};
