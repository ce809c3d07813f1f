import { HOME_OPS, type HomeSummary, routePattern } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppPage, LONG_TEXT, mock, ownerMe, PAGE_WAIT, salonMe, settled, staffMe } from '../test/pageStory';
import { HOME_MESSAGES as T } from './messages';

const summaryPath = routePattern(HOME_OPS.homeSummary.path);
const salonSummary: HomeSummary = {
  today: '2026-11-26',
  items: [
    { key: 'reservationsToday', count: 12 },
    { key: 'pendingRequests', count: 7 },
    { key: 'sendsToday', count: 0 },
    { key: 'sendsFailed', count: 2 },
    { key: 'journeysRunning', count: 3 },
    { key: 'friendsToday', count: 5 },
  ],
};
// What the server answers an operator without RESERVE_WRITE: no salon counts.
const plainSummary: HomeSummary = { ...salonSummary, items: salonSummary.items.slice(2) };

/** ホーム（アプリの本物のルート、ログイン中の利用者は固定）。 */
const meta = {
  title: 'コンソール/ホーム',
  parameters: { layout: 'fullscreen', msw: { handlers: [mock.json(summaryPath, plainSummary)] } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const todoLinks = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByTestId('home-todos', {}, PAGE_WAIT);
  return within(list)
    .getAllByRole('link')
    .map((link) => `${link.textContent}→${link.getAttribute('href')}`);
};

export const オーナー: Story = {
  render: (_args, { globals }) => <AppPage path="/" me={ownerMe} theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await within(canvasElement).findByText(/オーナー/, {}, PAGE_WAIT)).toBeVisible();
    await expect(await todoLinks(canvasElement)).toEqual([
      '今日送る通知メッセージ0件→/line/tel',
      '送信に失敗した通知メッセージ（7日以内）2件→/line/tel',
      '配信中のジャーニー3件→/line/journey',
      '今日の新しい友だち5件→/line/friends',
    ]);
  },
};

export const サロンの店長: Story = {
  name: 'サロンの店長（今日の予約と返事待ちの依頼も）',
  render: (_args, { globals }) => <AppPage path="/" me={salonMe} theme={globals.theme} />,
  parameters: { msw: { handlers: [mock.json(summaryPath, salonSummary)] } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await todoLinks(canvasElement)).toEqual([
      '今日の予約12件→/line/reserve/salon',
      '返事待ちの変更・キャンセルの依頼7件→/line/reserve/salon',
      '今日送る通知メッセージ0件→/line/tel',
      '送信に失敗した通知メッセージ（7日以内）2件→/line/tel',
      '配信中のジャーニー3件→/line/journey',
      '今日の新しい友だち5件→/line/friends',
    ]);
    await expect(within(canvasElement).getByRole('heading', { name: /今日やること/ })).toHaveTextContent(
      '11月26日',
    );
    // 「できること」 lists screens that exist and the keys open: the salon's among them.
    const canDo = within(canvasElement).getByRole('region', { name: T.canDoLabel });
    await expect(within(canDo).getByRole('link', { name: '予約表' })).toBeVisible();
    await expect(within(canDo).queryByRole('link', { name: 'ホーム' })).toBeNull();
  },
};

export const スタッフ: Story = {
  render: (_args, { globals }) => <AppPage path="/" me={staffMe} theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(await within(canvasElement).findByText(/スタッフ/, {}, PAGE_WAIT)).toBeVisible();
    // No salon screen for a role without the salon key.
    const canDo = within(canvasElement).getByRole('region', { name: T.canDoLabel });
    await expect(within(canDo).queryByRole('link', { name: '予約表' })).toBeNull();
    // The ids wait in 「詳細情報」.
    const details = within(canvasElement).getByText('詳細情報').closest('details') as HTMLDetailsElement;
    await expect(details.open).toBe(false);
    await userEvent.click(within(canvasElement).getByText('詳細情報'));
    await expect(within(details).getByText(T.accountIdLabel)).toBeVisible();
  },
};

export const 読み込みエラー: Story = {
  name: '読み込みエラー（今日の件数が読めない）',
  render: (_args, { globals }) => <AppPage path="/" me={ownerMe} theme={globals.theme} />,
  parameters: { msw: { handlers: [mock.error(summaryPath)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(T.loadError, {}, PAGE_WAIT)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: T.retry })).toBeVisible();
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
