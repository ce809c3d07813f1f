import type { Me } from '@console/contract';
import { routePattern } from '@console/contract';
import { MEDIA_OPS } from '@console/contract/media';
import { BOARDS_OPS, BOARDS_MESSAGES as M, PAGES_OPS } from '@console/contract/pages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, mock, ownerMe, PAGE_WAIT, PHONE_STORY, pageAt, ready } from '../../test/pageStory';
import { BOARDS_TEXT as T } from './messages';
import {
  boards,
  boardsWithoutLiff,
  draftPost,
  libraryImages,
  menuPost,
  omotesando,
  pinnedPost,
  posts,
  readers,
} from './storyData';

/**
 * ボードの一覧と投稿（友だち限定のお知らせ掲示板）を、アプリの本物のルートと MSW のモック API で描く。
 */

/** An operator who may write boards (and, with both page keys, set the LIFF id). */
const writerMe: Me = {
  ...ownerMe,
  permissions: [...ownerMe.permissions, 'BOARD_WRITE', 'LANDING_WRITE', 'FORM_WRITE'],
};

const listed = (path: string, rows: unknown[]) =>
  http.get(routePattern(path), () =>
    HttpResponse.json(rows as never, { headers: { 'x-total-count': String(rows.length) } }),
  );

const shared = [
  mock.json(routePattern(BOARDS_OPS.boards.path), boards),
  mock.json(routePattern(BOARDS_OPS.board.path), omotesando),
  listed(BOARDS_OPS.boardPosts.path, posts),
  listed(BOARDS_OPS.boardPostReads.path, readers),
  mock.json(routePattern(PAGES_OPS.pageSettings.path), { liff_id: '1657000000-AbCdEfGh' }),
  mock.json(routePattern(MEDIA_OPS.mediaList.path), libraryImages, libraryImages.length),
];

const meta = {
  title: 'コンソール/ボード',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt(writerMe);
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

const LIST = '/line/board';
const POSTS = `/line/board/${omotesando.id}`;

/** Waits for the boards' list and its first row. */
async function boardsLoaded(canvasElement: HTMLElement) {
  await ready(canvasElement, T.listTitle);
  // The table waits for the page settings too (whether the LIFF notice goes above it).
  const table = await screen(canvasElement).findByRole('table', { name: T.listTitle }, PAGE_WAIT);
  await within(table).findByRole('link', { name: T.postsOf(omotesando.title) }, PAGE_WAIT);
  return table;
}

/** Waits for the board's posts. */
async function postsLoaded(canvasElement: HTMLElement) {
  await ready(canvasElement, omotesando.title);
  const table = await screen(canvasElement).findByRole(
    'table',
    { name: T.postsOf(omotesando.title) },
    PAGE_WAIT,
  );
  await within(table).findByText(pinnedPost.title, {}, PAGE_WAIT);
  return table;
}

/** Opens a row's menu and picks an item. */
async function rowMenu(canvasElement: HTMLElement, title: string, item: string) {
  await userEvent.click(screen(canvasElement).getByRole('button', { name: `${title}の操作` }));
  const menu = await body().findByRole('menu', {}, PAGE_WAIT);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

// The boards ----------------------------------------------------------------------------------------

export const ボード一覧: Story = {
  name: 'ボード一覧（投稿数・LINE 用アドレス）',
  render: page(LIST),
  play: async ({ canvasElement }) => {
    const table = await boardsLoaded(canvasElement);
    await expect(within(table).getByText(T.postCounts(3, 4))).toBeVisible();
    await expect(within(table).getByText(T.postCounts(12, 15))).toBeVisible();
    await expect(within(table).getByText(omotesando.liff_url as string)).toBeVisible();
    await expect(within(table).getAllByText(T.liffAddress)).toHaveLength(boards.length);
    await expect(within(table).getByRole('link', { name: T.postsOf(omotesando.title) })).toHaveAttribute(
      'href',
      POSTS,
    );
    await expect(within(table).getByRole('button', { name: T.copyOf(omotesando.title) })).toBeVisible();
    // The account has a LIFF app: no notice.
    await expect(screen(canvasElement).queryByText(M.boardNeedsLiff)).toBeNull();
    await expect(screen(canvasElement).getByRole('button', { name: T.create })).toBeVisible();
  },
};

export const ボード一覧_空: Story = {
  name: 'ボード一覧（まだない: ボードの説明）',
  render: page(LIST),
  parameters: { msw: { handlers: [mock.json(routePattern(BOARDS_OPS.boards.path), []), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.listTitle);
    await expect(await screen(canvasElement).findByText(T.empty, {}, PAGE_WAIT)).toBeVisible();
  },
};

export const ボード一覧_LIFFなし: Story = {
  name: 'ボード一覧（LIFF ID なし: 公開 URL と設定への案内）',
  render: page(LIST),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(BOARDS_OPS.boards.path), boardsWithoutLiff),
        mock.json(routePattern(PAGES_OPS.pageSettings.path), { liff_id: null }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await boardsLoaded(canvasElement);
    const notice = await screen(canvasElement).findByRole('note', {}, PAGE_WAIT);
    await expect(within(notice).getByText(M.boardNeedsLiff)).toBeVisible();
    await expect(within(table).getByText(omotesando.public_url)).toBeVisible();
    await expect(within(table).queryByText(T.liffAddress)).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: T.openSettings }));
    const dialog = await body().findByRole('dialog', { name: 'ページの設定' }, PAGE_WAIT);
    await expect(await within(dialog).findByRole('textbox', { name: 'LIFF ID' }, PAGE_WAIT)).toHaveValue('');
  },
};

