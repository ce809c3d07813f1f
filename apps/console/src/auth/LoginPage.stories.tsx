import { AUTH_PATHS } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppPage, PAGE_WAIT, settled } from '../test/pageStory';

/** ログインページ（アプリの本物のルート、未ログイン）。 */
const meta = {
  title: 'コンソール/ログインページ',
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (_args, { globals }) => (
  <AppPage path="/account/login" me={null} theme={globals.theme} />
);

export const 通常: Story = {
  render,
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'ログイン' }, PAGE_WAIT),
    ).toBeVisible();
  },
};

export const 失敗: Story = {
  render,
  parameters: {
    msw: {
      handlers: [
        http.post(AUTH_PATHS.login, () =>
          HttpResponse.json({ message: 'メールアドレスかパスワードが違います。' }, { status: 401 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('メールアドレス', {}, PAGE_WAIT), 'owner@example.jp');
    await userEvent.type(canvas.getByLabelText('パスワード'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(
      await canvas.findByText('メールアドレスかパスワードが違います。', {}, PAGE_WAIT),
    ).toBeVisible();
    // Whether Chromium draws the focus ring on the button after a scripted click (typing came just
    // before) varied between runs; the picture is of the message, so leave nothing focused.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};
