import { routePattern } from '@console/contract';
import { FRIENDS_OPS, type MemberQuery, type Tag, type Varia } from '@console/contract/friends';
import {
  type ApiKey,
  JOURNEYS_OPS,
  type Journey,
  type JourneyCounts,
  type JourneyGroup,
  type JourneyTag,
  TRIGGERS_OPS,
  type Trigger,
  type TriggerAction,
} from '@console/contract/journeys';
import { TEMPLATES_PATHS } from '@console/contract/templates';
import { menuMessages } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppPage, closeToasts, mock, ownerMe, PAGE_WAIT, settled, staffMe } from '../test/pageStory';
import { JOURNEYS_TEXT as T } from './messages';

/**
 * ジャーニーと API トリガーの画面（一覧・編集・ジャーニータグ・トリガー・API キー）を、アプリの本物のルートと
 * MSW のモック API で描く。
 */

const groups: JourneyGroup[] = [
  { id: 1, name: '新規のお客様', order: 1, editable: true },
  { id: 2, name: '休眠のお客様', order: 2, editable: true },
];
const journey = (
  id: number,
  name: string,
  group: number | null,
  order: number,
  extra: Partial<Journey> = {},
): Journey => ({
  id,
  name,
  group_id: group,
  order,
  favorite: false,
  favorite_order: null,
  member_query_id: 1,
  status: 'draft',
  entry: { type: 'member_query', member_query_id: 1 },
  steps: [],
  version: 1,
  updated_at: '2024-07-10T01:00:00.000Z',
  ...extra,
});
const journeys: Journey[] = [
  journey(1, 'ようこそメッセージ', 1, 1, {
    status: 'active',
    favorite: true,
    favorite_order: 1,
    steps: [
      { type: 'message', text: '{{var:2}}会員さま、友だち追加ありがとうございます。' },
      { type: 'wait', minutes: 1440 },
      { type: 'message', text: 'ご来店のご予約はこちらから。' },
      { type: 'add_tag', tag_id: 1 },
    ],
  }),
  journey(2, '2回目のご来店のご案内', 1, 2),
  journey(3, '3か月ぶりのお客様へ', 2, 1, { status: 'paused' }),
  journey(4, '誕生月のクーポン', null, 1, { favorite: true, favorite_order: 2 }),
];
const counts: JourneyCounts = {
  steps: [
    { waiting: 0, done: 1200, failed: 0 },
    { waiting: 340, done: 860, failed: 0 },
    { waiting: 0, done: 860, failed: 2 },
    { waiting: 0, done: 858, failed: 0 },
  ],
  entered: 1200,
  active: 340,
  completed: 858,
  exited: 0,
  failed: 2,
};
const journeyTags: JourneyTag[] = [
  { id: 2, name: 'クーポン利用', order: 0 },
  { id: 1, name: 'ようこそ完了', order: 1 },
];
const friendTags: Tag[] = [
  { id: 1, name: 'ステップ完了', group_id: null, order: 1, friend_count: 858 },
  { id: 2, name: '購入', group_id: null, order: 2, friend_count: 120 },
];
const segments: MemberQuery[] = [
  { id: 1, name: '新しい友だち', filter: { status: 'following' }, updated_at: '2024-07-01T00:00:00.000Z' },
];
const varia: Varia = {
  groups: [{ id: 1, name: '基本情報' }],
  items: [{ id: 2, name: '会員ランク', type: 'choice', group_id: 1, favorite: false, translatable: true }],
  ids: [2],
};
const triggers: Trigger[] = [
  {
    id: 1,
    name: '会員登録',
    description: 'EC サイトの会員登録のとき',
    open_api_trigger_actions: [
      {
        id: 1,
        name: 'ようこそを開始',
        trigger_id: 1,
        type: 'start_journey',
        action_id: 1,
        text: '',
        template_id: null,
        member_query_id: null,
        is_active: true,
        state: 1,
      },
      {
        id: 2,
        name: 'お礼のメッセージ',
        trigger_id: 1,
        type: 'message',
        action_id: null,
        text: '{{var:2}}会員さま、ご登録ありがとうございます。',
        template_id: null,
        member_query_id: null,
        is_active: false,
        state: 0,
      },
    ],
    fired_count: 42,
    last_fired_at: '2024-07-14T23:30:00.000Z',
    created_at: '2024-07-01T00:00:00.000Z',
  },
];
/** The ready templates a message step or action may send (the choices read only id and name). */
const readyTemplates = [
  { id: 7, name: '冬のご案内', status: 'ready' },
  { id: 8, name: '予約のお礼', status: 'ready' },
];
const keys: ApiKey[] = [
  {
    id: 1,
    name: 'EC サイト',
    prefix: 'ck_Ab12Cd3',
    created_at: '2024-07-01T00:00:00.000Z',
    last_used_at: '2024-07-14T23:30:00.000Z',
    revoked_at: null,
  },
];