const createdBoard = fn();
const removedBoard = fn();

export const ボードの作成と削除: Story = {
  name: 'ボード一覧（作成: 入力の誤り・テーマ、削除の確認）',
  tags: ['skip-visual'],
  render: page(LIST),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(BOARDS_OPS.createBoard.path), async ({ request }) => {
          createdBoard(await request.json());
          return HttpResponse.json({ ...omotesando, id: 9, title: '新しいボード' }, { status: 201 });
        }),
        http.delete(routePattern(BOARDS_OPS.deleteBoard.path), ({ params }) => {
          removedBoard(Number(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    createdBoard.mockClear();
    removedBoard.mockClear();
    await boardsLoaded(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.create }));
    const dialog = await body().findByRole('dialog', { name: T.newBoard }, PAGE_WAIT);
    // The contract's rule, before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await expect(await within(dialog).findByText(M.title)).toBeVisible();
    await expect(createdBoard).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(T.boardTitle) }),
      '新しいボード',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: T.theme }));
    await userEvent.click(await body().findByRole('option', { name: 'さくら' }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(
      () =>
        expect(createdBoard).toHaveBeenCalledWith({
          title: '新しいボード',
          description: '',
          theme: 'sakura',
        }),
      PAGE_WAIT,
    );
    await closeToasts(T.created('新しいボード'));
    await rowMenu(canvasElement, omotesando.title, T.remove);
    const confirm = await body().findByRole(
      'alertdialog',
      { name: T.removeConfirm(omotesando.title) },
      PAGE_WAIT,
    );
    await expect(within(confirm).getByText(/投稿と既読の記録もすべて削除されます/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: T.remove }));
    await waitFor(() => expect(removedBoard).toHaveBeenCalledWith(omotesando.id), PAGE_WAIT);
    await closeToasts(T.removed);
  },
};

// The posts -----------------------------------------------------------------------------------------

export const 投稿一覧: Story = {
  name: 'ボードの投稿（ピン留め・下書き・画像・既読率）',
  render: page(POSTS),
  play: async ({ canvasElement }) => {
    const table = await postsLoaded(canvasElement);
    const rows = within(table).getAllByRole('row').slice(1);
    // Pinned first, with its marker.
    await expect(within(rows[0] as HTMLElement).getByText(T.pinned)).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText(pinnedPost.title)).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('12/29〜1/3 は休業いたします。')).toBeVisible();
    await expect(
      within(
        within(rows[0] as HTMLElement).getByRole('list', { name: T.imagesOf(pinnedPost.title) }),
      ).getAllByRole('img'),
    ).toHaveLength(4);
    // 412 of the account's 1,280 friends; the time in Japan (00:00 UTC is 09:00).
    await expect(within(table).getByText('既読 412人（友だち 1,280人中 32.2%）')).toBeVisible();
    await expect(within(table).getByText('2026/11/10 09:00')).toBeVisible();
    // A blank first line is skipped.
    await expect(within(table).getByText(/寒い季節の頭皮ケアに/)).toBeVisible();
    const draftRow = within(table).getByText(draftPost.title).closest('tr') as HTMLElement;
    await expect(within(draftRow).getByText(T.status.draft)).toHaveAttribute('data-status', 'draft');
    await expect(screen(canvasElement).getByText(omotesando.liff_url as string)).toBeVisible();
    await expect(screen(canvasElement).getByRole('link', { name: `← ${T.back}` })).toHaveAttribute(
      'href',
      LIST,
    );
  },
};

