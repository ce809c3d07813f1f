import { routePattern } from '@console/contract';
import {
  CHAT_EVENT_NAME,
  CHAT_MESSAGES,
  CHAT_OPS,
  type ChatMessage,
  type ChatReply,
} from '@console/contract/chat';
import { MEDIA_OPS } from '@console/contract/media';
import { TEMPLATES_OPS } from '@console/contract/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http, sse } from 'msw';
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
import { CHAT_TEXT as T } from './messages';
import { failedMessage, history, images, operators, templates, threads, unread } from './storyData';

/**
 * 1対1チャット（会話の一覧と会話、返信、再送、サイドメニューの未読数）を、アプリの本物のルートと MSW の
 * モック API で描く。
 */

const writerMe = ownerWith('FRIEND_WRITE');
const byId = new Map(threads.map((item) => [item.id, item]));
const newestFirst = [...history].reverse();

const base = (over: { threads?: typeof threads; messages?: ChatMessage[] } = {}) => [
  http.get(routePattern(CHAT_OPS.chatThreads.path), ({ request }) => {
    const filter = new URL(request.url).searchParams.get('filter') ?? 'all';
    const all = over.threads ?? threads;
    const rows = all.filter((item) =>
      filter === 'unread'
        ? item.unread > 0 && item.status === 'open'
        : filter === 'done'
          ? item.status === 'done'
          : filter === 'unassigned'
            ? item.assignee_id === null && item.status === 'open'
            : filter === 'mine'
              ? item.assignee_id === 1 && item.status === 'open'
              : true,
    );
    return HttpResponse.json(rows, { headers: { 'x-total-count': String(rows.length) } });
  }),
  http.get(routePattern(CHAT_OPS.chatThread.path), ({ params }) => {
    const found = byId.get(Number(params.id));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ message: CHAT_MESSAGES.notFound }, { status: 404 });
  }),
  http.get(routePattern(CHAT_OPS.chatMessages.path), ({ params }) =>
    HttpResponse.json({
      messages: Number(params.id) === 1 ? (over.messages ?? newestFirst) : [],
      next_before: null,
    }),
  ),
  http.post(routePattern(CHAT_OPS.chatRead.path), ({ params }) => {
    const found = byId.get(Number(params.id));
    return HttpResponse.json(found ? { ...found, unread: 0 } : null);
  }),
  mock.json(routePattern(CHAT_OPS.chatOperators.path), operators),
  mock.json(routePattern(CHAT_OPS.chatUnread.path), unread),
  mock.json(routePattern(TEMPLATES_OPS.templates.path), templates, templates.length),
  mock.json(routePattern(MEDIA_OPS.mediaList.path), images, images.length),
  // The live channel stays open and quiet unless a story sends on it.
  sse(routePattern(CHAT_OPS.chatEvents.path), () => {}),
];

