import type { Me } from '@console/contract';
import { routePattern } from '@console/contract';
import { PAGES_MESSAGES as M, PAGES_OPS } from '@console/contract/pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LIB_MESSAGES } from '../shared/messages';
import {
  closeToasts,
  mock,
  ownerMe,
  PAGE_WAIT,
  PHONE_STORY,
  pageAt,
  ready,
  SERVER_ERROR_MESSAGE,
} from '../test/pageStory';
import { PAGES_TEXT as T } from './messages';
import { answerSummary, answers, emptySummary, formPages, landingPages, survey } from './storyData';

/**
 * ランディングページとフォーム・アンケートの一覧・回答・ページの設定を、アプリの本物のルートと MSW の
 * モック API で描く。
 */

/** An operator who may make both kinds of pages (and so set the LIFF id). */
const writerMe: Me = { ...ownerMe, permissions: [...ownerMe.permissions, 'LANDING_WRITE', 'FORM_WRITE'] };

const listed = (path: string, rows: unknown[]) =>
  http.get(routePattern(path), () =>
    HttpResponse.json(rows, { headers: { 'x-total-count': String(rows.length) } }),
  );

const shared = [
  listed(PAGES_OPS.landingPages.path, landingPages),
  listed(PAGES_OPS.formPages.path, formPages),
  mock.json(routePattern(PAGES_OPS.pageSettings.path), { liff_id: '1657000000-AbCdEfGh' }),
  mock.json(routePattern(PAGES_OPS.formPage.path), survey),
  listed(PAGES_OPS.formAnswers.path, answers),
  mock.json(routePattern(PAGES_OPS.formAnswerSummary.path), answerSummary),
];

const meta = {
  title: 'コンソール/ページ',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt(writerMe);
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

const LANDING = '/line/landing';
const FORMS = '/line/form';
const ANSWERS = `/line/form/${survey.id}/answers`;
const [spa, newYear, draft] = landingPages as [
  (typeof landingPages)[0],
  (typeof landingPages)[0],
  (typeof landingPages)[0],
];

/** Waits for a list and its rows. */
async function listLoaded(canvasElement: HTMLElement, title: string, firstRow: string) {
  await ready(canvasElement, title);
  const table = screen(canvasElement).getByRole('table', { name: title });
  await within(table).findByRole('link', { name: T.editOf(firstRow) }, PAGE_WAIT);
  return table;
}

// The lists -----------------------------------------------------------------------------------------

export const ランディングページ一覧: Story = {
  name: 'ランディングページ一覧（公開中・公開予約・下書き、CVR）',
  render: page(LANDING),
  play: async ({ canvasElement }) => {
    const table = await listLoaded(canvasElement, T.listTitle.landing, spa.title);
    // 96 of 1,280 views; a page nobody has seen has no rate.
    await expect(within(table).getByText('7.5%')).toBeVisible();
    await expect(within(table).getAllByText(T.none).length).toBeGreaterThanOrEqual(2);
    await expect(within(table).getByText('1,280')).toBeVisible();
    await expect(within(table).getByText(T.unpublishedChanges)).toBeVisible();
    // A scheduled page says when, in Japan's time (00:00 UTC is 09:00).
    await expect(within(table).getByText('2026/12/01 09:00 に公開')).toBeVisible();
    await expect(within(table).getByText('下書き')).toHaveAttribute('data-status', 'draft');
    await expect(within(table).getByRole('link', { name: T.editOf(draft.title) })).toHaveAttribute(
      'href',
      `/line/landing/edit/${draft.id}`,
    );
    await expect(screen(canvasElement).getByRole('button', { name: T.create })).toBeVisible();
  },
};

export const フォーム一覧: Story = {
  name: 'フォーム・アンケート一覧（回答数）',
  render: page(FORMS),
  play: async ({ canvasElement }) => {
    const table = await listLoaded(canvasElement, T.listTitle.form, survey.title);
    await expect(within(table).getByRole('columnheader', { name: T.answers })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: T.cvr })).toBeNull();
    await expect(within(table).getByText('57')).toBeVisible();
  },
};

