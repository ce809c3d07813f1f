import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AreaEditor, type AreaEditorProps } from './AreaEditor';
import type { AreaEditorArea } from './areaModel';
import { areaEditorMessages } from './messages';

/**
 * A menu image drawn by the story (no network): a gradient with one lighter panel per cell, as a
 * designer's template would look.
 */
function menuImage(width: number, height: number, columns: number, rows: number) {
  const cells: string[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const x = Math.round((c * width) / columns);
      const y = Math.round((r * height) / rows);
      const w = Math.round(((c + 1) * width) / columns) - x;
      const h = Math.round(((r + 1) * height) / rows) - y;
      cells.push(
        `<rect x="${x + 40}" y="${y + 40}" width="${w - 80}" height="${h - 80}" rx="60" fill="#ffffff" fill-opacity="0.25"/>`,
        `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 5}" fill="#ffffff" fill-opacity="0.55"/>`,
      );
    }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b7a4b"/><stop offset="1" stop-color="#1f5fbf"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${cells.join('')}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const FULL = { imageWidth: 2500, imageHeight: 1686 };
const HALF = { imageWidth: 2500, imageHeight: 843 };

/** LINE's full template "6 areas": 3 columns by 2 rows. */
const sixAreas: AreaEditorArea[] = [
  { id: 'a', x: 0, y: 0, width: 833, height: 843, label: 'クーポン' },
  { id: 'b', x: 833, y: 0, width: 834, height: 843, label: '予約' },
  { id: 'c', x: 1667, y: 0, width: 833, height: 843, label: 'ショップ' },
  { id: 'd', x: 0, y: 843, width: 833, height: 843 },
  { id: 'e', x: 833, y: 843, width: 834, height: 843 },
  { id: 'f', x: 1667, y: 843, width: 833, height: 843 },
];

/**
 * The editor with its areas in state, as a screen holds them; every change also goes to `onChange`. A
 * `selectedId` given to the story is held in state too (the controlled selection).
 */
function Stateful(args: AreaEditorProps) {
  const [areas, setAreas] = useState(args.areas);
  const [selectedId, setSelectedId] = useState(args.selectedId);
  return (
    <AreaEditor
      {...args}
      areas={areas}
      onChange={(next) => {
        setAreas(next);
        args.onChange(next);
      }}
      {...(selectedId === undefined
        ? {}
        : {
            selectedId,
            onSelect: (id: string | null) => {
              setSelectedId(id);
              args.onSelect?.(id);
            },
          })}
    />
  );
}

const meta = {
  title: 'フォーム/AreaEditor',
  component: AreaEditor,
  args: {
    src: menuImage(2500, 1686, 3, 2),
    ...FULL,
    areas: sixAreas,
    grid: { columns: 3, rows: 2 },
    onChange: fn(),
    onSelect: fn(),
  },
  render: (args) => (
    <div style={{ inlineSize: 960 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof AreaEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- Helpers for play functions: real pointer events at image coordinates, and the list's numbers. ---

const surfaceOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: areaEditorMessages.surface });

/** The client point of an image point (the surface is the image, scaled). */
function at(surface: HTMLElement, image: { imageWidth: number; imageHeight: number }, x: number, y: number) {
  const box = surface.getBoundingClientRect();
  return {
    clientX: box.left + (x * box.width) / image.imageWidth,
    clientY: box.top + (y * box.height) / image.imageHeight,
  };
}

/**
 * Presses on `target` at `from`, moves in steps to `to`, and lets go over the document's body — outside
 * the surface, as a drag that overshoots does. `pointerType` 'touch' is a finger.
 */
async function drag(
  target: Element,
  from: { clientX: number; clientY: number },
  to: { clientX: number; clientY: number },
  pointerType: 'mouse' | 'touch' = 'mouse',
) {
  const base = {
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 7,
    isPrimary: true,
    pointerType,
  };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...base, ...from, button: 0, buttons: 1 }));
  for (let i = 1; i <= 4; i++) {
    const point = {
      clientX: from.clientX + ((to.clientX - from.clientX) * i) / 4,
      clientY: from.clientY + ((to.clientY - from.clientY) * i) / 4,
    };
    target.dispatchEvent(new PointerEvent('pointermove', { ...base, ...point, button: -1, buttons: 1 }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  document.body.dispatchEvent(new PointerEvent('pointerup', { ...base, ...to, button: 0, buttons: 0 }));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** x, y, width and height of an area as the list shows them. */
async function listed(canvasElement: HTMLElement, name: string) {
  const group = within(canvasElement).getByRole('group', { name });
  const values = ['x', 'y', '幅', '高さ'].map((label) =>
    Number((within(group).getByRole('spinbutton', { name: label }) as HTMLInputElement).value),
  );
  return values;
}

const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

export const Playground: Story = {
  name: 'Playground（エリアB を選択中: つまみが出る）',
  args: { selectedId: 'b' },
};

export const FullMenu: Story = {
  name: 'FullMenu（2500×1686 の 6 分割: 矢印で 1・10 px 移動、Alt で大きさ、重なりの注意）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.console-ui-AreaEditor')).not.toBeNull();
    const a = canvas.getByRole('button', { name: 'エリアA（クーポン）' });
    await userEvent.click(a);
    await expect(a).toHaveFocus();
    await expect(a).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('a');
    // Shift + → 10 px, → 1 px, ↓ 1 px.
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowRight}{ArrowDown}');
    await expect(await listed(canvasElement, 'エリアA（クーポン）')).toEqual([11, 1, 833, 843]);
    await expect(status(canvasElement)).toHaveTextContent(
      'エリアA（クーポン）: x 11, y 1, 幅 833, 高さ 843 エリアB（予約）・エリアD・エリアEと重なっています。',
    );
    // Moved into its neighbours: flagged in the list (LINE allows it, the editor says so).
    const listB = canvas.getByRole('group', { name: 'エリアB（予約）' });
    await expect(listB).toHaveTextContent('エリアA（クーポン）と重なっています。');
    // ← and ↑ back; Alt + ← shrinks by 1, Alt + Shift + ↑ by 10.
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}{ArrowLeft}{ArrowUp}');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{Shift>}{ArrowUp}{/Shift}{/Alt}');
    await expect(await listed(canvasElement, 'エリアA（クーポン）')).toEqual([0, 0, 832, 833]);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 'a', x: 0, y: 0, width: 832, height: 833 })]),
    );
    await expect(listB).not.toHaveTextContent('重なっています');
    // Esc deselects and leaves focus on the image.
    await userEvent.keyboard('{Escape}');
    await expect(a).toHaveAttribute('aria-pressed', 'false');
    await expect(surfaceOf(canvasElement)).toHaveFocus();
    await expect(status(canvasElement)).toHaveTextContent('選択を解除しました。');
  },
};

