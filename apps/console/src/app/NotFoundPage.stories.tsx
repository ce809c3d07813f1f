import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppPage, PAGE_WAIT, settled } from '../test/pageStory';

/** 見つからないページ（アプリの本物のルート: 知らないパスと、数字だけのはずの id が数字でないとき）。 */
const meta = {
  title: 'コンソール/見つからないページ',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const 知らないパス: Story = {
  render: (_args, { globals }) => <AppPage path="/line/no-such-page" theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'ページが見つかりません' }, PAGE_WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
  },
};

export const 数字でないid: Story = {
  render: (_args, { globals }) => <AppPage path="/line/tel/list/abc" theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'ページが見つかりません' }, PAGE_WAIT),
    ).toBeVisible();
  },
};
