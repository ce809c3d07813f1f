import { ACCOUNT_OPS, routePattern } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppPage, LONG_TEXT, mock, PAGE_WAIT, SERVER_ERROR_MESSAGE, settled } from '../test/pageStory';

/** テーマ設定（アプリの本物のルートと MSW のモック API）。 */
const meta = {
  title: 'コンソール/テーマ設定',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const account = { id: 1, name: 'デモ商店', oem_code: 'sakura', app_name: 'Console' };
const render: Story['render'] = (_args, { globals }) => (
  <AppPage path="/line/setting/theme" theme={globals.theme} />
);

export const 通常: Story = {
  render,
  parameters: { msw: { handlers: [mock.json(routePattern(ACCOUNT_OPS.account.path), account)] } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await within(canvasElement).findByRole('combobox', {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 読み込み中: Story = {
  render,
  parameters: { msw: { handlers: [mock.loading(routePattern(ACCOUNT_OPS.account.path))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, PAGE_WAIT)).toBeVisible();
  },
};

export const エラー: Story = {
  render,
  parameters: { msw: { handlers: [mock.error(routePattern(ACCOUNT_OPS.account.path))] } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await within(canvasElement).findByText(SERVER_ERROR_MESSAGE, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 長いアカウント名: Story = {
  render,
  parameters: {
    msw: { handlers: [mock.json(routePattern(ACCOUNT_OPS.account.path), { ...account, name: LONG_TEXT })] },
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await within(canvasElement).findByRole('combobox', {}, PAGE_WAIT)).toBeVisible();
  },
};
