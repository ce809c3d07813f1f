import { routePattern } from '@console/contract';
import {
  type Episode,
  type GoogleCalendar,
  type GoogleToken,
  SALON_FIELD_MESSAGES,
  SALON_OPS,
  type SalonConfig,
  type SalonCourse,
  type SalonOnlineConfig,
  type SalonOpeningConfig,
  type SalonOpeningYear,
  type SalonResource,
  type SalonUrl,
} from '@console/contract/salon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LIB_MESSAGES } from '../shared/messages';
import { AppPage, mock, PAGE_WAIT, salonMe, settled } from '../test/pageStory';
import { SALON_TEXT } from './messages';
import { SALON_SETTINGS_TEXT } from './settingsMessages';

/**
 * サロンの予約受付の設定（担当できるコース、営業時間、オンライン予約の設定）を、アプリの本物のルートと
 * MSW のモック API で描く。どれも下書きを編集して保存し、保存せずに離れようとすると確認する。
 */

const resources: SalonResource[] = [
  { id: 1, name: '佐藤 美咲', kind: 'staff', color: '#1f6feb', order: 1, is_online: true, is_active: true },
  { id: 2, name: '鈴木 健太', kind: 'staff', color: '#1a7f37', order: 2, is_online: true, is_active: true },
  { id: 4, name: '個室A', kind: 'facility', color: '#6e7781', order: 3, is_online: false, is_active: true },
];

const course = (id: number, name: string, duration: number, price: number): SalonCourse => ({
  id,
  name,
  duration,
  price,
  buffer_before: 0,
  buffer_after: 0,
  color: '#1f6feb',
  order: id,
  is_online: true,
});
const courses = [
  course(1, 'カット', 60, 5500),
  course(2, 'カラー', 90, 8800),
  course(3, 'ヘッドスパ', 45, 4400),
];

const opening: SalonOpeningConfig = {
  // Closed on Tuesdays (定休日), 10:00–19:00 otherwise.
  weekly: Array.from({ length: 7 }, (_, weekday) =>
    weekday === 2 ? { weekday, open: null, close: null } : { weekday, open: '10:00', close: '19:00' },
  ),
  closed_dates: ['2024-07-24'],
  open_on_holidays: false,
};

const config: SalonConfig = {
  enable_online: true,
  sync_shift: false,
  push_notification: true,
  opening,
  reservation: { slot_step: 30, lead_time_minutes: 60, horizon_days: 60, cancel_deadline_hours: 24 },
};

/** The holidays of 2024 the stories look at (the server reads them from its holiday table). */
const HOLIDAYS_2024: Record<string, string> = {
  '2024-01-01': '元日',
  '2024-07-15': '海の日',
  '2024-08-12': '休日 山の日',
  '2024-09-16': '敬老の日',
};

/** GET configs?attr=opening&y=2024 as the server answers for `opening`. */
function openingYear(year: number, config: SalonOpeningConfig): SalonOpeningYear {
  const days: SalonOpeningYear['days'] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const hours = config.weekly[new Date(t).getUTCDay()];
    const holiday = HOLIDAYS_2024[date] ?? null;
    const reason = config.closed_dates.includes(date)
      ? 'closed_date'
      : holiday && !config.open_on_holidays
        ? 'holiday'
        : hours?.open === null
          ? 'weekly'
          : null;
    days.push({
      date,
      open: reason === null,
      from: reason ? null : (hours?.open ?? null),
      to: reason ? null : (hours?.close ?? null),
      holiday,
      closed_reason: reason,
    });
  }
  return { year, days };
}

const online: SalonOnlineConfig = {
  id: 1,
  shop_info: {
    name: 'ヘアサロン 青空 本店',
    address: '東京都渋谷区神宮前1-2-3',
    tel: '03-1234-5678',
    access: '表参道駅 A2 出口から徒歩 3 分',
    description: '',
  },
  customer_info: [
    { id: 'name', label: 'お名前', type: 'text', required: true, choices: [] },
    { id: 'tel', label: '電話番号', type: 'tel', required: true, choices: [] },
    { id: 'note', label: 'ご要望', type: 'textarea', required: false, choices: [] },
  ],
  actions: { thanks_message: 'ご予約ありがとうございます。', allow_change: true, allow_cancel: true },
};

