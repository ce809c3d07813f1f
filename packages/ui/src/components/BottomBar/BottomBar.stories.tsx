import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PageContent } from '../PageContent';
import { PageHeader } from '../PageHeader';
import { BottomBar } from './BottomBar';

const meta = {
  title: 'レイアウト/BottomBar',
  component: BottomBar,
  args: { onSubmit: fn() },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] } },
  render: ({ onSubmit, ...args }) => (
    <>
      <PageContent>
        <PageHeader title="テンプレート編集" />
        {Array.from({ length: 30 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of filler paragraphs
          <p key={i} style={{ margin: 0 }}>
            {i + 1} 行目: 本文の見本です。画面の下端の操作バーが、最後の内容を隠さないことを確かめます。
          </p>
        ))}
        <p style={{ margin: 0 }}>最後の段落</p>
      </PageContent>
      <BottomBar {...args}>
        <Button variant="secondary">キャンセル</Button>
        <Button onClick={onSubmit as () => void}>保存</Button>
      </BottomBar>
    </>
  ),
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export const Playground: Story = {};

export const NeverCoversLastContent: Story = {
  name: 'NeverCoversLastContent（下端に固定され、最後の内容を隠さない）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const last = canvas.getByText('最後の段落');
    const bar = canvasElement.querySelector('.console-ui-BottomBar') as HTMLElement;
    window.scrollTo(0, 0);
    await nextFrame();

    // The page is longer than the viewport, and the bar sits on the bottom edge of the viewport.
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
    await expect(Math.abs(bar.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    // Scrolled to the very end, the last content is fully above the bar.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await nextFrame();
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    const lastBox = last.getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    await expect(lastBox.bottom).toBeLessThanOrEqual(barBox.top);
    await expect(lastBox.top).toBeGreaterThanOrEqual(0);
    await expect(barBox.bottom).toBeLessThanOrEqual(window.innerHeight);
    // And nothing else is drawn over the last content at its centre point.
    const centre = document.elementFromPoint(
      lastBox.left + lastBox.width / 2,
      lastBox.top + lastBox.height / 2,
    );
    await expect(centre).toBe(last);
    window.scrollTo(0, 0);
  },
};

export const Align: Story = {
  name: 'Align（between: 両端に分ける）',
  args: { align: 'between' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvasElement.querySelector('.console-ui-BottomBar') as HTMLElement;
    await expect(bar).toHaveAttribute('data-align', 'between');
    const barBox = bar.getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: 'キャンセル' }).getBoundingClientRect();
    const save = canvas.getByRole('button', { name: '保存' }).getBoundingClientRect();
    await expect(cancel.left - barBox.left).toBeLessThan(barBox.right - save.right + 1);
    await expect(save.right).toBeGreaterThan(barBox.left + barBox.width / 2);
    await expect(cancel.right).toBeLessThan(barBox.left + barBox.width / 2);
  },
};
