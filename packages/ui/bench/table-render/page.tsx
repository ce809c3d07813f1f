// ベンチマーク用のページ（bench/table-render.bench.ts が esbuild で束ねて Chromium で開く）。
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ConsoleUIProvider } from '../../src/components/ConsoleUIProvider';
import { ListTable, type ListTableColumn } from '../../src/components/ListTable/ListTable';
import { makeSampleOrders, type SampleOrder } from '../../src/components/ListTable/sampleRows';
import type { SortDescriptor } from '../../src/components/ListTable/sortRows';
import consoleTheme from '../../src/themes/console';

const rows = makeSampleOrders(10_000, 42);
const yen = new Intl.NumberFormat('ja-JP');
const columns: ListTableColumn<SampleOrder>[] = [
  { key: 'id', label: '注文番号', sortable: true, textAlign: 'right' },
  { key: 'name', label: '顧客名', sortable: true },
  {
    key: 'amount',
    label: '金額',
    sortable: true,
    textAlign: 'right',
    render: (r) => (r.amount === null ? '' : `${yen.format(r.amount)}円`),
  },
  {
    key: 'orderedAt',
    label: '注文日',
    sortable: true,
    render: (r) => r.orderedAt?.toISOString().slice(0, 10) ?? '',
  },
  { key: 'status', label: '状態' },
];

/** rAF の時点（そのフレームの描画の直前）と、その後の最初のタスク（描画の後）。 */
function nextFrame(start: number) {
  return new Promise<{ raf: number; painted: number }>((resolve) => {
    requestAnimationFrame(() => {
      const raf = performance.now() - start;
      setTimeout(() => resolve({ raf, painted: performance.now() - start }), 0);
    });
  });
}

let setSortsFromOutside: ((sorts: SortDescriptor[]) => void) | null = null;

function App() {
  const [sorts, setSorts] = useState<SortDescriptor[]>([]);
  const [checked, setChecked] = useState<(string | number)[]>([]);
  setSortsFromOutside = setSorts;
  return (
    <ListTable<SampleOrder>
      caption="注文一覧"
      rows={rows}
      columns={columns}
      sorts={sorts}
      onSortsChange={setSorts}
      clientSort
      checkedIds={checked}
      onCheckedIdsChange={setChecked}
      maxHeight="600px"
    />
  );
}

declare global {
  interface Window {
    renderOnce: () => Promise<{ raf: number; painted: number; rows: number }>;
    sortOnce: (sorts: SortDescriptor[]) => Promise<{ raf: number; painted: number; firstId: string }>;
    unmount: () => Promise<void>;
  }
}

let root: Root | null = null;
let container: HTMLElement | null = null;

window.renderOnce = async () => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const start = performance.now();
  flushSync(() =>
    root?.render(
      <ConsoleUIProvider theme={consoleTheme}>
        <App />
      </ConsoleUIProvider>,
    ),
  );
  const times = await nextFrame(start);
  return { ...times, rows: container.querySelectorAll('tbody tr[aria-rowindex]').length };
};

window.sortOnce = async (sorts) => {
  const start = performance.now();
  flushSync(() => setSortsFromOutside?.(sorts));
  const times = await nextFrame(start);
  const first = container?.querySelector('tbody tr[aria-rowindex]');
  return { ...times, firstId: first?.getAttribute('data-row-id') ?? '' };
};

window.unmount = async () => {
  root?.unmount();
  container?.remove();
  await nextFrame(0);
};
