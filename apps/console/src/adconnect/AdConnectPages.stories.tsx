import { routePattern } from '@console/contract';
import {
  ADCONNECT_OPS,
  type AdAccount,
  type AdSend,
  AD_CONNECT_MESSAGES as M,
} from '@console/contract/adconnect';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  closeToasts,
  mock,
  ownerWith,
  PAGE_WAIT,
  PHONE_STORY,
  pageAt,
  ready,
  staffMe,
} from '../test/pageStory';
import { ADCONNECT_TEXT as T } from './messages';
import { accounts, lineAccount, lineMapping, sends } from './storyData';

/**
 * 広告連携の画面（広告アカウント・イベントの対応・テスト送信・送信ログ）を、アプリの本物のルートと MSW の
 * モック API で描く。
 */

const writerMe = ownerWith('AD_CONNECT_WRITE');

const sendsOf = (status: string | null): AdSend[] =>
  status ? sends.filter((send) => send.status === status) : sends;

const shared = [
  mock.json(routePattern(ADCONNECT_OPS.adAccounts.path), accounts),
  http.get(routePattern(ADCONNECT_OPS.adEventMapping.path), ({ params }) =>
    HttpResponse.json(Number(params.id) === 1 ? lineMapping : { mappings: [] }),
  ),
  http.get(routePattern(ADCONNECT_OPS.adSends.path), ({ params, request }) => {
    const rows = Number(params.id) === 1 ? sendsOf(new URL(request.url).searchParams.get('status')) : [];
    return HttpResponse.json(rows, { headers: { 'x-total-count': String(rows.length) } });
  }),
];

const meta = {
  title: 'コンソール/広告連携',
  parameters: { layout: 'fullscreen', msw: { handlers: shared } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt(writerMe);
const screen = (canvasElement: HTMLElement) => within(canvasElement);
const body = () => within(document.body);

/** Waits for the page and the selected account's log. */
async function loaded(canvasElement: HTMLElement) {
  await ready(canvasElement, T.title);
  const log = await screen(canvasElement).findByRole('table', { name: T.logOf(lineAccount.name) }, PAGE_WAIT);
  await within(log).findByText('503', {}, PAGE_WAIT);
  await ready(canvasElement, T.title);
}

export const 一覧: Story = {
  name: '広告連携（LINE と Meta・送信ログ）',
  render: page('/line/ad-connect'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const table = screen(canvasElement).getByRole('table', { name: T.accounts });
    // The token is never shown, only its tail; the sandbox says nothing leaves the server.
    await expect(within(table).getByText('••••9XyZ')).toBeVisible();
    await expect(within(table).getByText('ピクセル ID')).toBeVisible();
    await expect(within(table).getByText(T.enabledOff)).toBeVisible();
    await expect(within(table).getAllByText(T.sandbox)).toHaveLength(2);
    await expect(screen(canvasElement).getByText(T.sandboxNote)).toBeVisible();
    // The first account is selected: its mapping, as saved.
    await expect(screen(canvasElement).getByRole('checkbox', { name: T.sendOf('友だち追加') })).toBeChecked();
    await expect(
      screen(canvasElement).getByRole('checkbox', { name: T.sendOf('フォームの回答') }),
    ).not.toBeChecked();
    await expect(screen(canvasElement).getByRole('combobox', { name: T.eventNameOf('予約') })).toHaveValue(
      'Reservation',
    );
    // The log: newest first, a failure in its own tone, a test send named so.
    const log = screen(canvasElement).getByRole('table', { name: T.logOf(lineAccount.name) });
    await expect(within(log).getByText('失敗')).toHaveAttribute('data-tone', 'failed');
    await expect(within(log).getByText(T.testKindLabel)).toBeVisible();
    await expect(within(log).getByText('503')).toBeVisible();
  },
};

export const 送信の詳細: Story = {
  name: '広告連携（送信の詳細: 試行と送信内容）',
  tags: ['skip-visual'],
  render: page('/line/ad-connect'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      screen(canvasElement).getByRole('button', { name: T.detailOf('2026/12/01 11:00:00') }),
    );
    const dialog = await body().findByRole('dialog', { name: T.detailTitle }, PAGE_WAIT);
    await expect(within(dialog).getByText(T.tryOf(1), { exact: false })).toBeVisible();
    await expect(within(dialog).getAllByText(/event_name is required/)).not.toHaveLength(0);
    await expect(within(dialog).getByText(/"deduplication_key": "ad-1-41"/)).toBeVisible();
  },
};

export const 状態で絞り込み: Story = {
  name: '広告連携（送信ログ: 失敗だけ）',
  tags: ['skip-visual'],
  render: page('/line/ad-connect'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('combobox', { name: T.statusFilter }));
    await userEvent.click(await body().findByRole('option', { name: '失敗' }));
    const log = screen(canvasElement).getByRole('table', { name: T.logOf(lineAccount.name) });
    await waitFor(() => expect(within(log).queryByText('503')).toBeNull(), PAGE_WAIT);
    await expect(await within(log).findByText('400', {}, PAGE_WAIT)).toBeVisible();
  },
};

