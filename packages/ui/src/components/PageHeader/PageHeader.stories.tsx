import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'レイアウト/PageHeader',
  component: PageHeader,
  args: { title: '通知メッセージ一覧' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    manualUrl: 'https://help.example.com/manual/tel',
    actions: <Button>新規作成</Button>,
  },
};

export const TitleOnly: Story = {
  name: 'TitleOnly（見出しだけ）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: '通知メッセージ一覧' });
    await expect(heading.closest('.console-ui-PageHeader')).not.toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const ManualUrl: Story = {
  name: 'ManualUrl（マニュアルを新しいタブで開く）',
  args: { manualUrl: 'https://help.example.com/manual/tel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The hidden notice is absolutely positioned, so the name computation may put a space before it.
    const link = canvas.getByRole('link', { name: /^マニュアル\s?（新しいタブで開きます）$/ });
    await expect(link).toHaveTextContent(/^マニュアル（新しいタブで開きます）$/);
    await expect(link).toHaveAttribute('href', 'https://help.example.com/manual/tel');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The new-tab notice is for screen readers only: the visible text is just 「マニュアル」.
    const notice = within(link).getByText('（新しいタブで開きます）');
    const box = notice.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(4);
    await expect(getComputedStyle(notice).position).toBe('absolute');
  },
};

export const Actions: Story = {
  name: 'Actions（右端の操作）',
  args: {
    actions: (
      <>
        <Button variant="secondary">CSV ダウンロード</Button>
        <Button onClick={fn()}>新規作成</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: '通知メッセージ一覧' });
    const create = canvas.getByRole('button', { name: '新規作成' });
    // Actions sit at the far end of the header, after the title.
    await expect(create.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'CSV ダウンロード' })).toHaveFocus();
  },
};

export const HeadingLevel: Story = {
  name: 'HeadingLevel（見出しの階層）',
  args: { headingLevel: 2, title: 'テンプレート' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'テンプレート' }),
    ).toBeInTheDocument();
  },
};