/** Who starting a journey reaches (issue 28): first, as MSW would hand the path to `journeys/:id`. */
const audience = mock.json(routePattern(JOURNEYS_OPS.journeyAudience.path), { entering: 83, waiting: 0 });
const shared = [
  audience,
  mock.json(routePattern(JOURNEYS_OPS.journeys.path), journeys),
  mock.json(routePattern(JOURNEYS_OPS.journeyGroups.path), groups),
  mock.json(routePattern(JOURNEYS_OPS.journeyTags.path), journeyTags),
  mock.json(routePattern(FRIENDS_OPS.tags.path), friendTags),
  mock.json(routePattern(FRIENDS_OPS.memberQueries.path), segments),
  mock.json(routePattern(FRIENDS_OPS.varia.path), varia),
  mock.json(routePattern(FRIENDS_OPS.commonVars.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(FRIENDS_OPS.forms.path), { groups: [], items: [], ids: [] }),
  mock.json(routePattern(TRIGGERS_OPS.triggers.path), triggers),
  mock.json(routePattern(TRIGGERS_OPS.apiKeys.path), keys),
  mock.json(routePattern(TEMPLATES_PATHS.templates), readyTemplates),
  mock.json(routePattern(JOURNEYS_OPS.lineOutbox.path), [
    {
      id: 12,
      friend_id: 7,
      display_name: '佐藤 花子',
      text: 'ゴールド会員さま、友だち追加ありがとうございます。',
      messages: [{ type: 'text', text: 'ゴールド会員さま、友だち追加ありがとうございます。' }],
      source: 'journey:1:0',
      created_at: '2024-07-14T23:00:00.000Z',
    },
    {
      id: 11,
      friend_id: 9,
      display_name: '鈴木 太郎',
      text: 'ご登録ありがとうございます。',
      messages: [{ type: 'text', text: 'ご登録ありがとうございます。' }],
      source: 'trigger:1:2',
      created_at: '2024-07-14T22:30:00.000Z',
    },
  ]),
];

const meta = {
  title: 'コンソール/ジャーニー',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner holds every key (migration 0013), among them the journeys' and triggers' write keys. */
const owner: typeof ownerMe = {
  ...ownerMe,
  permissions: [...ownerMe.permissions, 'JOURNEY_WRITE', 'TRIGGER_WRITE'],
};

const page =
  (path: string, me = owner): Story['render'] =>
  (_args, { globals }) => <AppPage path={path} me={me} theme={globals.theme} />;
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);
const frame = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ready(canvasElement: HTMLElement, heading: string) {
  await screen(canvasElement).findByRole('heading', { level: 1, name: heading }, PAGE_WAIT);
  await settled(canvasElement);
}

// 一覧 -----------------------------------------------------------------------------------------------

export const ジャーニー一覧: Story = {
  render: page('/line/journey?fav=1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.JourneyListPage);
    const names = (section: string) =>
      within(screen(canvasElement).getByRole('region', { name: section }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    // Favourites first (their own order), then the groups in order, the ungrouped list last.
    await expect(names(T.favorites)).toEqual(['ようこそメッセージ', '誕生月のクーポン']);
    await expect(names('新規のお客様')).toEqual(['ようこそメッセージ', '2回目のご来店のご案内']);
    await expect(names(T.ungrouped)).toEqual(['誕生月のクーポン']);
    await expect(screen(canvasElement).getByRole('checkbox', { name: T.favoritesFirst })).toBeChecked();
    await expect(
      screen(canvasElement).getAllByRole('button', { name: T.unfavorite('ようこそメッセージ') })[0],
    ).toHaveAttribute('aria-pressed', 'true');
    // What the sandbox recorded instead of sending, with where each message came from.
    const outbox = await screen(canvasElement).findByRole('table', { name: T.outbox }, PAGE_WAIT);
    // Named after the journey and the trigger, not 「ジャーニー #1」.
    await expect(
      await within(outbox).findByText('ジャーニー「ようこそメッセージ」・ステップ 1', {}, PAGE_WAIT),
    ).toBeVisible();
    await expect(await within(outbox).findByText('API トリガー「会員登録」', {}, PAGE_WAIT)).toBeVisible();
    await expect(outbox.textContent).not.toContain('#');
  },
};

export const ジャーニー一覧_読み込み中: Story = {
  name: 'ジャーニー一覧（読み込み中: 一覧の場所を取っておく）',
  render: page('/line/journey'),
  parameters: {
    msw: { handlers: [mock.loading(routePattern(JOURNEYS_OPS.journeys.path)), ...shared] },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole(
      'heading',
      { level: 1, name: T.titles.JourneyListPage },
      PAGE_WAIT,
    );
    const placeholder = canvasElement.querySelector('[aria-busy="true"]');
    await expect(placeholder).not.toBeNull();
    // Placeholder sections stand where the groups will be drawn, told once to screen readers.
    await expect(placeholder?.querySelectorAll('.console-ui-Skeleton').length).toBeGreaterThanOrEqual(3);
    await expect(within(placeholder as HTMLElement).getAllByRole('status')).toHaveLength(1);
    await expect(screen(canvasElement).queryByText(T.loading)).toBeNull();
  },
};

export const ジャーニー一覧_グループの操作: Story = {
  name: 'ジャーニー一覧（グループの操作はメニューに: 塗りのボタンは 1 つだけ）',
  render: page('/line/journey'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.JourneyListPage);
    // One solid primary per view, and no solid red beside the rows.
    await expect(canvasElement.querySelectorAll('button[data-variant="primary"]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('button[data-variant="danger"]')).toHaveLength(0);
    const group = screen(canvasElement).getByRole('region', { name: '新規のお客様' });
    await userEvent.click(
      within(group).getByRole('button', { name: menuMessages.rowActions('新規のお客様') }),
    );
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: T.renameGroup })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: T.deleteGroup }));
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByText(T.deleteGroupConfirm('新規のお客様'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const ジャーニー一覧_スタッフ: Story = {
  name: 'ジャーニー一覧（スタッフ: 変更の権限なし）',
  render: page('/line/journey', staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.JourneyListPage);
    const group = screen(canvasElement).getByRole('region', { name: '新規のお客様' });
    // No JOURNEY_WRITE: the journeys are listed, but nothing leads to a write the server refuses.
    await expect(within(group).getByText('ようこそメッセージ')).toBeVisible();
    await expect(within(group).queryByRole('link', { name: T.editOf('ようこそメッセージ') })).toBeNull();
    await expect(within(group).queryByRole('checkbox', { name: T.select('ようこそメッセージ') })).toBeNull();
    await expect(within(group).queryByRole('button', { name: T.copyOf('ようこそメッセージ') })).toBeNull();
    await expect(screen(canvasElement).queryByRole('link', { name: T.newJourney })).toBeNull();
    await expect(screen(canvasElement).queryByRole('form', { name: T.addGroup })).toBeNull();
  },
};

const sortCalls = fn();
export const 並べ替えの保存に失敗すると元に戻る: Story = {
  render: page('/line/journey'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(JOURNEYS_OPS.journeysSort.path), async ({ request }) => {
          sortCalls(await request.json());
          // A 409 (a stale order) reloads the page through the app's fetcher; any other failure rolls back.
          return HttpResponse.json({ message: 'サーバーで問題が発生しました。' }, { status: 500 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    sortCalls.mockClear();
    await ready(canvasElement, T.titles.JourneyListPage);
    const list = screen(canvasElement).getByRole('list', { name: '新規のお客様' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent);
    screen(canvasElement).getByRole('button', { name: 'ようこそメッセージを並べ替え' }).focus();
    await userEvent.keyboard('[Space]');
    await frame(50);
    await userEvent.keyboard('[ArrowDown]');
    await frame(200);
    await userEvent.keyboard('[Space]');
    await expect(await body().findByText(T.orderFailed, {}, PAGE_WAIT)).toBeVisible();
    await expect(sortCalls).toHaveBeenCalledWith({ group_id: 1, ids: [2, 1] });
    await waitFor(() => expect(names()).toEqual(['ようこそメッセージ', '2回目のご来店のご案内']), PAGE_WAIT);
    await closeToasts();
  },
};

const bulkCalls = fn();
export const 選んだジャーニーをまとめて削除: Story = {
  render: page('/line/journey'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(JOURNEYS_OPS.journeysBulkDelete.path), async ({ request }) => {
          bulkCalls(await request.json());
          return HttpResponse.json({ status: true });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    bulkCalls.mockClear();
    await ready(canvasElement, T.titles.JourneyListPage);
    await userEvent.click(
      screen(canvasElement).getByRole('checkbox', { name: T.select('2回目のご来店のご案内') }),
    );
    await userEvent.click(
      screen(canvasElement).getByRole('checkbox', { name: T.select('誕生月のクーポン') }),
    );
    const bulk = screen(canvasElement).getByRole('group', { name: T.bulkLabel });
    await expect(within(bulk).getByText(T.selected(2))).toBeVisible();
    await userEvent.click(within(bulk).getByRole('button', { name: T.bulkDelete }));
    const dialog = await body().findByRole('alertdialog', { name: T.bulkDeleteConfirm(2) });
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(bulkCalls).toHaveBeenCalledWith({ ids: [2, 4] }));
    // The toast comes once the answer is back (after the call above): wait for it, then close it.
    await expect(await body().findByText(T.deleted, {}, PAGE_WAIT)).toBeVisible();
    await closeToasts();
  },
};

// 編集 -----------------------------------------------------------------------------------------------

export const ジャーニーの編集: Story = {
  render: page('/line/journey/1/edit'),
  parameters: {
    msw: {
      handlers: [
        audience,
        mock.json(routePattern(JOURNEYS_OPS.journey.path), journeys[0]),
        mock.json(routePattern(JOURNEYS_OPS.journeyCounts.path), counts),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.JourneyEditPage);
    // Started already: the count leaves out the friends in it.
    await expect(
      await screen(canvasElement).findByText(T.audience.segmentNotIn(83), {}, PAGE_WAIT),
    ).toBeVisible();
    await expect(
      await screen(canvasElement).findByText(T.totals(1200, 340, 858), {}, PAGE_WAIT),
    ).toBeVisible();
    // The steps are drawn after the first screen (Deferred): wait for them.
    const steps = await screen(canvasElement).findByRole('region', { name: T.steps }, PAGE_WAIT);
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    const wait = within(steps).getByRole('listitem', { name: T.stepN(2) });
    await expect(within(wait).getByText(`${T.waiting(340)}・${T.done(860)}・${T.failed(0)}`)).toBeVisible();
    await expect(within(wait).getByRole('textbox', { name: T.minutes })).toHaveValue('1440');
    await expect(screen(canvasElement).getByText(T.versionNote)).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: T.pause })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Under the message's text field, the text as it reads: {{var:2}} as the variable's name.
    const first = within(steps).getByRole('listitem', { name: T.stepN(1) });
    const preview = within(first).getByTestId('message-preview');
    await expect(
      await within(preview).findByText('会員ランク', { selector: '.console-ui-VariableChip' }),
    ).toBeVisible();
    await expect(preview.textContent).not.toContain('{{');
  },
};

const started = fn();
const draftJourney = journey(5, '秋のキャンペーン', 1, 3, {
  steps: [{ type: 'message', text: '秋のキャンペーンのお知らせです' }],
});
export const 配信開始の確認: Story = {
  render: page('/line/journey/5/edit'),
  parameters: {
    msw: {
      handlers: [
        audience,
        mock.json(routePattern(JOURNEYS_OPS.journey.path), draftJourney),
        mock.json(routePattern(JOURNEYS_OPS.journeyCounts.path), {
          ...counts,
          steps: [],
          entered: 0,
          active: 0,
          completed: 0,
        }),
        http.put(routePattern(JOURNEYS_OPS.updateJourney.path), async ({ request }) => {
          const input = (await request.json()) as Partial<Journey>;
          started(input);
          return HttpResponse.json({ ...draftJourney, ...input });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    started.mockClear();
    await ready(canvasElement, T.titles.JourneyEditPage);
    await expect(await screen(canvasElement).findByText(T.audience.segment(83), {}, PAGE_WAIT)).toBeVisible();
    // Starting asks first, naming the count, the first message and when it goes.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.saveAndActivate }));
    const dialog = await body().findByRole('alertdialog', { name: T.confirm.startTitle });
    await expect(
      within(dialog).getByText(
        '83人の友だちに配信を開始します。最初のメッセージ「秋のキャンペーンのお知らせです」は保存後すぐに送信されます。よろしいですか？',
      ),
    ).toBeVisible();
    // Cancelled: nothing is saved, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(started).not.toHaveBeenCalled();
    // Confirmed: saved as active.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.saveAndActivate }));
    const again = await body().findByRole('alertdialog', { name: T.confirm.startTitle });
    await userEvent.click(within(again).getByRole('button', { name: T.confirm.startN(83) }));
    await waitFor(() => expect(started).toHaveBeenCalledWith(expect.objectContaining({ status: 'active' })));
    // The screenshot is of the saved screen: the toast has come (then it is closed), the journey
    // runs (一時停止 offered) and the counts have been read again.
    await expect(await body().findByText(T.saved, {}, PAGE_WAIT)).toBeVisible();
    // No longer busy (busy buttons are aria-disabled, so they keep focus).
    await waitFor(() =>
      expect(screen(canvasElement).getByRole('button', { name: T.pause })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await settled(canvasElement);
    await closeToasts();
  },
};

const saved = fn();
export const ステップの追加と入力の誤り: Story = {
  render: page('/line/journey/new'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(JOURNEYS_OPS.journeys.path), async ({ request }) => {
          saved(await request.json());
          return HttpResponse.json(
            {
              message: '入力内容に誤りがあります。',
              errors: { 'entry.member_query_id': ['このアカウントのセグメントを選んでください。'] },
            },
            { status: 422 },
          );
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    await ready(canvasElement, T.titles.JourneyNewPage);
    await userEvent.type(
      screen(canvasElement).getByRole('textbox', { name: new RegExp(T.name) }),
      'お試しの方へ',
    );
    const add = screen(canvasElement).getByRole('button', { name: T.addStep });
    // A wait (the minutes typed in full-width digits), then a message left empty.
    await userEvent.click(screen(canvasElement).getByRole('combobox', { name: T.stepType }));
    await userEvent.click(await body().findByRole('option', { name: '待つ（時間）' }));
    await userEvent.click(add);
    const minutes = screen(canvasElement).getByRole('textbox', { name: T.minutes });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '３０');
    await userEvent.click(screen(canvasElement).getByRole('combobox', { name: T.stepType }));
    await userEvent.click(await body().findByRole('option', { name: 'メッセージを送る' }));
    await userEvent.click(add);
    // The message moves up above the wait.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: `${T.stepN(2)}を${T.moveUp}` }));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.save }));
    // The empty message is caught before sending, in the words the server's 422 would use.
    const alert = await screen(canvasElement).findByRole('alert');
    await expect(within(alert).getByText('入力内容に誤りがあります。')).toBeVisible();
    await expect(
      screen(canvasElement).getAllByText('メッセージを入力してください（5,000文字まで）。').length,
    ).toBeGreaterThanOrEqual(1);
    await expect(saved).not.toHaveBeenCalled();
    await closeToasts();
    // Filled in, the steps are sent in their new order; a rule only the server knows (the segment
    // is this account's) comes back as its 422, shown beside its field.
    await userEvent.type(
      screen(canvasElement).getByRole('textbox', { name: T.message }),
      'ご来店ありがとうございます',
    );
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.save }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'お試しの方へ',
          status: 'draft',
          steps: [
            { type: 'message', text: 'ご来店ありがとうございます' },
            { type: 'wait', minutes: 30 },
          ],
        }),
      ),
    );
    await expect(
      (await screen(canvasElement).findAllByText('このアカウントのセグメントを選んでください。')).length,
    ).toBeGreaterThanOrEqual(1);
    await closeToasts();
  },
};

export const 保存できないときのサーバーエラー: Story = {
  render: page('/line/journey/new'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(JOURNEYS_OPS.journeys.path), () =>
          HttpResponse.json({ message: 'x' }, { status: 503 }),
        ),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.JourneyNewPage);
    await userEvent.type(screen(canvasElement).getByRole('textbox', { name: new RegExp(T.name) }), '名前');
    // 保存 is drawn after the first screen (Deferred, with the steps).
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: T.save }, PAGE_WAIT));
    // spec §8: 500 or more is the unknown-error message, whatever the body says.
    const alert = await screen(canvasElement).findByRole('alert');
    await expect(within(alert).getByText(T.unknownError)).toBeVisible();
    await closeToasts();
  },
};

// ジャーニータグ --------------------------------------------------------------------------------------

export const ジャーニータグ一覧: Story = {
  render: page('/line/journey-tag'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.JourneyTagListPage);
    const table = screen(canvasElement).getByRole('table', { name: T.titles.JourneyTagListPage });
    // Order first, then the newest first (spec §4): the server's order is kept.
    await expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['クーポン利用', 'ようこそ完了']);
  },
};