const urls: SalonUrl[] = [
  {
    id: 1,
    slug: 'aozora-honten',
    label: 'リッチメニュー用',
    url: 'https://console.example.jp/r/aozora-honten',
    created_at: '2024-07-01T00:00:00.000Z',
  },
];

const salons = mock.json(routePattern(SALON_OPS.salons.path), [
  { id: 1, name: '本店', episode_id: null, follow_id: null },
]);

/** The opening-year and config GETs share a path: ?attr=opening answers the year. */
const configGet = (current: () => SalonConfig) =>
  http.get(routePattern(SALON_OPS.configs.path), ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('attr') === 'opening') {
      return HttpResponse.json(openingYear(Number(url.searchParams.get('y')), current().opening));
    }
    return HttpResponse.json(current());
  });

const tokens: GoogleToken[] = [
  { id: 1, email: 'aozora.salon@gmail.com', valid: true, created_at: '2024-07-01T00:00:00.000Z' },
  { id: 2, email: 'old.account@gmail.com', valid: false, created_at: '2024-06-01T00:00:00.000Z' },
];

const googleCalendars: GoogleCalendar[] = [
  {
    id: 1,
    salon_resource_id: 1,
    google_token_id: 1,
    google_email: 'aozora.salon@gmail.com',
    google_calendar_id: 'sato@group.calendar.google.com',
    associations: [
      {
        id: 1,
        purpose: 'reservation',
        pending: false,
        last_synced_at: '2024-07-15T00:30:00.000Z',
        last_error: null,
        event_count: 42,
      },
      {
        id: 2,
        purpose: 'shift',
        pending: false,
        last_synced_at: null,
        last_error: 'Google カレンダーが見つかりません。',
        event_count: 0,
      },
    ],
  },
];

const calendarChoices = [
  { id: 'primary', summary: 'aozora.salon@gmail.com', primary: true, writable: true },
  { id: 'suzuki@group.calendar.google.com', summary: '鈴木の予約', primary: false, writable: true },
  { id: 'holidays@group.v.calendar.google.com', summary: '日本の祝日', primary: false, writable: false },
];

/** What every story's screen reads; a story puts its own handlers first (MSW takes the first match). */
const base = [
  salons,
  mock.json(routePattern(SALON_OPS.coursesAll.path), courses),
  mock.json(routePattern(SALON_OPS.resourcesAll.path), resources),
  mock.json(routePattern(SALON_OPS.unlinks.path), {
    data: [
      { salon_resource_id: 4, salon_course_id: 1 },
      { salon_resource_id: 4, salon_course_id: 2 },
    ],
  }),
  configGet(() => config),
  mock.json(routePattern(SALON_OPS.onlineConfigs.path), [online]),
  mock.json(routePattern(SALON_OPS.salonUrls.path), urls),
  mock.json(routePattern(SALON_OPS.googleTokens.path), tokens),
  mock.json(routePattern(SALON_OPS.googleCalendars.path), googleCalendars),
  mock.json(routePattern(SALON_OPS.googleTokenCalendars.path), calendarChoices),
];