export const 投稿一覧_空: Story = {
  name: 'ボードの投稿（まだない）',
  render: page(POSTS),
  parameters: { msw: { handlers: [listed(BOARDS_OPS.boardPosts.path, []), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, omotesando.title);
    await expect(await screen(canvasElement).findByText(T.postsEmpty, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: T.newPost })).toBeVisible();
  },
};

const asked = fn();

export const 投稿の検索と状態: Story = {
  name: 'ボードの投稿（タイトルで検索・下書きだけ）',
  tags: ['skip-visual'],
  render: page(POSTS),
  parameters: {
    msw: {
      handlers: [
        http.get(routePattern(BOARDS_OPS.boardPosts.path), ({ request }) => {
          const query = new URL(request.url).searchParams;
          asked(query.get('q'), query.get('status'));
          const rows = posts.filter(
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
    asked.mockClear();
    await postsLoaded(canvasElement);
    await userEvent.type(screen(canvasElement).getByRole('searchbox', { name: T.search }), 'メニュー{Enter}');
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith('メニュー', null), PAGE_WAIT);
    const table = screen(canvasElement).getByRole('table', { name: T.postsOf(omotesando.title) });
    await within(table).findByText(menuPost.title, {}, PAGE_WAIT);
    await waitFor(() => expect(within(table).queryByText(pinnedPost.title)).toBeNull(), PAGE_WAIT);
    await userEvent.click(screen(canvasElement).getByRole('radio', { name: T.status.draft }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith('メニュー', 'draft'), PAGE_WAIT);
    await expect(await screen(canvasElement).findByText(T.postsFiltered, {}, PAGE_WAIT)).toBeVisible();
  },
};

const savedPost = fn();

export const 投稿の編集_エラー: Story = {
  name: 'ボードの投稿（投稿の編集: 入力の誤りとサーバーの 422 を画像の下に）',
  render: page(POSTS),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(BOARDS_OPS.updateBoardPost.path), async ({ request }) => {
          savedPost(await request.json());
          return HttpResponse.json(
            {
              message: '入力内容に誤りがあります。',
              errors: { 'media_ids.2': ['画像ライブラリにない画像です。選び直してください。'] },
            },
            { status: 422 },
          );
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    savedPost.mockClear();
    await postsLoaded(canvasElement);
    await rowMenu(canvasElement, pinnedPost.title, T.edit);
    const dialog = await body().findByRole('dialog', { name: T.editPost }, PAGE_WAIT);
    const title = within(dialog).getByRole('textbox', { name: new RegExp(T.postTitle) });
    await expect(title).toHaveValue(pinnedPost.title);
    await expect(within(dialog).getByRole('checkbox', { name: T.pinThis })).toBeChecked();
    // Four images: no room for a fifth.
    await expect(within(dialog).getByRole('button', { name: T.addImage })).toBeDisabled();
    // The contract's rule, before anything is sent.
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await expect(await within(dialog).findByText(M.postTitle)).toBeVisible();
    await expect(savedPost).not.toHaveBeenCalled();
    // The last image moves first; the server refuses the third one, under it.
    await userEvent.type(title, '【重要】年末年始の営業時間（更新）');
    await userEvent.click(within(dialog).getByRole('button', { name: T.moveEarlier(4) }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(
      () =>
        expect(savedPost).toHaveBeenCalledWith({
          title: '【重要】年末年始の営業時間（更新）',
          body: pinnedPost.body,
          media_ids: [101, 102, 104, 103],
          pinned: true,
          status: 'published',
        }),
      PAGE_WAIT,
    );
    const images = within(dialog).getByRole('list', { name: T.images });
    const third = within(images).getAllByRole('listitem')[2] as HTMLElement;
    await expect(
      await within(third).findByText('画像ライブラリにない画像です。選び直してください。', {}, PAGE_WAIT),
    ).toBeVisible();
    await expect(within(dialog).getAllByText(/入力内容に誤りがあります/)[0]).toBeVisible();
  },
};

const createdPost = fn();

export const 投稿の作成: Story = {
  name: 'ボードの投稿（投稿を作成: 画像を選んで外す・掲載する）',
  tags: ['skip-visual'],
  render: page(POSTS),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(BOARDS_OPS.createBoardPost.path), async ({ request }) => {
          createdPost(await request.json());
          return HttpResponse.json({ ...menuPost, id: 50 }, { status: 201 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    createdPost.mockClear();
    await postsLoaded(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.newPost }));
    const dialog = await body().findByRole('dialog', { name: T.newPost }, PAGE_WAIT);
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(T.postTitle) }), '臨時休業');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(T.body) }),
      '明日は臨時休業です。',
    );
    for (const name of ['店内の写真 1', '店内の写真 2']) {
      await userEvent.click(within(dialog).getByRole('button', { name: T.addImage }));
      const picker = await body().findByRole('dialog', { name: '画像を選ぶ' }, PAGE_WAIT);
      await userEvent.click(await within(picker).findByRole('button', { name: new RegExp(name) }, PAGE_WAIT));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: T.removeImage(1) }));
    await userEvent.click(within(dialog).getByRole('radio', { name: T.statusPublish }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(
      () =>
        expect(createdPost).toHaveBeenCalledWith({
          title: '臨時休業',
          body: '明日は臨時休業です。',
          media_ids: [102],
          pinned: false,
          status: 'published',
        }),
      PAGE_WAIT,
    );
    await closeToasts(T.postCreated);
  },
};

const quickSaved = fn();

export const 行のメニュー: Story = {
  name: 'ボードの投稿（行のメニュー: ピン留めを外す・掲載する・削除の確認）',
  tags: ['skip-visual'],
  render: page(POSTS),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(BOARDS_OPS.updateBoardPost.path), async ({ request, params }) => {
          quickSaved(Number(params.id), await request.json());
          return HttpResponse.json(pinnedPost);
        }),
        http.delete(routePattern(BOARDS_OPS.deleteBoardPost.path), ({ params }) => {
          quickSaved(Number(params.id), 'deleted');
          return new HttpResponse(null, { status: 204 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    quickSaved.mockClear();
    await postsLoaded(canvasElement);
    await rowMenu(canvasElement, pinnedPost.title, T.unpin);
    await waitFor(
      () =>
        expect(quickSaved).toHaveBeenCalledWith(pinnedPost.id, {
          title: pinnedPost.title,
          body: pinnedPost.body,
          media_ids: pinnedPost.media_ids,
          pinned: false,
          status: 'published',
        }),
      PAGE_WAIT,
    );
    await closeToasts(T.unpinnedDone);
    await rowMenu(canvasElement, draftPost.title, T.publish);
    await waitFor(
      () =>
        expect(quickSaved).toHaveBeenCalledWith(
          draftPost.id,
          expect.objectContaining({ status: 'published' }),
        ),
      PAGE_WAIT,
    );
    await closeToasts(T.publishedDone);
    await rowMenu(canvasElement, menuPost.title, T.remove);
    const confirm = await body().findByRole(
      'alertdialog',
      { name: T.removePostConfirm(menuPost.title) },
      PAGE_WAIT,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: T.remove }));
    await waitFor(() => expect(quickSaved).toHaveBeenCalledWith(menuPost.id, 'deleted'), PAGE_WAIT);
    await closeToasts(T.removed);
  },
};

export const 既読の友だち: Story = {
  name: 'ボードの投稿（既読の友だち: 新しい順・友だちの詳細へ）',
  render: page(POSTS),
  play: async ({ canvasElement }) => {
    await postsLoaded(canvasElement);
    await rowMenu(canvasElement, pinnedPost.title, T.readers);
    const dialog = await body().findByRole('dialog', { name: T.readersOf(pinnedPost.title) }, PAGE_WAIT);
    const link = await within(dialog).findByRole('link', { name: '山田 花子' }, PAGE_WAIT);
    await expect(link).toHaveAttribute('href', '/line/friends/301');
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).getByText('2026/11/28 21:05')).toBeVisible();
    await expect(within(dialog).getByText(T.readersTotal(3))).toBeVisible();
  },
};

// Phones --------------------------------------------------------------------------------------------

export const スマートフォン_ボード一覧: Story = {
  name: 'ボード一覧（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page(LIST),
  play: async ({ canvasElement }) => {
    await boardsLoaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const スマートフォン_投稿: Story = {
  name: 'ボードの投稿（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page(POSTS),
  play: async ({ canvasElement }) => {
    await postsLoaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const menu = screen(canvasElement).getByRole('button', { name: `${pinnedPost.title}の操作` });
    await expect(menu.getBoundingClientRect().width).toBeLessThan(60);
  },
};