export const ジャーニータグの編集: Story = {
  render: page('/line/journey-tag/1/edit'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(JOURNEYS_OPS.journeyTagMembers.path), [
          { friend_id: 7, display_name: '佐藤 花子', step: 1, state: 'waiting' },
          { friend_id: 9, display_name: '鈴木 太郎', step: 4, state: 'done' },
        ]),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.JourneyTagEditPage);
    await expect(screen(canvasElement).getByRole('textbox', { name: new RegExp(T.tagName) })).toHaveValue(
      'ようこそ完了',
    );
    await userEvent.click(screen(canvasElement).getByRole('combobox', { name: T.tagMembersOf }));
    await userEvent.click(await body().findByRole('option', { name: 'ようこそメッセージ' }));
    const table = await screen(canvasElement).findByRole('table', { name: T.tagMembers }, PAGE_WAIT);
    await expect(await within(table).findByText('ステップ 2: 待つ（時間）・待機中')).toBeVisible();
    await expect(within(table).getByText('完了')).toBeVisible();
  },
};

// API トリガー --------------------------------------------------------------------------------------

const created = fn();
export const APIトリガーとキーの発行: Story = {
  render: page('/line/open_api/triggers'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(TRIGGERS_OPS.apiKeys.path), async ({ request }) => {
          created(await request.json());
          return HttpResponse.json(
            {
              id: 2,
              name: '予約システム',
              prefix: 'ck_Zy98Xw7',
              key: 'ck_Zy98Xw7vUTsRqPoNmLkJiHgFeDcBa0123456789-_ab',
              created_at: '2024-07-15T01:00:00.000Z',
              last_used_at: null,
              revoked_at: null,
            },
            { status: 201 },
          );
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    created.mockClear();
    await ready(canvasElement, T.titles.TriggerListPage);
    const table = screen(canvasElement).getByRole('table', { name: T.titles.TriggerListPage });
    await expect(within(table).getByText('ようこそを開始、お礼のメッセージ（停止）')).toBeVisible();
    const form = screen(canvasElement).getByRole('form', { name: T.createKey });
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(T.keyName) }), '予約システム');
    await userEvent.click(within(form).getByRole('button', { name: T.createKey }));
    await waitFor(() => expect(created).toHaveBeenCalledWith({ name: '予約システム' }));
    // The key itself, shown this once.
    await expect(
      await screen(canvasElement).findByText('ck_Zy98Xw7vUTsRqPoNmLkJiHgFeDcBa0123456789-_ab'),
    ).toBeVisible();
    await expect(screen(canvasElement).getByText(T.keyShownOnce)).toBeVisible();
  },
};