const meta = {
  title: 'コンソール/サロンの予約受付',
  parameters: { layout: 'fullscreen', msw: { handlers: base } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page =
  (path: string): Story['render'] =>
  (_args, { globals }) => <AppPage path={path} me={salonMe} theme={globals.theme} />;

const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

/**
 * A toast saying `text`: looked for in the 通知 region, with room for the save's own refetch on a
 * loaded machine (the toast shows after it, and stays 3 s).
 */
async function toastSays(text: string) {
  await waitFor(
    () => expect(within(document.body).getByRole('region', { name: '通知' })).toHaveTextContent(text),
    { timeout: 5000 },
  );
}

// 担当できるコース -------------------------------------------------------------------------------------

const matrixPuts: unknown[] = [];

export const 担当できるコース: Story = {
  render: page('/line/reserve/salon/settings/matrix'),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(SALON_OPS.unlinks.path), async ({ request }) => {
          const sent = await request.json();
          matrixPuts.push(sent);
          return HttpResponse.json(sent);
        }),
        ...base,
      ],
    },
  },
  beforeEach: () => {
    matrixPuts.length = 0;
  },
  play: async ({ canvasElement }) => {
    const cell = (resource: string, course: string) =>
      screen(canvasElement).getByRole('checkbox', { name: SALON_SETTINGS_TEXT.matrixCell(resource, course) });
    await screen(canvasElement).findByRole('table', { name: SALON_SETTINGS_TEXT.matrixCaption }, PAGE_WAIT);
    await settled(canvasElement);
    // Unlinked pairs are unticked; the room's row is partly ticked.
    await expect(cell('個室A', 'カット')).not.toBeChecked();
    await expect(cell('個室A', 'ヘッドスパ')).toBeChecked();
    const roomRow = screen(canvasElement).getByRole('checkbox', {
      name: SALON_SETTINGS_TEXT.matrixRow('個室A'),
    });
    await expect(roomRow).toBePartiallyChecked();
    const save = screen(canvasElement).getByRole('button', { name: SALON_TEXT.save });
    await expect(save).toBeDisabled();
    // 鈴木 no longer does colour; the whole room row on (a partial row becomes all).
    await userEvent.click(cell('鈴木 健太', 'カラー'));
    await userEvent.click(roomRow);
    await expect(roomRow).toBeChecked();
    await expect(screen(canvasElement).getByRole('status')).toHaveTextContent(SALON_SETTINGS_TEXT.unsaved);
    await userEvent.click(save);
    await waitFor(() =>
      expect(matrixPuts).toEqual([{ data: [{ salon_resource_id: 2, salon_course_id: 2 }] }]),
    );
    await toastSays(SALON_TEXT.saved);
    await waitFor(() => expect(save).toBeDisabled());
  },
};

export const 担当できるコース_保存せずに離れると確認: Story = {
  render: page('/line/reserve/salon/settings/matrix'),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('table', { name: SALON_SETTINGS_TEXT.matrixCaption }, PAGE_WAIT);
    await settled(canvasElement);
    await userEvent.click(
      screen(canvasElement).getByRole('checkbox', {
        name: SALON_SETTINGS_TEXT.matrixCell('佐藤 美咲', 'カット'),
      }),
    );
    // Another screen from the side menu: held with the question.
    const nav = screen(canvasElement).getByRole('navigation', { name: /メニュー/ });
    await userEvent.click(within(nav).getByRole('link', { name: SALON_TEXT.coursesTitle }));
    const dialog = await body().findByRole('alertdialog', { name: LIB_MESSAGES.leaveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(screen(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      SALON_SETTINGS_TEXT.matrixTitle,
    );
    // Leaving on purpose goes.
    await userEvent.click(within(nav).getByRole('link', { name: SALON_TEXT.coursesTitle }));
    await userEvent.click(
      within(await body().findByRole('alertdialog', { name: LIB_MESSAGES.leaveTitle })).getByRole('button', {
        name: LIB_MESSAGES.leave,
      }),
    );
    await expect(
      await screen(canvasElement).findByRole(
        'heading',
        { level: 1, name: SALON_TEXT.coursesTitle },
        PAGE_WAIT,
      ),
    ).toBeVisible();
  },
};

// 営業時間 ------------------------------------------------------------------------------------------

const openingPuts: SalonOpeningConfig[] = [];
let openingSaved = config;

export const 営業時間: Story = {
  render: page('/line/reserve/salon/settings/opening?y=2024'),
  parameters: {
    msw: {
      handlers: [
        configGet(() => openingSaved),
        http.put(routePattern(SALON_OPS.updateConfig.path), async ({ request }) => {
          const sent = (await request.json()) as SalonOpeningConfig;
          openingPuts.push(sent);
          openingSaved = { ...openingSaved, opening: sent };
          return HttpResponse.json(openingSaved);
        }),
        ...base,
      ],
    },
  },
  beforeEach: () => {
    openingPuts.length = 0;
    openingSaved = config;
  },
  play: async ({ canvasElement }) => {
    const grid = await screen(canvasElement).findByRole('grid', {}, PAGE_WAIT);
    await settled(canvasElement);
    // Tuesday is the weekly closed day: its times are off.
    await expect(
      screen(canvasElement).getByRole('checkbox', { name: SALON_SETTINGS_TEXT.openDay('火曜日') }),
    ).not.toBeChecked();
    await expect(
      screen(canvasElement).getByRole('button', { name: SALON_SETTINGS_TEXT.removeClosedDate('2024-07-24') }),
    ).toBeVisible();
    // Close on the 20th of the month shown as well, picked on the calendar (July under the visual
    // tests' frozen clock, January otherwise: the page opens 2024 from ?y=).
    const day = within(grid).getByRole('button', { name: /^2024年\d+月20日/ });
    const month = String(/年(\d+)月/.exec(day.getAttribute('aria-label') ?? '')?.[1]).padStart(2, '0');
    await userEvent.click(day);
    await expect(
      await screen(canvasElement).findByRole('button', {
        name: SALON_SETTINGS_TEXT.removeClosedDate(`2024-${month}-20`),
      }),
    ).toBeVisible();
    // Open on Tuesdays from now on, 11:00 to 18:00 (typed, committed with Tab).
    await userEvent.click(
      screen(canvasElement).getByRole('checkbox', { name: SALON_SETTINGS_TEXT.openDay('火曜日') }),
    );
    const opens = screen(canvasElement).getByLabelText(`火曜日の${SALON_SETTINGS_TEXT.opens}`);
    await userEvent.clear(opens);
    await userEvent.type(opens, '11:00');
    await userEvent.tab();
    const closes = screen(canvasElement).getByLabelText(`火曜日の${SALON_SETTINGS_TEXT.closes}`);
    await userEvent.clear(closes);
    await userEvent.type(closes, '18:00');
    await userEvent.tab();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.save }));
    await waitFor(() => expect(openingPuts).toHaveLength(1));
    await expect(openingPuts[0]?.closed_dates).toEqual([`2024-${month}-20`, '2024-07-24'].sort());
    await expect(openingPuts[0]?.weekly[2]).toEqual({ weekday: 2, open: '11:00', close: '18:00' });
    await toastSays(SALON_TEXT.saved);
  },
};