const tested = fn();

export const テスト送信: Story = {
  name: '広告連携（テスト送信）',
  tags: ['skip-visual'],
  render: page('/line/ad-connect'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(ADCONNECT_OPS.testAdAccount.path), async ({ request }) => {
          tested(await request.json());
          return HttpResponse.json(sends[2], { status: 201 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.test }));
    await waitFor(() => expect(tested).toHaveBeenCalledWith({ kind: 'follow' }), PAGE_WAIT);
    await closeToasts(T.testSandbox);
  },
};

export const 空: Story = {
  name: '広告連携（広告アカウントなし）',
  render: page('/line/ad-connect'),
  parameters: { msw: { handlers: [mock.json(routePattern(ADCONNECT_OPS.adAccounts.path), []), ...shared] } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await expect(await screen(canvasElement).findByText(T.accountsEmpty, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('region', { name: T.mapping })).toBeNull();
  },
};

const made: AdAccount = { ...lineAccount, id: 3, name: 'Meta 広告', platform: 'meta', line_channel_id: null };

export const 追加_入力エラー: Story = {
  name: '広告連携（広告アカウントの追加: 入力エラー）',
  render: page('/line/ad-connect'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(ADCONNECT_OPS.createAdAccount.path), () =>
          HttpResponse.json(
            { message: '入力内容に誤りがあります。', errors: { destination_id: [M.destinationId] } },
            { status: 422 },
          ),
        ),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.add }));
    const dialog = await body().findByRole('dialog', { name: T.addTitle }, PAGE_WAIT);
    // LINE asks its channel id (optional); Meta does not, and names its id a pixel id.
    await expect(within(dialog).getByRole('textbox', { name: /LINE チャネル ID/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: T.create }));
    // The contract's rules, before anything is sent.
    await expect(await within(dialog).findByText(M.name)).toBeVisible();
    await expect(within(dialog).getByText(M.destinationId)).toBeVisible();
    await expect(within(dialog).getByText(M.accessToken)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: T.platform }));
    await userEvent.click(await body().findByRole('option', { name: 'Meta 広告（コンバージョン API）' }));
    await expect(within(dialog).queryByRole('textbox', { name: /LINE チャネル ID/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /名前/ }), made.name);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /ピクセル ID/ }), '1234567890');
    await userEvent.type(within(dialog).getByLabelText(/アクセストークン/), 'EAAB-token');
    await userEvent.click(within(dialog).getByRole('button', { name: T.create }));
    // The server's 422, on its field.
    await waitFor(() => expect(within(dialog).getByText(M.destinationId)).toBeVisible(), PAGE_WAIT);
    await expect(within(dialog).queryByText(M.name)).toBeNull();
    await closeToasts('入力内容に誤りがあります。');
  },
};

const removed = fn();

export const 削除: Story = {
  name: '広告連携（広告アカウントの編集から削除）',
  tags: ['skip-visual'],
  render: page('/line/ad-connect'),
  parameters: {
    msw: {
      handlers: [
        http.delete(routePattern(ADCONNECT_OPS.deleteAdAccount.path), ({ params }) => {
          removed(Number(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
        ...shared,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.editOf(lineAccount.name) }));
    const dialog = await body().findByRole('dialog', { name: T.editTitle }, PAGE_WAIT);
    // A saved account's platform is fixed and its token field empty (kept unless typed).
    await expect(within(dialog).getByText(T.platformFixed)).toBeVisible();
    await expect(within(dialog).getByLabelText(/アクセストークン/)).toHaveValue('');
    await expect(within(dialog).getByText(T.tokenHelpEdit)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    const confirm = await body().findByRole(
      'alertdialog',
      { name: T.deleteConfirm(lineAccount.name) },
      PAGE_WAIT,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith(1), PAGE_WAIT);
    await closeToasts(T.deleted);
  },
};

export const スタッフ: Story = {
  name: '広告連携（スタッフ: 広告連携の権限なし）',
  render: page('/line/ad-connect', staffMe),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // Shown, not changed: the server would refuse every write (AD_CONNECT_WRITE).
    await expect(screen(canvasElement).getByText(T.readOnly)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('button', { name: T.add })).toBeNull();
    await expect(
      screen(canvasElement).queryByRole('button', { name: T.editOf(lineAccount.name) }),
    ).toBeNull();
    await expect(screen(canvasElement).queryByRole('button', { name: T.mappingSave })).toBeNull();
    await expect(screen(canvasElement).queryByRole('button', { name: T.test })).toBeNull();
    await expect(
      screen(canvasElement).getByRole('checkbox', { name: T.sendOf('友だち追加') }),
    ).toBeDisabled();
  },
};

export const スマートフォン: Story = {
  name: '広告連携（スマートフォン 360px）',
  ...PHONE_STORY,
  render: page('/line/ad-connect'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // Tables become cards or scroll inside themselves: nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