export const APIトリガー_スタッフ: Story = {
  name: 'API トリガー（スタッフ: キーはオーナーのみ）',
  render: page('/line/open_api/triggers', staffMe),
  parameters: {
    msw: {
      handlers: [
        mock.error(routePattern(TRIGGERS_OPS.apiKeys.path), 403, 'この操作を行う権限がありません。'),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TriggerListPage);
    await expect(await screen(canvasElement).findByText(T.keysOwnerOnly, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('form', { name: T.createKey })).toBeNull();
    // No TRIGGER_WRITE: the form whose call the server would refuse is left out.
    await expect(screen(canvasElement).queryByRole('form', { name: T.newTrigger })).toBeNull();
  },
};

const states = fn();
export const APIトリガーの設定: Story = {
  render: page('/line/open_api/triggers/1'),
  parameters: {
    msw: {
      handlers: [
        http.patch(routePattern(TRIGGERS_OPS.triggerActionState.path), async ({ request, params }) => {
          states(params.id, await request.json());
          const action = triggers[0]?.open_api_trigger_actions.find((a) => String(a.id) === params.id);
          return HttpResponse.json({ ...action, state: 1, is_active: true });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    states.mockClear();
    await ready(canvasElement, T.titles.TriggerEditPage);
    const actions = screen(canvasElement).getByRole('region', { name: T.actions });
    const off = within(actions).getByRole('checkbox', { name: T.activeOf('お礼のメッセージ') });
    await expect(off).not.toBeChecked();
    await expect(within(actions).getByRole('checkbox', { name: T.activeOf('ようこそを開始') })).toBeChecked();
    // The action's message reads with its insertion named (a chip), not {{var:2}}.
    const chip = await within(actions).findByText('会員ランク', { selector: '.console-ui-VariableChip' });
    await expect(chip).toHaveAttribute('data-token', '{{var:2}}');
    await expect(actions.textContent).not.toContain('{{var:2}}');
    await userEvent.click(off);
    await waitFor(() => expect(states).toHaveBeenCalledWith('2', { state: 1 }));
    // An action opens in its own form with its values, and closes again.
    await userEvent.click(within(actions).getByRole('button', { name: `お礼のメッセージの${T.editAction}` }));
    const edit = within(actions).getByRole('form', { name: `お礼のメッセージの${T.editAction}` });
    await expect(within(edit).getByRole('textbox', { name: new RegExp(T.message) })).toHaveValue(
      '{{var:2}}会員さま、ご登録ありがとうございます。',
    );
    await userEvent.click(within(edit).getByRole('button', { name: T.cancel }));
    await expect(
      within(actions).queryByRole('form', { name: `お礼のメッセージの${T.editAction}` }),
    ).toBeNull();
    // Drawn after the first screen (Deferred).
    const how = await screen(canvasElement).findByRole('region', { name: T.howToCall }, PAGE_WAIT);
    await expect(within(how).getByText(/\/api\/open_api\/v1\/triggers\/1\/fire/)).toBeVisible();
    await expect(within(how).getByText(/Idempotency-Key: order-1001/)).toBeVisible();
  },
};

const templateAction: TriggerAction = {
  id: 3,
  name: '冬のお知らせ',
  trigger_id: 2,
  type: 'message',
  action_id: null,
  text: '',
  template_id: 7,
  member_query_id: null,
  is_active: true,
  state: 1,
};
const templateTrigger: Trigger = {
  id: 2,
  name: '予約完了',
  description: '予約システムで予約が確定したとき',
  open_api_trigger_actions: [templateAction],
  fired_count: 0,
  last_fired_at: null,
  created_at: '2024-07-01T00:00:00.000Z',
};
const added = fn();
export const APIトリガー_テンプレートを送る: Story = {
  name: 'API トリガー（メッセージにテンプレートを送る）',
  render: page('/line/open_api/triggers/2'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(TRIGGERS_OPS.triggers.path), [templateTrigger]),
        http.post(routePattern(TRIGGERS_OPS.createTriggerAction.path), async ({ request }) => {
          const input = (await request.json()) as Partial<TriggerAction>;
          added(input);
          return HttpResponse.json({ ...templateAction, id: 4, ...input }, { status: 201 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    added.mockClear();
    await ready(canvasElement, T.titles.TriggerEditPage);
    const actions = screen(canvasElement).getByRole('region', { name: T.actions });
    // The action's row names the template it sends, not an empty text.
    const row = within(actions).getByRole('listitem', { name: '冬のお知らせ' });
    await expect(await within(row).findByText(T.templateNamed('冬のご案内'), {}, PAGE_WAIT)).toBeVisible();
    // Editing it: 送る内容 holds the template, and there is no text to write.
    await userEvent.click(within(row).getByRole('button', { name: `冬のお知らせの${T.editAction}` }));
    const edit = within(actions).getByRole('form', { name: `冬のお知らせの${T.editAction}` });
    await expect(within(edit).getByRole('combobox', { name: T.messageSource })).toHaveTextContent(
      '冬のご案内',
    );
    await expect(within(edit).queryByRole('textbox', { name: new RegExp(T.message) })).toBeNull();
    await userEvent.click(within(edit).getByRole('button', { name: T.cancel }));
    // A new message action chooses a ready template: its id is sent, no text.
    const form = await within(actions).findByRole('form', { name: T.addAction }, PAGE_WAIT);
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(T.actionName) }), '予約のお礼');
    await userEvent.click(within(form).getByRole('combobox', { name: T.actionType }));
    await userEvent.click(await body().findByRole('option', { name: 'メッセージを送る' }));
    const sourceSelect = within(form).getByRole('combobox', { name: T.messageSource });
    await expect(sourceSelect).toHaveTextContent(T.ownText);
    await expect(within(form).getByRole('textbox', { name: new RegExp(T.message) })).toBeVisible();
    await userEvent.click(sourceSelect);
    await userEvent.click(await body().findByRole('option', { name: '予約のお礼' }));
    await expect(within(form).queryByRole('textbox', { name: new RegExp(T.message) })).toBeNull();
    await expect(within(form).getByText(T.templateHint)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: T.addAction }));
    await waitFor(() =>
      expect(added).toHaveBeenCalledWith({
        name: '予約のお礼',
        type: 'message',
        action_id: null,
        text: '',
        template_id: 8,
        member_query_id: null,
      }),
    );
    await expect(await body().findByText(T.saved, {}, PAGE_WAIT)).toBeVisible();
    await settled(canvasElement);
    await closeToasts();
  },
};

export const APIトリガーの設定_スタッフ: Story = {
  name: 'API トリガーの設定（スタッフ: 変更の権限なし）',
  render: page('/line/open_api/triggers/1', staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.titles.TriggerEditPage);
    const actions = screen(canvasElement).getByRole('region', { name: T.actions });
    // No TRIGGER_WRITE: the switch shows the state without changing it; no save, delete or edit.
    await expect(
      within(actions).getByRole('checkbox', { name: T.activeOf('ようこそを開始') }),
    ).toBeDisabled();
    await expect(screen(canvasElement).queryByRole('button', { name: T.save })).toBeNull();
    await expect(
      within(actions).queryByRole('button', { name: `お礼のメッセージの${T.editAction}` }),
    ).toBeNull();
    await expect(
      await screen(canvasElement).findByRole('region', { name: T.howToCall }, PAGE_WAIT),
    ).toBeVisible();
  },
};