export const 営業時間_閉店が開店より前: Story = {
  render: page('/line/reserve/salon/settings/opening?y=2024'),
  parameters: {
    msw: {
      handlers: [
        http.put(routePattern(SALON_OPS.updateConfig.path), () =>
          HttpResponse.json({ message: 'この操作は呼ばれないはず' }, { status: 500 }),
        ),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const closes = await screen(canvasElement).findByLabelText(
      `月曜日の${SALON_SETTINGS_TEXT.closes}`,
      {},
      PAGE_WAIT,
    );
    await settled(canvasElement);
    await userEvent.clear(closes);
    await userEvent.type(closes, '09:00');
    await userEvent.tab();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.save }));
    await expect(await screen(canvasElement).findByText(SALON_FIELD_MESSAGES.fromBeforeTo)).toBeVisible();
    await toastSays(SALON_SETTINGS_TEXT.fixErrors);
  },
};

// オンライン予約の設定 ----------------------------------------------------------------------------------

const onlinePatches: { attr: string | null; body: unknown }[] = [];
const urlPosts: unknown[] = [];
const rulesPuts: unknown[] = [];

export const オンライン予約の設定: Story = {
  render: page('/line/reserve/salon/settings/online'),
  parameters: {
    msw: {
      handlers: [
        http.patch(routePattern(SALON_OPS.onlineConfigs.path), async ({ request }) => {
          const attr = new URL(request.url).searchParams.get('attr');
          const sent = (await request.json()) as { item: SalonOnlineConfig['customer_info'][number] };
          onlinePatches.push({ attr, body: sent });
          return HttpResponse.json({ ...online, customer_info: [...online.customer_info, sent.item] });
        }),
        http.post(routePattern(SALON_OPS.salonUrls.path), async ({ request }) => {
          const sent = (await request.json()) as { label: string; slug: string };
          urlPosts.push(sent);
          return HttpResponse.json({
            ...urls[0],
            id: 2,
            ...sent,
            url: `https://console.example.jp/r/${sent.slug}`,
          });
        }),
        http.put(routePattern(SALON_OPS.updateConfig.path), async ({ request }) => {
          const sent = (await request.json()) as SalonConfig['reservation'];
          rulesPuts.push(sent);
          return HttpResponse.json({ ...config, reservation: sent });
        }),
        ...base,
      ],
    },
  },
  beforeEach: () => {
    onlinePatches.length = 0;
    urlPosts.length = 0;
    rulesPuts.length = 0;
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('list', { name: SALON_SETTINGS_TEXT.fieldsOrder }, PAGE_WAIT);
    await settled(canvasElement);
    await expect(
      screen(canvasElement).getByRole('checkbox', { name: SALON_SETTINGS_TEXT.enableOnline }),
    ).toBeChecked();
    await expect(screen(canvasElement).getByRole('link', { name: /\/r\/aozora-honten/ })).toHaveAttribute(
      'href',
      'https://console.example.jp/r/aozora-honten',
    );

    // Reception rules with full-width digits from the IME.
    const horizon = screen(canvasElement).getByLabelText(SALON_SETTINGS_TEXT.horizon);
    await userEvent.clear(horizon);
    await userEvent.type(horizon, '９０');
    await userEvent.click(
      screen(canvasElement).getByRole('button', {
        name: SALON_SETTINGS_TEXT.saveSection(SALON_SETTINGS_TEXT.rulesSection),
      }),
    );
    await waitFor(() =>
      expect(rulesPuts).toEqual([
        { slot_step: 30, lead_time_minutes: 60, horizon_days: 90, cancel_deadline_hours: 24 },
      ]),
    );

    // A select field with its choices, one per line.
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_SETTINGS_TEXT.addField }));
    const dialog = await body().findByRole('dialog', { name: SALON_SETTINGS_TEXT.newField });
    await userEvent.type(
      within(dialog).getByLabelText(SALON_SETTINGS_TEXT.fieldLabel, { exact: false }),
      'ご来店のきっかけ',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: SALON_SETTINGS_TEXT.fieldType }));
    await userEvent.click(await body().findByRole('option', { name: SALON_SETTINGS_TEXT.fieldTypes.select }));
    await userEvent.type(
      within(dialog).getByLabelText(SALON_SETTINGS_TEXT.fieldChoices, { exact: false }),
      'Instagram\n　ご紹介　\n\nInstagram',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: SALON_SETTINGS_TEXT.fieldRequired }));
    await userEvent.click(within(dialog).getByRole('button', { name: SALON_TEXT.save }));
    await waitFor(() =>
      expect(onlinePatches).toEqual([
        {
          attr: 'customer:upsert',
          body: {
            item: {
              id: 'field_1',
              label: 'ご来店のきっかけ',
              type: 'select',
              required: true,
              choices: ['Instagram', 'ご紹介'],
            },
          },
        },
      ]),
    );
    const fields = screen(canvasElement).getByRole('list', { name: SALON_SETTINGS_TEXT.fieldsOrder });
    await expect(await within(fields).findByText('ご来店のきっかけ')).toBeVisible();

    // A URL whose end was typed in full-width letters.
    await userEvent.type(
      screen(canvasElement).getByLabelText(SALON_SETTINGS_TEXT.urlLabel, { exact: false }),
      'チラシ用',
    );
    await userEvent.type(
      screen(canvasElement).getByLabelText(SALON_SETTINGS_TEXT.urlSlug),
      'ＡＯＺＯＲＡ　ＦＬＹＥＲ',
    );
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_SETTINGS_TEXT.addUrl }));
    await waitFor(() => expect(urlPosts).toEqual([{ label: 'チラシ用', slug: 'aozora-flyer' }]));
  },
};