export const 空: Story = {
  name: 'ランディングページ一覧（まだない）',
  render: page(LANDING),
  parameters: { msw: { handlers: [listed(PAGES_OPS.landingPages.path, []), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.listTitle.landing);
    await expect(await screen(canvasElement).findByText(T.empty.landing, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 読み込み中: Story = {
  name: 'フォーム・アンケート一覧（読み込み中: 表の形で場所を取っておく）',
  render: page(FORMS),
  parameters: { msw: { handlers: [mock.loading(routePattern(PAGES_OPS.formPages.path)), ...shared] } },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { level: 1, name: T.listTitle.form }, PAGE_WAIT);
    const table = await screen(canvasElement).findByRole('table', { name: T.listTitle.form }, PAGE_WAIT);
    await expect(table.closest('[aria-busy="true"]') ?? table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(6);
  },
};

export const エラー: Story = {
  name: 'ランディングページ一覧（読み込みの失敗: 権限なし）',
  render: page(LANDING),
  parameters: {
    msw: {
      handlers: [
        mock.error(routePattern(PAGES_OPS.landingPages.path), 403, LIB_MESSAGES.forbidden),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.listTitle.landing);
    await expect(await screen(canvasElement).findByRole('alert', {}, PAGE_WAIT)).toHaveTextContent(
      LIB_MESSAGES.forbidden,
    );
  },
};

const asked = fn();

export const 検索と状態: Story = {
  name: 'ランディングページ一覧（タイトルで検索・公開中だけ）',
  tags: ['skip-visual'],
  render: page(LANDING),
  parameters: {
    msw: {
      handlers: [
        http.get(routePattern(PAGES_OPS.landingPages.path), ({ request }) => {
          const query = new URL(request.url).searchParams;
          asked(query.get('q'), query.get('status'));
          const rows = landingPages.filter(
            (row) =>
              (!query.get('q') || row.title.includes(query.get('q') as string)) &&
              (!query.get('status') || row.status === query.get('status')),
          );
          return HttpResponse.json(rows, { headers: { 'x-total-count': String(rows.length) } });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement, T.listTitle.landing, spa.title);
    await userEvent.type(screen(canvasElement).getByRole('searchbox', { name: T.search }), '営業{Enter}');
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith('営業', null), PAGE_WAIT);
    const table = screen(canvasElement).getByRole('table', { name: T.listTitle.landing });
    await within(table).findByRole('link', { name: T.editOf(newYear.title) }, PAGE_WAIT);
    await waitFor(() => expect(within(table).queryByRole('link', { name: T.editOf(spa.title) })).toBeNull());
    await userEvent.click(screen(canvasElement).getByRole('radio', { name: T.status.published }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith('営業', 'published'), PAGE_WAIT);
    await expect(await screen(canvasElement).findByText(T.emptyFiltered, {}, PAGE_WAIT)).toBeVisible();
  },
};

const stopped = fn();
const removed = fn();

export const 公開停止と削除: Story = {
  name: 'ランディングページ一覧（行のメニュー: 公開を停止・削除の確認）',
  tags: ['skip-visual'],
  render: page(LANDING),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(PAGES_OPS.unpublishLandingPage.path), ({ params }) => {
          stopped(Number(params.id));
          return HttpResponse.json({ ...survey, ...spa, status: 'draft' });
        }),
        http.delete(routePattern(PAGES_OPS.deleteLandingPage.path), ({ params }) => {
          removed(Number(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement, T.listTitle.landing, spa.title);
    // A draft has nothing to stop; a LIFF address only where the account has a LIFF app.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: `${draft.title}の操作` }));
    let menu = await body().findByRole('menu', {}, PAGE_WAIT);
    await expect(within(menu).queryByRole('menuitem', { name: T.unpublish })).toBeNull();
    await expect(within(menu).queryByRole('menuitem', { name: T.copyLiffUrl })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: `${spa.title}の操作` }));
    menu = await body().findByRole('menu', {}, PAGE_WAIT);
    await expect(within(menu).getByRole('menuitem', { name: T.copyLiffUrl })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: T.unpublish }));
    const stop = await body().findByRole('alertdialog', { name: T.unpublishConfirm(spa.title) }, PAGE_WAIT);
    await userEvent.click(within(stop).getByRole('button', { name: T.unpublish }));
    await waitFor(() => expect(stopped).toHaveBeenCalledWith(spa.id), PAGE_WAIT);
    await closeToasts(T.unpublished);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: `${newYear.title}の操作` }));
    menu = await body().findByRole('menu', {}, PAGE_WAIT);
    await userEvent.click(within(menu).getByRole('menuitem', { name: T.remove }));
    const remove = await body().findByRole(
      'alertdialog',
      { name: T.removeConfirm(newYear.title) },
      PAGE_WAIT,
    );
    await expect(within(remove).getByText(/回答も削除されます/)).toBeVisible();
    await userEvent.click(within(remove).getByRole('button', { name: T.remove }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith(newYear.id), PAGE_WAIT);
    await closeToasts(T.removed);
  },
};

const savedSettings = fn();

export const ページの設定: Story = {
  name: 'ページの設定（LIFF ID: 形の誤りとサーバーの 422）',
  render: page(FORMS),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(PAGES_OPS.putPageSettings.path), async ({ request }) => {
          savedSettings(await request.json());
          return HttpResponse.json(
            { message: '入力内容に誤りがあります。', errors: { liff_id: ['この LIFF ID は使えません。'] } },
            { status: 422 },
          );
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // The spy lives as long as the page: the visual step plays this story once per theme.
    savedSettings.mockClear();
    await listLoaded(canvasElement, T.listTitle.form, survey.title);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.settings }));
    const dialog = await body().findByRole('dialog', { name: T.settingsTitle }, PAGE_WAIT);
    const field = await within(dialog).findByRole('textbox', { name: T.liffId }, PAGE_WAIT);
    await expect(field).toHaveValue('1657000000-AbCdEfGh');
    await expect(within(dialog).getByText(/エンドポイント URL にこのサーバーのアドレスを登録/)).toBeVisible();
    // The contract's rule, before anything is sent.
    await userEvent.clear(field);
    await userEvent.type(field, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await expect(await within(dialog).findByText(M.liffId)).toBeVisible();
    await expect(savedSettings).not.toHaveBeenCalled();
    // The server's refusal, under the field.
    await userEvent.clear(field);
    await userEvent.type(field, '1657000001-ZyXwVuTs');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(
      () => expect(savedSettings).toHaveBeenCalledWith({ liff_id: '1657000001-ZyXwVuTs' }),
      PAGE_WAIT,
    );
    await expect(await within(dialog).findByText('この LIFF ID は使えません。', {}, PAGE_WAIT)).toBeVisible();
  },
};

// The answers ---------------------------------------------------------------------------------------

export const 回答一覧: Story = {
  name: 'フォームの回答（回答一覧: 友だち・匿名・複数選択・ファイル）',
  render: page(ANSWERS),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, survey.title);
    const table = await screen(canvasElement).findByRole(
      'table',
      { name: T.answersOf(survey.title) },
      PAGE_WAIT,
    );
    await within(table).findByText('匿名希望', {}, PAGE_WAIT);
    await expect(within(table).getByRole('columnheader', { name: 'ご希望の曜日' })).toBeVisible();
    await expect(within(table).getByRole('link', { name: '山田 花子' })).toHaveAttribute(
      'href',
      '/line/friends/1',
    );
    await expect(within(table).getByText(T.anonymous)).toBeVisible();
    await expect(within(table).getByText('土曜日、日曜日')).toBeVisible();
    // Japan's time to the second (03:05:09 UTC is 12:05:09); the column is not keyed created_at, which ListTable keeps for its debug view.
    await expect(within(table).getByText('2026/11/28 12:05:09')).toBeVisible();
    await expect(within(table).getByRole('link', { name: T.fileOf('receipt.jpg') })).toHaveAttribute(
      'href',
      '/api/page_answers/103/files/receipt',
    );
    await expect(screen(canvasElement).getByRole('link', { name: T.csvCp932 })).toHaveAttribute(
      'href',
      `/api/forms/${survey.id}/answers.csv?encoding=cp932`,
    );
    await expect(screen(canvasElement).getByRole('link', { name: T.csvUtf8 })).toHaveAttribute(
      'href',
      `/api/forms/${survey.id}/answers.csv?encoding=utf8`,
    );
  },
};

