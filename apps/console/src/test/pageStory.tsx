import type { Me, PermissionKey } from '@console/contract';
import { type OemCode, oemCodes } from '@console/ui';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { CONSOLE_ROUTES } from '../app/features';
import { createAppRoutes } from '../app/routes';
import { DEFAULT_PAGE_META, PageMetaProvider } from '../shared/meta';
import { ownerMe } from './fixtures';

export { ownerMe, salonMe, staffMe } from './fixtures';

/**
 * Whole console screens for Storybook: the app's real routes (guard, shell, menu, lazy screens) in a
 * memory router, with an isolated SWR cache. The API is mocked per story with MSW
 * (`parameters.msw.handlers`), so a screen runs the same fetcher, schemas and error handling as in
 * the product. The brand comes from the toolbar (the story's `theme` global).
 */
export function AppPage({ path, me = ownerMe, theme }: { path: string; me?: Me | null; theme?: unknown }) {
  const oem = oemCodes.includes(theme as OemCode) ? (theme as OemCode) : 'console';
  const [router] = useState(() =>
    createMemoryRouter(
      createAppRoutes({ loadMe: async () => (me ? { ...me, oem_code: oem } : null), routes: CONSOLE_ROUTES }),
      { initialEntries: [path] },
    ),
  );
  return (
    <PageMetaProvider meta={DEFAULT_PAGE_META}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </PageMetaProvider>
  );
}

/** The owner with a feature's write key as well (NOTIFICATION_WRITE, RICHMENU_WRITE …). */
export const ownerWith = (key: PermissionKey): Me => ({
  ...ownerMe,
  permissions: [...ownerMe.permissions, key],
});

/**
 * The render functions of a file's page stories: `pageAt(me)(path)` draws the console at `path`
 * for `me` (each story may name another user), in the toolbar's brand.
 */
export const pageAt =
  (defaultMe: Me = ownerMe) =>
  (path: string, me: Me | null = defaultMe) =>
  (_args: unknown, { globals }: { globals: Record<string, unknown> }) => (
    <AppPage path={path} me={me} theme={globals.theme} />
  );

/** The server's error body (spec: a Japanese message). */
export const SERVER_ERROR_MESSAGE = 'サーバーで問題が発生しました。時間をおいてもう一度お試しください。';

/** MSW handlers for the states every page story shows. `path` is a contract route (`/api/tel/list/:id`). */
export const mock = {
  /** Answers with `body` (and the list total in X-Total-Count when given). */
  json: (path: string, body: unknown, total?: number) =>
    http.get(path, () =>
      HttpResponse.json(body as never, {
        headers: total === undefined ? {} : { 'x-total-count': String(total) },
      }),
    ),
  /** Never answers: the screen stays in its loading state. */
  loading: (path: string) =>
    http.get(path, async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  /** Answers with an error status and the server's Japanese message. */
  error: (path: string, status = 500, message = SERVER_ERROR_MESSAGE) =>
    http.get(path, () => HttpResponse.json({ message }, { status })),
};

/** A long Japanese text, as operators paste into memo and name fields. */
export const LONG_TEXT =
  '【重要】年末年始の営業時間変更と、新年の初売りキャンペーン（ご来店のお客様全員に次回使える割引クーポンを進呈）のお知らせ・東京都渋谷区神宮前一丁目店';

/**
 * How long a page story waits for its screen. Generous on purpose: the first story of a file makes the
 * dev server transform the route's lazy chunk, which took over 5 s on a busy 2-core CI machine with six
 * theme projects running; a passing story never waits that long.
 */
export const PAGE_WAIT = { timeout: 20_000 };

/**
 * Waits until the screen has settled: nothing marked busy and no 「読み込み中...」 left (a screenshot
 * or an assertion then sees the loaded screen, not a moment of it).
 */
export async function settled(canvasElement: HTMLElement) {
  await waitFor(() => {
    if (!canvasElement.querySelector('h1')) throw new Error('the screen has not rendered yet');
    if (canvasElement.querySelector('[aria-busy="true"]')) throw new Error('still loading');
    if (canvasElement.textContent?.includes('読み込み中...')) throw new Error('still loading');
  }, PAGE_WAIT);
}

/** Waits for the screen whose h1 is `heading`, then until it has settled. */
export async function ready(canvasElement: HTMLElement, heading: string) {
  await within(canvasElement).findByRole('heading', { level: 1, name: heading }, PAGE_WAIT);
  await settled(canvasElement);
}

/** Picks an option of a Select (its list opens in a portal on <body>). */
export async function choose(canvasElement: HTMLElement, label: string | RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/**
 * Closes the toasts a play left: a toast closes itself after 3 s, so a screenshot taken around
 * then would depend on the machine's speed. Wait for the toast first (it comes once the answer is
 * back), or this finds none and the toast appears in the screenshot.
 */
export async function closeToasts(text?: string) {
  // A toast that comes by itself (a live notice) closes itself after 3 s: a screenshot taken
  // around then would depend on the machine's speed. Given its text, wait for it first.
  if (text !== undefined) {
    await waitFor(() => {
      const shown = [...document.querySelectorAll('.console-ui-ToastViewport')].some((viewport) =>
        viewport.textContent?.includes(text),
      );
      if (!shown) throw new Error(`the toast 「${text}」 has not come yet`);
    }, PAGE_WAIT);
  }
  // Only the toasts' own buttons: a side panel and its form also carry a 「閉じる」.
  const closers = () =>
    [...document.querySelectorAll<HTMLElement>('.console-ui-ToastViewport')].flatMap((viewport) =>
      within(viewport).queryAllByRole('button', { name: '閉じる' }),
    );
  for (const button of closers()) await userEvent.click(button);
  await waitFor(() => expect(closers()).toHaveLength(0));
}

/**
 * A 360×740 phone (issue 27): spread into a story (`...PHONE_STORY`). The story runner
 * (Storybook's vitest plugin) and the visual run size the browser from the `viewport` global, so
 * media queries (ListTable's cards, the salon's agenda, SidePanel's sheet) see a phone.
 */
export const PHONE_STORY = {
  parameters: {
    viewport: {
      options: {
        phone360: {
          name: 'スマートフォン（360×740）',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
} as const;

/**
 * A wide desktop window, 1280×900: spread into a story (`...WIDE_STORY`) whose screen lays out
 * differently below a width the default 1024 px falls under (the Flex editor's three columns).
 */
export const WIDE_STORY = {
  parameters: {
    viewport: {
      options: {
        wide1280: {
          name: '広い画面（1280×900）',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'wide1280', isRotated: false } },
} as const;