const meta = {
  title: 'コンソール/チャット',
  parameters: { layout: 'fullscreen', msw: { handlers: base() } },
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = pageAt(writerMe);
const screen = (canvasElement: HTMLElement) => within(canvasElement);

/** Waits until the conversation's log has drawn its messages. */
async function logReady(canvasElement: HTMLElement, name: string) {
  const log = await screen(canvasElement).findByRole('log', { name: T.talk(name) }, PAGE_WAIT);
  await waitFor(() => expect(log.querySelector('[data-chat-message]')).not.toBeNull(), PAGE_WAIT);
  return log;
}

// The list ------------------------------------------------------------------------------------------

export const 一覧: Story = {
  name: '一覧（未読あり）',
  render: page('/line/chat'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    const tabs = screen(canvasElement).getByRole('tablist', { name: T.filterLabel });
    for (const name of ['すべて', '未読', '自分の担当', '担当なし', '対応済み']) {
      await expect(within(tabs).getByRole('tab', { name })).toBeVisible();
    }
    await expect(within(tabs).getByRole('tab', { name: 'すべて' })).toHaveAttribute('aria-selected', 'true');
    const link = screen(canvasElement).getByRole('link', { name: /^石川 千尋/ });
    await expect(link).toHaveAttribute('href', '/line/chat/1');
    await expect(link).toHaveAccessibleName(/未読 2件/);
    await expect(screen(canvasElement).getByRole('link', { name: /^藤田 一郎/ })).toHaveTextContent(
      T.blocked,
    );
    await expect(screen(canvasElement).getByText(T.choose)).toBeVisible();
    // The side menu counts the conversations with unread messages.
    const menu = screen(canvasElement).getByRole('navigation', { name: 'メインメニュー' });
    await expect(
      await within(menu).findByRole('link', { name: /チャット.*未読 2件/ }, PAGE_WAIT),
    ).toBeVisible();
  },
};

export const 一覧_絞り込み: Story = {
  name: '一覧（未読に絞り込み）',
  tags: ['skip-visual'],
  render: page('/line/chat'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await userEvent.click(screen(canvasElement).getByRole('tab', { name: '未読' }));
    await waitFor(() =>
      expect(screen(canvasElement).queryByRole('link', { name: /^Sato Hiroto/ })).toBeNull(),
    );
    await expect(screen(canvasElement).getByRole('link', { name: /^石川 千尋/ })).toHaveAttribute(
      'href',
      '/line/chat/1?filter=unread',
    );
  },
};

export const 空の一覧: Story = {
  name: '一覧（会話なし）',
  render: page('/line/chat'),
  parameters: { msw: { handlers: base({ threads: [] }) } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await expect(await screen(canvasElement).findByText(T.empty.all, {}, PAGE_WAIT)).toBeVisible();
  },
};

// A conversation --------------------------------------------------------------------------------------

export const 会話: Story = {
  name: '会話（テキスト・画像・テンプレート・送信失敗）',
  render: page('/line/chat/1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await logReady(canvasElement, '石川 千尋');
    await expect(screen(canvasElement).getByRole('link', { name: '石川 千尋' })).toHaveAttribute(
      'href',
      '/line/friends/1',
    );
    await expect(screen(canvasElement).getByRole('combobox', { name: T.assigneeLabel })).toHaveTextContent(
      T.unassigned,
    );
    await expect(screen(canvasElement).getByRole('button', { name: T.markDone })).toBeVisible();
    const failed = screen(canvasElement).getByRole('list', { name: T.failedNote });
    await expect(within(failed).getByText(CHAT_MESSAGES.lineUnreachable)).toBeVisible();
    await expect(within(failed).getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

const retried = fn();
export const 再送: Story = {
  name: '会話（失敗した返信を再送）',
  tags: ['skip-visual'],
  render: page('/line/chat/1'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(CHAT_OPS.chatRetry.path), ({ params }) => {
          retried(Number(params.message_id));
          return HttpResponse.json({ ...failedMessage, status: 'sent', error: null });
        }),
        ...base(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    retried.mockClear();
    await ready(canvasElement, T.title);
    await logReady(canvasElement, '石川 千尋');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: T.retry }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('list', { name: T.failedNote })).toBeNull());
    await expect(retried).toHaveBeenCalledWith(failedMessage.id);
  },
};

// The reply box ---------------------------------------------------------------------------------------

const replied = fn();
export const 返信_テキスト: Story = {
  name: '返信（テキスト: 送信中に表示し、答えで置き換える）',
  tags: ['skip-visual'],
  render: page('/line/chat/1'),
  parameters: {
    msw: {
      handlers: [
        http.post(routePattern(CHAT_OPS.chatReply.path), async ({ request }) => {
          const body = (await request.json()) as ChatReply;
          replied(body);
          await delay(300);
          return HttpResponse.json(
            {
              ...failedMessage,
              id: 500,
              text: body.type === 'text' ? body.text : null,
              status: 'sent',
              error: null,
              created_at: '2024-07-15T00:55:00.000Z',
            },
            { status: 201 },
          );
        }),
        ...base(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    replied.mockClear();
    await ready(canvasElement, T.title);
    const log = await logReady(canvasElement, '石川 千尋');
    const box = screen(canvasElement).getByRole('textbox', { name: T.message });
    await userEvent.type(box, 'カラーも承ります。{Enter}よろしくお願いします。');
    // Plain Enter is a new line, and the count is LINE's.
    await expect(box).toHaveValue('カラーも承ります。\nよろしくお願いします。');
    await expect(screen(canvasElement).getByText(/21 \/ 5,000文字/)).toBeVisible();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(screen(canvasElement).getByRole('button', { name: T.send })).toBeDisabled();
    await waitFor(() => expect(log.querySelector('[data-status="queued"]')).not.toBeNull());
    await closeToasts(T.sent);
    await expect(log.querySelector('[data-chat-message="500"]')).not.toBeNull();
    await expect(box).toHaveValue('');
    await expect(replied).toHaveBeenCalledWith({
      type: 'text',
      text: 'カラーも承ります。\nよろしくお願いします。',
    });
  },
};

export const 返信_テンプレート: Story = {
  name: '返信（テンプレート）',
  render: page('/line/chat/1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await logReady(canvasElement, '石川 千尋');
    await userEvent.click(screen(canvasElement).getByRole('radio', { name: T.modes.template }));
    await expect(
      await screen(canvasElement).findByRole('combobox', { name: T.template }, PAGE_WAIT),
    ).toBeVisible();
  },
};

export const 返信_画像: Story = {
  name: '返信（画像）',
  render: page('/line/chat/1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await logReady(canvasElement, '石川 千尋');
    await userEvent.click(screen(canvasElement).getByRole('radio', { name: T.modes.image }));
    await expect(screen(canvasElement).getByText(T.noImage)).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: T.chooseImage })).toBeVisible();
  },
};

export const ブロック中: Story = {
  name: '会話（ブロック中の友だち: 送信できない）',
  render: page('/line/chat/4'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await expect(await screen(canvasElement).findByText(T.blockedNote, {}, PAGE_WAIT)).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: T.send })).toBeDisabled();
  },
};

