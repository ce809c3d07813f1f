import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerMe, renderApp } from '../test/render';
import { CONSOLE_ROUTES } from './features';

// The owner holding every key a route asks for, so no route is refused.
const allKeysMe = {
  ...ownerMe,
  permissions: [...new Set(CONSOLE_ROUTES.flatMap((route) => route.permissions))],
};
// Every screen drawn as a stub: this test is about the shell's top bar, not the screens' data.
const stubScreens = Object.fromEntries(
  CONSOLE_ROUTES.map((route) => [route.name, () => <p>{`${route.name} の画面`}</p>]),
);

async function topBarTitle(path: string, screenName: string) {
  renderApp({ path, me: allKeysMe, screens: stubScreens });
  await screen.findByText(`${screenName} の画面`);
  return within(screen.getByRole('banner')).getByText((_, element) => element?.tagName === 'P').textContent;
}

describe('Shell top bar', () => {
  it.each([
    // Salon settings pages used to show the nearest menu entry (予約表).
    ['/line/reserve/salon/settings/opening', 'SalonOpeningPage', '営業時間'],
    ['/line/reserve/salon', 'SalonTimelinePage', '予約表'],
    // Routes outside the menu are named too.
    ['/line/friends/12', 'FriendDetailPage', '友だちの詳細'],
    ['/line/journey/3/edit', 'JourneyEditPage', 'ジャーニーの編集'],
    ['/line/tel/list/5', 'TelOrderDetailPage', '通知メッセージ発注内容'],
    ['/', 'HomePage', 'ホーム'],
  ])('names %s as the page itself', async (path, screenName, title) => {
    expect(await topBarTitle(path, screenName)).toBe(title);
  });

  it('names the not-found page, not the app', async () => {
    renderApp({ path: '/line/nothing-here', me: ownerMe, screens: stubScreens });
    await screen.findByRole('heading', { name: 'ページが見つかりません' });
    expect(within(screen.getByRole('banner')).getByText('ページが見つかりません')).toBeTruthy();
  });
});

describe('Shell skip link', () => {
  it('is the first tab stop and moves focus to the main region', async () => {
    renderApp({ path: '/', me: ownerMe, screens: stubScreens });
    await screen.findByText('HomePage の画面');
    const focusable = document.body.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]');
    const link = screen.getByRole('link', { name: 'メインコンテンツへ移動' });
    expect(focusable[0]).toBe(link);
    link.click();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