export const オンライン予約の設定_URLが使われている: Story = {
  render: page('/line/reserve/salon/settings/online'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(SALON_OPS.salonUrls.path), () =>
          HttpResponse.json(
            {
              message: '入力内容を確認してください。',
              errors: { slug: ['この URL はすでに使われています。'] },
            },
            { status: 422 },
          ),
        ),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('list', { name: SALON_SETTINGS_TEXT.fieldsOrder }, PAGE_WAIT);
    await settled(canvasElement);
    await userEvent.type(
      screen(canvasElement).getByLabelText(SALON_SETTINGS_TEXT.urlLabel, { exact: false }),
      '二つ目',
    );
    await userEvent.type(screen(canvasElement).getByLabelText(SALON_SETTINGS_TEXT.urlSlug), 'aozora-honten');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_SETTINGS_TEXT.addUrl }));
    // spec §8: a 422 shows the server's field message by the field.
    await expect(await screen(canvasElement).findByText('この URL はすでに使われています。')).toBeVisible();
  },
};

export const オンライン予約の設定_読み込みエラー: Story = {
  render: page('/line/reserve/salon/settings/online'),
  parameters: { msw: { handlers: [mock.error(routePattern(SALON_OPS.onlineConfigs.path)), ...base] } },
  play: async ({ canvasElement }) => {
    await expect(
      await screen(canvasElement).findByText(SALON_TEXT.sharedLoadError, {}, PAGE_WAIT),
    ).toBeVisible();
  },
};

