import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider, useToast } from '../Toast';
import { SORTABLE_LIST_INSTRUCTIONS } from './announcements';
import { orderByIds, type SortableId } from './reorder';
import { SortableList } from './SortableList';
import { useOptimisticOrder } from './useOptimisticOrder';

interface Course {
  id: string;
  name: string;
  minutes: number;
}
const courses: Course[] = [
  { id: 'cut', name: 'カット', minutes: 60 },
  { id: 'color', name: 'カラー', minutes: 90 },
  { id: 'perm', name: 'パーマ', minutes: 120 },
  { id: 'spa', name: 'ヘッドスパ', minutes: 30 },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const renderCourse = (course: Course) => (
  <span>
    {course.name}（{course.minutes}分）
  </span>
);

/** The list applies each new order itself, as a screen with no server would. */
function LocalDemo({ onReorder }: { onReorder: (ids: SortableId[]) => void }) {
  const [items, setItems] = useState(courses);
  return (
    <div style={{ maxWidth: 360 }}>
      <SortableList
        aria-label="コースの並び順"
        items={items}
        getLabel={(course) => course.name}
        renderItem={renderCourse}
        onReorder={(ids) => {
          onReorder(ids);
          setItems((current) => orderByIds(current, ids, (course) => course.id));
        }}
      />
    </div>
  );
}

/** A screen that saves the order: shown at once, rolled back with an error toast when the save fails. */
/** Saves of RollbackOnFailure waiting for the play function to make them fail. */
const failingSaves: Array<() => void> = [];

function SavingDemo({
  save,
  onReorder,
}: {
  save: (ids: string[]) => Promise<unknown>;
  onReorder: (ids: SortableId[]) => void;
}) {
  const toast = useToast();
  const order = useOptimisticOrder(
    courses.map((course) => course.id),
    save,
  );
  const items = orderByIds(courses, order.ids, (course) => course.id);
  return (
    <div style={{ maxWidth: 360 }}>
      <SortableList
        aria-label="コースの並び順"
        items={items}
        getLabel={(course) => course.name}
        renderItem={renderCourse}
        onReorder={async (ids) => {
          onReorder(ids);
          const ok = await order.reorder(ids as string[]);
          if (ok) toast.success('並び順を保存しました');
          else toast.error('並び順を保存できませんでした。元の並びに戻しました。');
        }}
      />
      <p aria-live="polite">{order.saving ? '保存中…' : ''}</p>
    </div>
  );
}

const meta = {
  title: 'データ/SortableList',
  component: SortableList,
  args: {
    'aria-label': 'コースの並び順',
    items: courses,
    getLabel: (course: unknown) => (course as Course).name,
    onReorder: fn(),
  },
  render: (args) => <LocalDemo onReorder={args.onReorder} />,
} satisfies Meta<typeof SortableList<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

const namesInOrder = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-id'));

/** Space, ArrowDown, Space on the handle, with a frame between for dnd-kit to measure. */
async function moveDownByKeyboard(handle: HTMLElement, steps = 1) {
  handle.focus();
  await userEvent.keyboard('[Space]');
  await wait(50);
  for (let step = 0; step < steps; step += 1) {
    await userEvent.keyboard('[ArrowDown]');
    await wait(200);
  }
  await userEvent.keyboard('[Space]');
}

export const Playground: Story = {};

export const KeyboardReorder: Story = {
  name: 'KeyboardReorder（スペースキー → ↓ → スペースキーで並べ替え、新しい並びを報告）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'コースの並び順' });
    await expect(list).toHaveClass('console-ui-SortableList');
    await expect(namesInOrder(canvasElement)).toEqual(['cut', 'color', 'perm', 'spa']);

    const handle = canvas.getByRole('button', { name: 'カットを並べ替え' });
    await moveDownByKeyboard(handle);

    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(args.onReorder).toHaveBeenCalledWith(['color', 'cut', 'perm', 'spa']);
    await waitFor(() => expect(namesInOrder(canvasElement)).toEqual(['color', 'cut', 'perm', 'spa']));
    // Focus stays on the moved item's handle, ready for the next move.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'カットを並べ替え' })).toHaveFocus());

    // Escape cancels a move: nothing reported, order unchanged.
    const perm = canvas.getByRole('button', { name: 'パーマを並べ替え' });
    perm.focus();
    await userEvent.keyboard('[Space]');
    await wait(50);
    await userEvent.keyboard('[ArrowUp]');
    await wait(200);
    await userEvent.keyboard('{Escape}');
    await wait(200);
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await expect(namesInOrder(canvasElement)).toEqual(['color', 'cut', 'perm', 'spa']);
  },
};

export const JapaneseInstructions: Story = {
  name: 'JapaneseInstructions（操作方法と途中経過を日本語で読み上げる）',
  play: async ({ canvasElement }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'カラーを並べ替え' });
    await expect(handle).toHaveAttribute('aria-roledescription', '並べ替え可能な項目');
    const describedBy = handle.getAttribute('aria-describedby');
    await expect(describedBy).toBeTruthy();
    const instructions = document.getElementById(describedBy ?? '');
    await expect(instructions).toHaveTextContent(
      '並べ替えるには、スペースキーで持ち上げ、矢印キーで移動し、スペースキーで置きます。',
    );
    await expect(instructions?.textContent).toBe(SORTABLE_LIST_INSTRUCTIONS);

    handle.focus();
    await userEvent.keyboard('[Space]');
    const live = () =>
      [...document.querySelectorAll('[aria-live="assertive"]')].map((node) => node.textContent).join();
    await waitFor(() => expect(live()).toContain('カラーを持ち上げました。4件中2番目です。'));
    await wait(50);
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() => expect(live()).toContain('カラーを4件中3番目へ動かしました。'));
    await wait(200);
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(live()).toContain('カラーを4件中3番目に置きました。'));
  },
};