export const 閲覧のみ: Story = {
  name: '会話（閲覧のみのオペレーター）',
  render: page('/line/chat/1', staffMe),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await logReady(canvasElement, '石川 千尋');
    await expect(screen(canvasElement).getByText(T.readOnly)).toBeVisible();
    await expect(screen(canvasElement).queryByRole('textbox', { name: T.message })).toBeNull();
    await expect(screen(canvasElement).queryByRole('button', { name: T.retry })).toBeNull();
    await expect(screen(canvasElement).getByRole('combobox', { name: T.assigneeLabel })).toBeDisabled();
  },
};

export const ライブ: Story = {
  name: '会話（届いたメッセージがライブで加わる）',
  tags: ['skip-visual'],
  render: page('/line/chat/1'),
  parameters: {
    msw: {
      handlers: (() => {
        let sent = false;
        const arrived = {
          ...failedMessage,
          id: 600,
          direction: 'in' as const,
          text: '17時でも大丈夫です。',
          sent_by: null,
          status: null,
          error: null,
          created_at: '2024-07-15T00:58:00.000Z',
        };
        return [
          http.get(routePattern(CHAT_OPS.chatMessages.path), () =>
            HttpResponse.json({
              messages: sent ? [arrived, ...newestFirst] : newestFirst,
              next_before: null,
            }),
          ),
          sse(routePattern(CHAT_OPS.chatEvents.path), async ({ client }) => {
            await delay(800);
            sent = true;
            client.send({
              id: '9',
              event: CHAT_EVENT_NAME,
              data: JSON.stringify({
                id: 9,
                type: 'message',
                thread_id: 1,
                message_id: 600,
                created_at: arrived.created_at,
              }),
            } as never);
          }),
          ...base(),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    const log = await logReady(canvasElement, '石川 千尋');
    await waitFor(() => expect(log.querySelector('[data-chat-message="600"]')).not.toBeNull(), PAGE_WAIT);
  },
};

// A phone ----------------------------------------------------------------------------------------------

export const スマートフォン_一覧: Story = {
  name: 'スマートフォン（一覧）',
  ...PHONE_STORY,
  render: page('/line/chat'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await expect(screen(canvasElement).getByRole('link', { name: /^石川 千尋/ })).toBeVisible();
    await expect(screen(canvasElement).queryByText(T.choose)).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const スマートフォン_会話: Story = {
  name: 'スマートフォン（会話）',
  ...PHONE_STORY,
  render: page('/line/chat/1'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement, T.title);
    await logReady(canvasElement, '石川 千尋');
    await expect(screen(canvasElement).getByRole('link', { name: T.back })).toHaveAttribute(
      'href',
      '/line/chat',
    );
    await expect(screen(canvasElement).queryByRole('tablist', { name: T.filterLabel })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