// 外部カレンダー --------------------------------------------------------------------------------------

const linkPosts: unknown[] = [];

export const 外部カレンダー: Story = {
  render: page('/line/reserve/salon/settings/calendars'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(SALON_OPS.googleCalendars.path), async ({ request }) => {
          linkPosts.push(await request.json());
          // Slow enough to see the wait's progress.
          await delay(1500);
          return HttpResponse.json(googleCalendars[0]);
        }),
        ...base,
      ],
    },
  },
  beforeEach: () => {
    linkPosts.length = 0;
  },
  play: async ({ canvasElement }) => {
    const links = await screen(canvasElement).findByRole(
      'list',
      { name: SALON_SETTINGS_TEXT.linksSection },
      PAGE_WAIT,
    );
    await settled(canvasElement);
    await expect(within(links).getByText('佐藤 美咲の予約')).toBeVisible();
    await expect(
      within(links).getByText(/反映できませんでした: Google カレンダーが見つかりません。/),
    ).toBeVisible();
    // Resync is offered for shifts only.
    await expect(within(links).getAllByRole('button', { name: /シフトを書き直す/ })).toHaveLength(1);
    await expect(screen(canvasElement).getByText(SALON_SETTINGS_TEXT.tokenInvalid)).toBeVisible();

    // 鈴木's reservations to a calendar of the one valid account (chosen by itself).
    const choose = async (label: string, option: string) => {
      await userEvent.click(screen(canvasElement).getByRole('combobox', { name: label }));
      await userEvent.click(await body().findByRole('option', { name: option }));
    };
    await choose(SALON_SETTINGS_TEXT.linkResource, '鈴木 健太');
    await choose(SALON_SETTINGS_TEXT.linkCalendar, '鈴木の予約');
    // A calendar the account may only read is not offered.
    await userEvent.click(
      screen(canvasElement).getByRole('combobox', { name: SALON_SETTINGS_TEXT.linkCalendar }),
    );
    await expect(body().queryByRole('option', { name: '日本の祝日' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_SETTINGS_TEXT.link }));
    await expect(
      await screen(canvasElement).findByRole('progressbar', { name: SALON_SETTINGS_TEXT.linking }),
    ).toBeVisible();
    await toastSays(SALON_SETTINGS_TEXT.linked);
    await expect(linkPosts).toEqual([
      {
        salon_resource_id: 2,
        google_token_id: 1,
        google_calendar_id: 'suzuki@group.calendar.google.com',
        link_target: 'reservation',
      },
    ]);
  },
};

export const 外部カレンダー_連携できない: Story = {
  render: page('/line/reserve/salon/settings/calendars'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(SALON_OPS.googleCalendars.path), () =>
          HttpResponse.json(
            { message: 'Google アカウントの接続が切れています。もう一度接続してください。' },
            { status: 401 },
          ),
        ),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('list', { name: SALON_SETTINGS_TEXT.linksSection }, PAGE_WAIT);
    await settled(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_SETTINGS_TEXT.link }));
    // Nothing chosen yet: said on the page, nothing sent.
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(
      SALON_SETTINGS_TEXT.linkIncomplete,
    );
    await userEvent.click(
      screen(canvasElement).getByRole('combobox', { name: SALON_SETTINGS_TEXT.linkResource }),
    );
    await userEvent.click(await body().findByRole('option', { name: '個室A' }));
    await userEvent.click(
      screen(canvasElement).getByRole('combobox', { name: SALON_SETTINGS_TEXT.linkCalendar }),
    );
    await userEvent.click(await body().findByRole('option', { name: '鈴木の予約' }));
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_SETTINGS_TEXT.link }));
    // spec §8: a 401 on creating a link shows the server's message.
    await waitFor(() =>
      expect(screen(canvasElement).getByRole('alert')).toHaveTextContent(
        'Google アカウントの接続が切れています。もう一度接続してください。',
      ),
    );
  },
};

