import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppPage, LONG_TEXT, ownerMe, PAGE_WAIT, settled, staffMe } from '../test/pageStory';

/** ホーム（アプリの本物のルート、ログイン中の利用者は固定）。 */
const meta = {
  title: 'コンソール/ホーム',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const オーナー: Story = {
  render: (_args, { globals }) => <AppPage path="/" me={ownerMe} theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await within(canvasElement).findByText(/オーナー/, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const スタッフ: Story = {
  render: (_args, { globals }) => <AppPage path="/" me={staffMe} theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await within(canvasElement).findByText(/スタッフ/, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 長いアカウント名: Story = {
  render: (_args, { globals }) => (
    <AppPage path="/" me={{ ...ownerMe, account_name: LONG_TEXT }} theme={globals.theme} />
  ),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(
      (await within(canvasElement).findAllByText(new RegExp(LONG_TEXT.slice(0, 12)), {}, PAGE_WAIT))[0],
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
