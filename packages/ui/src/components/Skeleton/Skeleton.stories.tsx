import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/vars.css';
import { Button } from '../Button';
import { Skeleton } from './Skeleton';

const meta = {
  title: '基本/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <Skeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shapes: Story = {
  name: 'Shapes（行・四角・丸）',
  render: () => (
    <div style={{ display: 'grid', gap: 16, inlineSize: 320 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" height={40} />
        <Skeleton shape="text" fontSize="large" width={160} announce={false} />
      </div>
      <Skeleton shape="rect" height={120} announce={false} />
      <Skeleton shape="text" lines={3} announce={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One status for the region, however many shapes it has; the shapes themselves are hidden.
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('読み込み中');
    for (const shape of canvasElement.querySelectorAll('.console-ui-Skeleton > [aria-hidden="true"]')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
    const circle = canvasElement.querySelector<HTMLElement>('[class*="circle"]');
    await expect(circle?.getBoundingClientRect().width).toBe(40);
    await expect(circle?.getBoundingClientRect().height).toBe(40);
    const rect = canvasElement.querySelector<HTMLElement>('[class*="rect"]');
    await expect(rect?.getBoundingClientRect().height).toBe(120);
    await expect(rect?.getBoundingClientRect().width).toBe(320);
  },
};

export const Motion: Story = {
  name: 'Motion（動きを減らす設定では止まる）',
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector<HTMLElement>('.console-ui-Skeleton [aria-hidden] > *');
    if (!line) throw new Error('no skeleton line');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The band sweeps only where the user has not asked for less motion.
    await expect(getComputedStyle(line).animationName === 'none').toBe(reduced);
  },
};

const TEXT =
  '予約の前日に、確認のメッセージを LINE で送ります。送る時刻は店舗の設定で変えられます。届かなかった友だちは一覧に出ます。';

/** A panel that loads its text: the skeleton takes exactly the text's height, so nothing below moves. */
function LoadingPanel() {
  const [loaded, setLoaded] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 8, inlineSize: 320 }}>
      <Button variant="secondary" size="small" onClick={() => setLoaded(true)}>
        届いたことにする
      </Button>
      <section
        aria-label="お知らせ"
        aria-busy={!loaded || undefined}
        style={{ fontSize: vars.font.size.medium }}
      >
        {loaded ? (
          <p style={{ margin: 0, lineHeight: vars.font.lineHeight.standard }}>{TEXT}</p>
        ) : (
          <Skeleton lines={3} />
        )}
      </section>
      <p data-testid="below" style={{ margin: 0 }}>
        この下の文は動かない
      </p>
    </div>
  );
}

export const NoLayoutShift: Story = {
  name: 'NoLayoutShift（届いても下が動かない）',
  render: () => <LoadingPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'お知らせ' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const before = canvas.getByTestId('below').getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: '届いたことにする' }));
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    // The text wraps to three lines at 320 px; three skeleton lines took the same height.
    await expect(Math.abs(canvas.getByTestId('below').getBoundingClientRect().top - before)).toBeLessThan(
      0.5,
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