export const 外部カレンダー_Googleで断られた: Story = {
  render: page('/line/reserve/salon/settings/calendars?google=denied'),
  play: async ({ canvasElement }) => {
    await expect(
      await screen(canvasElement).findByText(SALON_SETTINGS_TEXT.connectDenied, {}, PAGE_WAIT),
    ).toBeVisible();
  },
};

// 来店前後のメッセージ ------------------------------------------------------------------------------------

const episode: Episode = {
  id: 5,
  type: 10,
  name: '来店前のメッセージ',
  hid_at: null,
  steps: [
    { timing: 'before_start', offset_minutes: 1440, message: '明日のご予約をお待ちしております。' },
    { timing: 'before_start', offset_minutes: 120, message: 'まもなくご予約のお時間です。' },
  ],
};

const stepPosts: unknown[] = [];
const episodeCalls: { method: string; path: string; body: unknown }[] = [];

export const 来店前後のメッセージ: Story = {
  render: page('/line/reserve/salon/settings/messages'),
  parameters: {
    msw: {
      handlers: [
        mock.json(routePattern(SALON_OPS.salons.path), [
          { id: 1, name: '本店', episode_id: 5, follow_id: null },
        ]),
        http.get(routePattern(SALON_OPS.episode.path), ({ params }) =>
          HttpResponse.json(
            params.id === '5'
              ? episode
              : { id: 6, type: 20, name: '来店後のメッセージ', hid_at: null, steps: [] },
          ),
        ),
        http.post(routePattern(SALON_OPS.episodeSteps.path), async ({ request }) => {
          const sent = (await request.json()) as { steps: Episode['steps'] };
          stepPosts.push(sent);
          return HttpResponse.json({ ...episode, steps: sent.steps });
        }),
        http.post(routePattern(SALON_OPS.createEpisode.path), async ({ request }) => {
          const sent = (await request.json()) as { type: number; name: string };
          episodeCalls.push({ method: 'POST', path: 'episodes', body: sent });
          return HttpResponse.json({ id: 6, hid_at: null, steps: [], ...sent });
        }),
        http.patch(routePattern(SALON_OPS.slotGroupSalon.path), async ({ request }) => {
          const attr = new URL(request.url).searchParams.get('attr');
          episodeCalls.push({
            method: 'PATCH',
            path: `slot_groups?attr=${attr}`,
            body: await request.json(),
          });
          return HttpResponse.json({ id: 1, name: '本店', episode_id: 5, follow_id: 6 });
        }),
        ...base,
      ],
    },
  },
  beforeEach: () => {
    stepPosts.length = 0;
    episodeCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const list = await screen(canvasElement).findByRole(
      'list',
      { name: SALON_SETTINGS_TEXT.stepsLabel(SALON_SETTINGS_TEXT.episodeSection) },
      PAGE_WAIT,
    );
    await settled(canvasElement);
    // 1440 minutes show as 1 日, 120 as 2 時間.
    await expect(within(list).getByLabelText('ステップ 1の時間')).toHaveValue('1');
    await expect(within(list).getByLabelText('ステップ 2の時間')).toHaveValue('2');
    // The 2-hour reminder first, then 3 hours typed in full width.
    await userEvent.click(within(list).getByRole('button', { name: 'ステップ 2を上へ' }));
    const offset = within(list).getByLabelText('ステップ 1の時間');
    await userEvent.clear(offset);
    await userEvent.type(offset, '３');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: SALON_TEXT.save }));
    await waitFor(() =>
      expect(stepPosts).toEqual([
        {
          steps: [
            { timing: 'before_start', offset_minutes: 180, message: 'まもなくご予約のお時間です。' },
            { timing: 'before_start', offset_minutes: 1440, message: '明日のご予約をお待ちしております。' },
          ],
        },
      ]),
    );

    // No follow yet: made, then linked to the salon (spec §7's two calls).
    await userEvent.click(
      screen(canvasElement).getByRole('button', {
        name: SALON_SETTINGS_TEXT.createEpisode(SALON_SETTINGS_TEXT.followSection),
      }),
    );
    await waitFor(() =>
      expect(episodeCalls).toEqual([
        { method: 'POST', path: 'episodes', body: { type: 20, name: SALON_SETTINGS_TEXT.followName } },
        { method: 'PATCH', path: 'slot_groups?attr=follow_id', body: { value: 6 } },
      ]),
    );
  },
};