export const PointerReorder: Story = {
  name: 'PointerReorder（ハンドルのドラッグ。5 px 未満の動きでは持ち上げない）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'カットを並べ替え' });
    const rows = canvas.getAllByRole('listitem');
    const start = handle.getBoundingClientRect();
    const x = start.left + start.width / 2;
    const y = start.top + start.height / 2;
    const pointer = { isPrimary: true, button: 0, pointerId: 1, pointerType: 'mouse' };

    // Under the 5 px activation distance: a click, not a drag.
    fireEvent.pointerDown(handle, { ...pointer, clientX: x, clientY: y });
    fireEvent.pointerMove(document, { ...pointer, clientX: x, clientY: y + 4 });
    await wait(50);
    await expect(canvas.getAllByRole('listitem')[0]).not.toHaveAttribute('data-dragging');
    fireEvent.pointerUp(document, { ...pointer, clientX: x, clientY: y + 4 });
    await wait(50);
    await expect(args.onReorder).not.toHaveBeenCalled();

    // Past it: drag below the third row's centre and drop.
    const third = rows[2]?.getBoundingClientRect();
    if (!third) throw new Error('third row missing');
    const targetY = third.top + third.height / 2 + 2;
    fireEvent.pointerDown(handle, { ...pointer, clientX: x, clientY: y });
    for (let step = 1; step <= 10; step += 1) {
      fireEvent.pointerMove(document, { ...pointer, clientX: x, clientY: y + ((targetY - y) * step) / 10 });
      await wait(16);
    }
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('data-dragging'));
    fireEvent.pointerUp(document, { ...pointer, clientX: x, clientY: targetY });
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['color', 'perm', 'cut', 'spa']));
    await waitFor(() => expect(namesInOrder(canvasElement)).toEqual(['color', 'perm', 'cut', 'spa']));
  },
};

export const RollbackOnFailure: Story = {
  name: 'RollbackOnFailure（保存に失敗したら元の並びに戻し、エラーを出す）',
  args: { onReorder: fn() },
  render: (args) => (
    <ToastProvider>
      <SavingDemo
        onReorder={args.onReorder}
        save={() => new Promise((_resolve, reject) => failingSaves.push(() => reject(new Error('500'))))}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await moveDownByKeyboard(canvas.getByRole('button', { name: 'カットを並べ替え' }));
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['color', 'cut', 'perm', 'spa']));
    // Applied at once, before the save answers.
    await expect(namesInOrder(canvasElement)).toEqual(['color', 'cut', 'perm', 'spa']);
    await expect(canvas.getByText('保存中…')).toBeVisible();
    // The server answers only now: a slow machine cannot make the rollback come before the checks above.
    for (const fail of failingSaves.splice(0)) fail();

    // An error toast (in the 通知 region, which is hidden while empty; read out through the LiveAnnouncer).
    const region = await within(document.body).findByRole('region', { name: '通知' }, { timeout: 3000 });
    await expect(
      await within(region).findByText(
        '並び順を保存できませんでした。元の並びに戻しました。',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    await expect(namesInOrder(canvasElement)).toEqual(['cut', 'color', 'perm', 'spa']);
    await expect(canvas.queryByText('保存中…')).toBeNull();
  },
};

export const SavedOptimistically: Story = {
  name: 'SavedOptimistically（保存できれば新しい並びのまま）',
  args: { onReorder: fn() },
  render: (args) => (
    <ToastProvider>
      <SavingDemo
        onReorder={args.onReorder}
        save={() => new Promise((resolve) => setTimeout(resolve, 200))}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await moveDownByKeyboard(canvas.getByRole('button', { name: 'パーマを並べ替え' }));
    await waitFor(() => expect(namesInOrder(canvasElement)).toEqual(['cut', 'color', 'spa', 'perm']));
    // In the toast of the 通知 region (the LiveAnnouncer holds the same words for screen readers).
    const region = await within(document.body).findByRole('region', { name: '通知' }, { timeout: 3000 });
    await expect(
      await within(region).findByText('並び順を保存しました', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(namesInOrder(canvasElement)).toEqual(['cut', 'color', 'spa', 'perm']);
  },
};

export const Disabled: Story = {
  name: 'Disabled（保存中などは並べ替えられない）',
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SortableList
        aria-label="コースの並び順"
        items={courses}
        getLabel={(course) => course.name}
        onReorder={args.onReorder}
        disabled
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const handle of within(canvasElement).getAllByRole('button')) {
      await expect(handle).toBeDisabled();
    }
  },
};

export const Compact: Story = {
  name: 'Compact（入れ子の一覧: 枠なし・小さな行）',
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SortableList
        aria-label="ボディの部品"
        density="compact"
        items={courses}
        getLabel={(course) => course.name}
        onReorder={args.onReorder}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('li');
    await expect(rows).toHaveLength(courses.length);
    // The rows keep the handle's size (the small control height) and draw no frame.
    const row = rows[0] as HTMLElement;
    await expect(getComputedStyle(row).borderTopColor).toBe('rgba(0, 0, 0, 0)');
    await expect(row.getBoundingClientRect().height).toBeLessThan(40);
  },
};
