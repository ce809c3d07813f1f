import { type Me, routePattern } from '@console/contract';
import { FRIENDS_OPS } from '@console/contract/friends';
import { MEDIA_OPS } from '@console/contract/media';
import { PAGES_MESSAGES as M, PAGES_PATHS, PAGES_ROUTES } from '@console/contract/pages';
import { TRACKERS_PATHS } from '@console/contract/trackers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, mock, ownerMe, PAGE_WAIT, PHONE_STORY, pageAt, ready } from '../../test/pageStory';
import { EDITOR_TEXT as T } from './messages';
import { formPage, landingPage, libraryImage, tags, trackers, varia } from './storyData';

/**
 * ランディングページとフォームのエディター（issue 33）を、アプリの本物のルートと MSW のモック API で描く。
 * プレビューはサーバーの HTML の代わりに、送られたタイトルとブロックの文字を並べた小さな HTML を返す。
 */

const writer: Me = { ...ownerMe, permissions: [...ownerMe.permissions, 'LANDING_WRITE', 'FORM_WRITE'] };
const title = (name: string) => PAGES_ROUTES.find((route) => route.name === name)?.title ?? '';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The preview's stand-in: the title and every block's words (what the story checks arrived). */
function previewHtml(body: { title?: string; draft?: { blocks?: Record<string, unknown>[] } }): string {
  const words = (body.draft?.blocks ?? []).map((block) =>
    escapeHtml(String(block.text ?? block.label ?? block.type ?? '')),
  );
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(body.title ?? '')}</title></head><body><h1>${escapeHtml(body.title ?? '')}</h1>${words.map((w) => `<p>${w}</p>`).join('')}</body></html>`;
}

const previewed = fn();
const saved = fn();
const published = fn();

const shared = [
  http.post(PAGES_PATHS.preview, async ({ request }) => {
    const body = (await request.json()) as Parameters<typeof previewHtml>[0];
    previewed(body);
    return new HttpResponse(previewHtml(body), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }),
  mock.json(routePattern(PAGES_PATHS.landingPage), landingPage),
  mock.json(routePattern(PAGES_PATHS.form), formPage),
  mock.json(routePattern(MEDIA_OPS.mediaList.path), [libraryImage], 1),
  mock.json(routePattern(FRIENDS_OPS.tags.path), tags),
  mock.json(routePattern(FRIENDS_OPS.varia.path), varia),
  mock.json(routePattern(FRIENDS_OPS.commonVars.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(FRIENDS_OPS.forms.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(TRACKERS_PATHS.trackers), trackers),
];

const meta = {
  title: 'コンソール/ページ/エディター',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt(writer);
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);
const blockList = (canvasElement: HTMLElement) =>
  screen(canvasElement).getByRole('list', { name: T.blockList });
const inspector = (canvasElement: HTMLElement) =>
  screen(canvasElement)
    .getAllByRole('region')
    .find((region) => region.querySelector('#block-inspector')) as HTMLElement;
const previewFrame = (canvasElement: HTMLElement) =>
  screen(canvasElement).getByTitle(T.preview) as HTMLIFrameElement;

/** Waits for the preview to show `text` (it comes 400 ms after the last edit). */
async function previewShows(canvasElement: HTMLElement, text: string) {
  await waitFor(
    () => expect(previewFrame(canvasElement).getAttribute('srcdoc') ?? '').toContain(text),
    PAGE_WAIT,
  );
}

export const 新しいランディングページ: Story = {
  name: 'ランディングページの作成（見出しを足して、元に戻す）',
  render: page('/line/landing/edit'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, title('LandingNewPage'));
    await expect(screen(canvasElement).getByText(T.noBlocks)).toBeVisible();
    await userEvent.type(screen(canvasElement).getByRole('textbox', { name: T.title }), '春の新生活フェア');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.addBlock }));
    await userEvent.click(await body().findByRole('menuitem', { name: '見出し' }));
    // The new block is selected: its inspector is open, its text field first.
    const heading = await within(inspector(canvasElement)).findByRole('textbox', { name: T.headingText });
    await userEvent.type(heading, '新生活応援');
    await previewShows(canvasElement, '新生活応援');
    await expect(
      within(blockList(canvasElement)).getByRole('button', { name: '1. 見出し「新生活応援」' }),
    ).toBeVisible();
    // Undo takes the typing back as one step, then the block.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.undo }));
    await waitFor(() => expect(heading).toHaveValue(''));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.undo }));
    await waitFor(() => expect(screen(canvasElement).getByText(T.noBlocks)).toBeVisible());
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.redo }));
    await expect(
      await within(blockList(canvasElement)).findByRole('button', { name: '1. 見出し' }),
    ).toBeVisible();
  },
};

export const すべてのブロック: Story = {
  name: 'ランディングページの編集（すべての種類のブロック）',
  render: page('/line/landing/edit/1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, title('LandingEditPage'));
    const list = blockList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(screen(canvasElement).getByText('公開中')).toBeVisible();
    await expect(screen(canvasElement).getByText(T.unpublishedChanges)).toBeVisible();
    await expect(screen(canvasElement).getByRole('textbox', { name: T.title })).toHaveValue(
      '冬のキャンペーン',
    );
    // The countdown's end in Japan's time (its fields load when it opens).
    await userEvent.click(
      within(list).getByRole('button', { name: '4. カウントダウン「キャンペーン終了まで」' }),
    );
    await expect(
      await within(inspector(canvasElement)).findByRole('textbox', { name: T.countdownDate }, PAGE_WAIT),
    ).toHaveValue('2026/12/25');
    await expect(
      within(inspector(canvasElement)).getByRole('textbox', { name: T.countdownTime }),
    ).toHaveValue('00:00');
    // The columns block: its columns, then one of its blocks in the inspector.
    await userEvent.click(within(list).getByRole('button', { name: '6. 段組み' }));
    const columns = inspector(canvasElement);
    await expect(within(columns).getByRole('region', { name: T.column(2) })).toBeVisible();
    await userEvent.click(
      within(columns).getByRole('button', { name: '1. テキスト「土日祝も営業しています。」' }),
    );
    await expect(await within(inspector(canvasElement)).findByRole('textbox', { name: T.text })).toHaveValue(
      '土日祝も営業しています。',
    );
    await expect(
      within(inspector(canvasElement)).getByRole('button', { name: T.backToColumns }),
    ).toBeVisible();
    await previewShows(canvasElement, '冬のキャンペーン開催中');
    // The preview is asked for this page, with its unsaved settings and every finished block.
    const asked = previewed.mock.lastCall?.[0] as { kind: string; id: number; draft: { blocks: unknown[] } };
    await expect(asked).toMatchObject({ kind: 'landing', id: 1, title: '冬のキャンペーン', goal: 'follow' });
    await expect(asked.draft.blocks).toHaveLength(8);
  },
};

export const 並べ替え: Story = {
  name: 'ランディングページの編集（下へ・Ctrl+Z で元に戻す）',
  tags: ['skip-visual'],
  render: page('/line/landing/edit/1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, title('LandingEditPage'));
    const list = blockList(canvasElement);
    const first = '1. 見出し「冬のキャンペーン開催中」';
    await userEvent.click(within(list).getByRole('button', { name: T.moveDownOf(first) }));
    await expect(
      await within(list).findByRole('button', { name: '2. 見出し「冬のキャンペーン開催中」' }),
    ).toBeVisible();
    // Ctrl+Z from the list puts it back (the editor's history, not a text field's).
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await within(list).findByRole('button', { name: first })).toBeVisible();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(
      await within(list).findByRole('button', { name: '2. 見出し「冬のキャンペーン開催中」' }),
    ).toBeVisible();
  },
};

export const フォーム: Story = {
  name: 'フォームの編集（質問・選択肢とタグ・友だち情報）',
  render: page('/line/form/edit/2'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, title('FormEditPage'));
    // A form page has no goal.
    await expect(screen(canvasElement).queryByRole('combobox', { name: T.goal })).toBeNull();
    await userEvent.click(within(blockList(canvasElement)).getByRole('button', { name: '2. フォーム' }));
    const form = inspector(canvasElement);
    const questions = within(form).getByRole('list', { name: T.fieldList });
    await expect(within(questions).getAllByRole('group', { name: /^質問\d/ })).toHaveLength(2);
    const first = within(questions).getByRole('group', { name: '質問1「満足度を教えてください」' });
    await expect(within(first).getByRole('textbox', { name: T.optionLabel(3) })).toHaveValue('不満');
    // The tags and the friend information come with their own reads.
    await waitFor(
      () =>
        expect(within(first).getByRole('combobox', { name: T.optionTag(3) })).toHaveTextContent('要フォロー'),
      PAGE_WAIT,
    );
    const second = within(questions).getByRole('group', { name: '質問2「会員ランク」' });
    await waitFor(
      () => expect(within(second).getByRole('combobox', { name: T.varOf })).toHaveTextContent('会員ランク'),
      PAGE_WAIT,
    );
    await expect(within(form).getByRole('checkbox', { name: T.oncePerFriend })).toBeChecked();
    // A second form cannot be added.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.addBlock }));
    await expect(await body().findByRole('menuitem', { name: /^フォーム/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const 入力の誤り: Story = {
  name: 'フォームの作成（保存: 入力の誤りを項目ごとに表示）',
  render: page('/line/form/edit'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, title('FormNewPage'));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.save }));
    await expect(await screen(canvasElement).findByText(M.title)).toBeVisible();
    await expect(screen(canvasElement).getByRole('textbox', { name: T.title })).toHaveFocus();
    // The form block is marked and open: its empty question says what is wrong.
    await expect(within(blockList(canvasElement)).getByText(T.hasErrors)).toBeVisible();
    const question = within(inspector(canvasElement)).getByRole('group', { name: '質問1' });
    await expect(within(question).getByText(M.fieldLabel)).toBeVisible();
    await closeToasts(T.problems(2));
  },
};

const refused = http.put(routePattern(PAGES_PATHS.landingPage), async ({ request }) => {
  saved(await request.json());
  return HttpResponse.json(
    { message: '入力内容に誤りがあります。', errors: { 'draft.blocks.5.columns.1.0.text': [M.text] } },
    { status: 422 },
  );
});

export const サーバーの誤り: Story = {
  name: 'ランディングページの編集（サーバーの 422 を段組みの中のブロックへ）',
  tags: ['skip-visual'],
  render: page('/line/landing/edit/1'),
  parameters: { msw: { handlers: [refused, ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, title('LandingEditPage'));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.save }));
    await waitFor(() => expect(saved).toHaveBeenCalled(), PAGE_WAIT);
    const text = await within(inspector(canvasElement)).findByRole('textbox', { name: T.text }, PAGE_WAIT);
    await expect(text).toHaveValue('土日祝も営業しています。');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(within(inspector(canvasElement)).getByText(M.text)).toBeVisible();
  },
};

export const 公開: Story = {
  name: 'ランディングページの編集（公開: 日時を指定）',
  render: page('/line/landing/edit/1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, title('LandingEditPage'));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.publishOpen }));
    const dialog = await body().findByRole('dialog', { name: T.publishTitle }, PAGE_WAIT);
    await userEvent.click(within(dialog).getByRole('radio', { name: T.publishLater }));
    await expect(within(dialog).getByRole('textbox', { name: T.publishDate })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: T.schedule })).toBeVisible();
    // Published: it can be stopped.
    await expect(within(dialog).getByRole('button', { name: T.unpublish })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: T.schedule }));
    await expect(within(dialog).getAllByText(T.publishAtMissing)).not.toHaveLength(0);
  },
};

export const スマホ: Story = {
  name: 'ランディングページの編集（スマートフォンの幅）',
  ...PHONE_STORY,
  render: page('/line/landing/edit/1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, title('LandingEditPage'));
    await previewShows(canvasElement, '冬のキャンペーン開催中');
    // The preview goes under the editor and is scaled to the screen, never wider than it.
    const frame = previewFrame(canvasElement);
    await expect(frame.getBoundingClientRect().width).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(screen(canvasElement).getByRole('radio', { name: T.phone })).toBeChecked();
  },
};

const created = {
  ...landingPage,
  id: 9,
  title: '春の新生活フェア',
  status: 'draft' as const,
  published_at: null,
};
const createHandlers = [
  http.post(PAGES_PATHS.landingPages, async ({ request }) => {
    const input = (await request.json()) as { title: string; draft: typeof landingPage.draft };
    saved(input);
    return HttpResponse.json({ ...created, title: input.title, draft: input.draft }, { status: 201 });
  }),
  http.post(routePattern(PAGES_PATHS.landingPublish), async ({ request }) => {
    published(await request.json());
    return HttpResponse.json({ ...created, status: 'published', published_at: '2026-11-29T01:00:00.000Z' });
  }),
];

export const 作成して保存: Story = {
  name: 'ランディングページの作成（保存で編集の画面へ、元に戻すは続く）',
  tags: ['skip-visual'],
  render: page('/line/landing/edit'),
  parameters: { msw: { handlers: [...createHandlers, ...shared] } },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    await ready(canvasElement, title('LandingNewPage'));
    await userEvent.type(screen(canvasElement).getByRole('textbox', { name: T.title }), '春の新生活フェア');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.addBlock }));
    await userEvent.click(await body().findByRole('menuitem', { name: '区切り線' }));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.save }));
    await ready(canvasElement, title('LandingEditPage'));
    // What was sent: the contract's output (defaults filled), with the new block's short id.
    const sent = saved.mock.calls[0]?.[0] as {
      title: string;
      goal: null;
      draft: { blocks: { id: string }[] };
    };
    await expect(sent).toMatchObject({ title: '春の新生活フェア', goal: null, theme: null });
    await expect(sent.draft.blocks[0]?.id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    // The editor carried on: the block is still selected and the history still reaches back.
    await expect(
      within(blockList(canvasElement)).getByRole('button', { name: '1. 区切り線' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.undo }));
    await expect(await screen(canvasElement).findByText(T.noBlocks)).toBeVisible();
    await closeToasts(T.saved);
  },
};

export const 今すぐ公開: Story = {
  name: 'ランディングページの作成（公開…: 保存してから今すぐ公開）',
  tags: ['skip-visual'],
  render: page('/line/landing/edit'),
  parameters: { msw: { handlers: [...createHandlers, ...shared] } },
  play: async ({ canvasElement }) => {
    published.mockClear();
    await ready(canvasElement, title('LandingNewPage'));
    await userEvent.type(screen(canvasElement).getByRole('textbox', { name: T.title }), '春の新生活フェア');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.addBlock }));
    await userEvent.click(await body().findByRole('menuitem', { name: '区切り線' }));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.publishOpen }));
    const dialog = await body().findByRole('dialog', { name: T.publishTitle }, PAGE_WAIT);
    // A page never published has nothing to stop.
    await expect(within(dialog).queryByRole('button', { name: T.unpublish })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: T.publish }));
    await waitFor(() => expect(published).toHaveBeenCalledWith({ at: null }), PAGE_WAIT);
    await ready(canvasElement, title('LandingEditPage'));
    await expect(await screen(canvasElement).findByText('公開中', {}, PAGE_WAIT)).toBeVisible();
    await closeToasts(T.published);
  },
};