export const DrawWithPointer: Story = {
  name: 'DrawWithPointer（グリッドに合わせて描く・動かす・角で大きさを変える、外で離しても終わる）',
  args: { areas: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const surface = surfaceOf(canvasElement);
    await expect(getComputedStyle(surface).touchAction).toBe('none');
    // Drawn from inside the first cell to near its corner: snapped to the cell.
    await drag(surface, at(surface, FULL, 60, 40), at(surface, FULL, 790, 800));
    await expect(await listed(canvasElement, 'エリアA')).toEqual([0, 0, 833, 843]);
    const a = canvas.getByRole('button', { name: 'エリアA' });
    await expect(a).toHaveAttribute('aria-pressed', 'true');
    await expect(status(canvasElement)).toHaveTextContent(
      'エリアAを追加しました。x 0, y 0, 幅 833, 高さ 843',
    );
    // Moved by most of a column and a row: lands on the cell (1, 1).
    await drag(a, at(surface, FULL, 400, 400), at(surface, FULL, 1100, 1000));
    await expect(await listed(canvasElement, 'エリアA')).toEqual([833, 843, 833, 843]);
    // The top-left handle dragged up and left over the image's edge: the area grows to the image's corner.
    const handle = a.querySelector('[data-handle="nw"]') as HTMLElement;
    await drag(handle, at(surface, FULL, 833, 843), at(surface, FULL, -300, -300));
    await expect(await listed(canvasElement, 'エリアA')).toEqual([0, 0, 1666, 1686]);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    // A click (no movement) on empty space deselects; it draws nothing.
    await drag(surface, at(surface, FULL, 2000, 1500), at(surface, FULL, 2000, 1500));
    await expect(a).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const HalfMenuKeyboardOnly: Story = {
  name: 'HalfMenuKeyboardOnly（2500×843: キーボードだけで 2 つ追加して動かす・削除する）',
  args: { src: menuImage(2500, 843, 3, 1), ...HALF, areas: [], grid: { columns: 3, rows: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const surface = surfaceOf(canvasElement);
    await expect(canvas.getByText(areaEditorMessages.empty)).toBeVisible();
    // From the add button, Tab past the snap checkbox to the image.
    canvas.getByRole('button', { name: 'エリアを追加' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: areaEditorMessages.snap })).toHaveFocus();
    await userEvent.tab();
    await expect(surface).toHaveFocus();
    await expect(surface).toHaveAccessibleDescription(areaEditorMessages.instructions);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'エリアA' })).toHaveFocus();
    await expect(await listed(canvasElement, 'エリアA')).toEqual([0, 0, 833, 843]);
    // N from the area adds the next free cell; focus follows the new area.
    await userEvent.keyboard('n');
    const b = canvas.getByRole('button', { name: 'エリアB' });
    await expect(b).toHaveFocus();
    await expect(await listed(canvasElement, 'エリアB')).toEqual([833, 0, 834, 843]);
    await expect(status(canvasElement)).toHaveTextContent(
      'エリアBを追加しました。x 833, y 0, 幅 834, 高さ 843',
    );
    // Keys never snap: 1 px exactly, and clamped inside the image.
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowRight}{/Shift}');
    await expect(await listed(canvasElement, 'エリアB')).toEqual([843, 0, 834, 843]);
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(await listed(canvasElement, 'エリアB')).toEqual([843, 0, 833, 843]);
    // Shift + Tab back to A, which becomes the selection.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'エリアA' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('area-1');
    // Delete removes A; B becomes A (areas are named by their order) and takes the focus.
    await userEvent.keyboard('{Delete}');
    await expect(status(canvasElement)).toHaveTextContent('エリアAを削除しました。');
    await expect(canvas.getAllByRole('button', { name: /^エリア[A-Z]$/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'エリアA' })).toHaveFocus();
    await expect(await listed(canvasElement, 'エリアA')).toEqual([843, 0, 833, 843]);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'area-2', x: 843, y: 0, width: 833, height: 843 },
    ]);
  },
};