const answersAsked = fn();

export const 回答_友だちだけ: Story = {
  name: 'フォームの回答（友だちの回答だけ）',
  tags: ['skip-visual'],
  render: page(ANSWERS),
  parameters: {
    msw: {
      handlers: [
        http.get(routePattern(PAGES_OPS.formAnswers.path), ({ request }) => {
          const friend = new URL(request.url).searchParams.get('friend');
          answersAsked(friend);
          const rows = answers.filter(
            (answer) => friend === null || (answer.friend !== null) === (friend === 'true'),
          );
          return HttpResponse.json(rows, { headers: { 'x-total-count': String(rows.length) } });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, survey.title);
    const table = await screen(canvasElement).findByRole(
      'table',
      { name: T.answersOf(survey.title) },
      PAGE_WAIT,
    );
    await within(table).findByText('匿名希望', {}, PAGE_WAIT);
    await userEvent.click(screen(canvasElement).getByRole('radio', { name: T.whoFriends }));
    await waitFor(() => expect(answersAsked).toHaveBeenLastCalledWith('true'), PAGE_WAIT);
    // The filtered rows replace the skeleton rows the table shows while they load: wait for them.
    await expect(await within(table).findByRole('link', { name: '佐藤 太郎' }, PAGE_WAIT)).toBeVisible();
    await expect(within(table).queryByText('匿名希望')).toBeNull();
  },
};

export const 集計: Story = {
  name: 'フォームの回答（集計: 選択肢ごとのグラフと表）',
  render: page(`${ANSWERS}?tab=summary`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, survey.title);
    await expect(screen(canvasElement).getByRole('tab', { name: T.summaryTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const source = await screen(canvasElement).findByRole('region', { name: 'ご来店のきっかけ' }, PAGE_WAIT);
    await expect(
      within(source).getByRole('img', {
        name: /ご来店のきっかけのグラフ: Instagram 31件、友人の紹介 18件、チラシ 8件/,
      }),
    ).toBeVisible();
    const counts = within(source).getByRole('table', { name: T.countsOf('ご来店のきっかけ') });
    await expect(within(counts).getByText('31件')).toBeVisible();
    // A text question has no chart: how many answered it.
    const name = screen(canvasElement).getByRole('region', { name: 'お名前' });
    await expect(within(name).queryByRole('img')).toBeNull();
    await expect(within(name).getByText(T.answeredCount(57, 57))).toBeVisible();
  },
};

export const 回答なし: Story = {
  name: 'フォームの回答（まだ回答がない）',
  render: page(ANSWERS),
  parameters: {
    msw: {
      handlers: [
        listed(PAGES_OPS.formAnswers.path, []),
        mock.json(routePattern(PAGES_OPS.formAnswerSummary.path), emptySummary),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, survey.title);
    await expect(await screen(canvasElement).findByText(T.answersEmpty, {}, PAGE_WAIT)).toBeVisible();
    await userEvent.click(screen(canvasElement).getByRole('tab', { name: T.summaryTab }));
    await expect(await screen(canvasElement).findByText(T.summaryEmpty, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const 回答の読み込みの失敗: Story = {
  name: 'フォームの回答（読み込みの失敗）',
  render: page(ANSWERS),
  parameters: {
    msw: { handlers: [mock.error(routePattern(PAGES_OPS.formAnswers.path)), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, survey.title);
    // A 500's own words are for us: the operator reads the load-error message.
    await expect(await screen(canvasElement).findByRole('alert', {}, PAGE_WAIT)).toHaveTextContent(
      LIB_MESSAGES.loadError,
    );
    await expect(screen(canvasElement).queryByText(SERVER_ERROR_MESSAGE)).toBeNull();
  },
};

const landingNoForm = {
  ...survey,
  ...spa,
  draft: { blocks: [{ id: 'h1', type: 'heading' as const, text: spa.title, level: 1 as const }] },
  published: { blocks: [{ id: 'h1', type: 'heading' as const, text: spa.title, level: 1 as const }] },
};

export const ランディングページの回答_フォームなし: Story = {
  name: 'ランディングページの回答（フォームのブロックがない）',
  render: page(`/line/landing/${spa.id}/answers`),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(PAGES_OPS.landingPage.path), landingNoForm),
        listed(PAGES_OPS.landingAnswers.path, []),
        mock.json(routePattern(PAGES_OPS.landingAnswerSummary.path), { total: 0, fields: [] }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, spa.title);
    await expect(await screen(canvasElement).findByText(T.noForm, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByRole('link', { name: T.csvUtf8 })).toHaveAttribute(
      'href',
      `/api/landing_pages/${spa.id}/answers.csv?encoding=utf8`,
    );
    await userEvent.click(screen(canvasElement).getByRole('tab', { name: T.summaryTab }));
    // Said once, in the summary's place.
    await waitFor(() => expect(screen(canvasElement).getAllByText(T.noForm)).toHaveLength(1), PAGE_WAIT);
    await expect(screen(canvasElement).queryByRole('img')).toBeNull();
  },
};

// Phones --------------------------------------------------------------------------------------------

export const スマートフォン: Story = {
  name: 'ランディングページ一覧（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page(LANDING),
  play: async ({ canvasElement }) => {
    await listLoaded(canvasElement, T.listTitle.landing, spa.title);
    // The table becomes cards: nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // The row menu keeps its small square in a card (a card's cell would stretch it to the value's width).
    const menu = screen(canvasElement).getByRole('button', { name: `${spa.title}の操作` });
    await expect(menu.getBoundingClientRect().width).toBeLessThan(60);
  },
};

export const スマートフォン_回答: Story = {
  name: 'フォームの回答（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page(ANSWERS),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, survey.title);
    await screen(canvasElement).findByText('匿名希望', {}, PAGE_WAIT);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const スマートフォン_集計: Story = {
  name: 'フォームの回答（集計・スマートフォン 360px）',
  ...PHONE_STORY,
  render: page(`${ANSWERS}?tab=summary`),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, survey.title);
    await screen(canvasElement).findByRole('region', { name: 'ご来店のきっかけ' }, PAGE_WAIT);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
