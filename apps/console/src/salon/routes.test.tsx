import { SALON_MESSAGES_PATH } from '@console/contract/salon';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { salonMe } from '../test/fixtures';
import { renderApp, staffMe } from '../test/render';

/** Stands in for the episode screen (its own test and stories cover it). */
function MessagesScreen() {
  return <h1>来店前後のメッセージ画面</h1>;
}

describe('spec §2 /line/episode', () => {
  it('opens the episode screen (来店前後のメッセージ), with its side-menu entry marked', async () => {
    const { router } = renderApp({
      path: '/line/episode',
      me: salonMe,
      screens: { SalonMessagesPage: MessagesScreen },
    });
    expect(
      await screen.findByRole('heading', { name: '来店前後のメッセージ画面' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(SALON_MESSAGES_PATH);
    const entry = screen.getByRole('link', { name: '来店前後のメッセージ' });
    expect(entry.getAttribute('aria-current')).toBe('page');
  });

  it('sends a user without RESERVE_WRITE to /?forbidden=1, as the screen itself does', async () => {
    const { router } = renderApp({ path: '/line/episode', me: staffMe });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?forbidden=1'),
    );
  });
});