export const FreeLayout: Story = {
  name: 'FreeLayout（グリッドなし: 画面の px をそのまま画像の px に、一覧の数値で細かく入力）',
  args: {
    src: menuImage(2500, 1686, 1, 1),
    areas: [
      { id: 'banner', x: 0, y: 0, width: 2500, height: 600, label: 'キャンペーン' },
      { id: 'left', x: 0, y: 600, width: 1250, height: 1086 },
    ],
  },
  render: (args) => (
    <div style={{ inlineSize: 960 }}>
      <Stateful {...args} grid={undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surface = surfaceOf(canvasElement);
    await expect(canvas.queryByRole('checkbox', { name: areaEditorMessages.snap })).toBeNull();
    // Without a grid the drawn area is where the pointer went (to the image pixel).
    await drag(surface, at(surface, FULL, 1400, 700), at(surface, FULL, 2200, 1500));
    const [x, y, width, height] = await listed(canvasElement, 'エリアC');
    await expect(Math.abs((x as number) - 1400)).toBeLessThanOrEqual(2);
    await expect(Math.abs((y as number) - 700)).toBeLessThanOrEqual(2);
    await expect(Math.abs((width as number) - 800)).toBeLessThanOrEqual(4);
    await expect(Math.abs((height as number) - 800)).toBeLessThanOrEqual(4);
    // Typed in the list: clamped to what fits (x + width ≤ 2500), and the image follows.
    const group = canvas.getByRole('group', { name: 'エリアC' });
    const xField = within(group).getByRole('spinbutton', { name: 'x' });
    await userEvent.clear(xField);
    await userEvent.type(xField, '２４００{Enter}');
    await expect(await listed(canvasElement, 'エリアC')).toEqual([
      2500 - (width as number),
      y,
      width,
      height,
    ]);
    const c = canvas.getByRole('button', { name: 'エリアC' });
    await expect(
      Math.abs(c.getBoundingClientRect().right - surface.getBoundingClientRect().right),
    ).toBeLessThan(1);
    // Selecting in the list selects on the image, and the other way round.
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'エリアA（キャンペーン）' })).getByRole('button', {
        name: 'エリアA（キャンペーン）を選択',
      }),
    );
    await expect(canvas.getByRole('button', { name: 'エリアA（キャンペーン）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'エリアB' }));
    await expect(canvas.getByRole('button', { name: 'エリアBを選択' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'エリアA（キャンペーン）を選択' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Twenty areas, 5 by 4: the most LINE accepts. */
const twentyAreas: AreaEditorArea[] = Array.from({ length: 20 }, (_, i) => ({
  id: `t${i}`,
  x: (i % 5) * 500,
  y: Math.floor(i / 5) * 421,
  width: 500,
  height: 421,
}));

export const MaxAreas: Story = {
  name: 'MaxAreas（20 個で上限: 追加・描画は断って理由を出す）',
  args: { areas: twentyAreas, grid: { step: 50 }, src: menuImage(2500, 1686, 5, 4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'エリアの一覧（20 / 20）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'エリアを追加' }));
    const message = areaEditorMessages.limit(20);
    await expect(message).toBe('エリアは 20 個までです。追加するには、どれかを削除してください。');
    await expect(canvas.getByText(message, { selector: 'p' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    // Keyboard too (focus on an area: N).
    await userEvent.click(canvas.getByRole('button', { name: 'エリアT' }));
    await userEvent.keyboard('n');
    await expect(args.onChange).not.toHaveBeenCalled();
    // One deleted from the list (focus stays in the list, on the delete button of the area that took
    // its place: T is now S): there is room again.
    await userEvent.click(canvas.getByRole('button', { name: 'エリアSを削除' }));
    await expect(canvas.getByRole('button', { name: 'エリアSを削除' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'エリアの一覧（19 / 20）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'エリアを追加' }));
    await expect(canvas.queryByText(message, { selector: 'p' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'エリアの一覧（20 / 20）' })).toBeVisible();
    // The freed cell is smaller than the default size (a third by a half, in whole steps): the new area
    // goes to the top left corner, flagged as overlapping.
    await expect(await listed(canvasElement, 'エリアT')).toEqual([0, 0, 850, 850]);
    await expect(canvas.getByRole('button', { name: 'エリアT' })).toHaveAttribute('data-overlap');
  },
};

export const Narrow: Story = {
  name: 'Narrow（スマートフォンの幅: 一覧は画像の下、指で動かせる）',
  args: {
    src: menuImage(2500, 843, 3, 1),
    ...HALF,
    areas: sixAreas.slice(0, 3),
    grid: { columns: 3, rows: 1 },
  },
  render: (args) => (
    <div style={{ inlineSize: 328 }}>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surface = surfaceOf(canvasElement);
    const list = canvas.getByRole('list', { name: 'エリアの一覧（3 / 20）' });
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(surface.getBoundingClientRect().bottom);
    const root = canvasElement.querySelector('.console-ui-AreaEditor') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // A finger moves C one column left onto B's cell (snapped).
    const c = canvas.getByRole('button', { name: 'エリアC（ショップ）' });
    await drag(c, at(surface, HALF, 2000, 400), at(surface, HALF, 1100, 400), 'touch');
    await waitFor(async () =>
      expect(await listed(canvasElement, 'エリアC（ショップ）')).toEqual([833, 0, 833, 843]),
    );
    await expect(c).toHaveAttribute('data-overlap');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const surface = surfaceOf(canvasElement);
    await expect(canvas.getByRole('button', { name: 'エリアを追加' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'エリアA（クーポン）' })).toBeDisabled();
    await expect(surface).toHaveAttribute('tabindex', '-1');
    await drag(surface, at(surface, FULL, 100, 100), at(surface, FULL, 600, 600));
    await expect(args.onChange).not.toHaveBeenCalled();
    for (const field of canvas.getAllByRole('spinbutton')) await expect(field).toBeDisabled();
  },
};
