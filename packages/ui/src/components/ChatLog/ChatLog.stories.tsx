import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatLog, type ChatLogProps } from './ChatLog';
import type { ChatLogMessage } from './chatLogRows';
import { generateChatMessages, pictureUrl, shortConversation } from './fixtures';

const meta = {
  title: '表示/ChatLog',
  component: ChatLog,
  args: {
    messages: shortConversation,
    hasOlder: false,
    loadingOlder: false,
    onLoadOlder: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 640, maxInlineSize: '100%', blockSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const logOf = (canvasElement: HTMLElement) => {
  const log = canvasElement.querySelector<HTMLElement>('[role="log"]');
  if (!log) throw new Error('role="log" がない');
  return log;
};

const rowOf = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-chat-message="${id}"]`);

/** The message's row lies wholly inside the log's visible box. */
async function expectVisible(canvasElement: HTMLElement, id: string) {
  await waitFor(() => {
    const row = rowOf(canvasElement, id);
    if (!row) throw new Error(`${id} が描画されていない`);
    const box = logOf(canvasElement).getBoundingClientRect();
    const rect = row.getBoundingClientRect();
    expect(rect.top).toBeGreaterThanOrEqual(box.top - 1);
    expect(rect.bottom).toBeLessThanOrEqual(box.bottom + 1);
  });
}

const atBottom = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight <= 2;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'トークの履歴' });
    await expect(log).toHaveAttribute('tabindex', '0');
    // A separator whenever the Japan-time date changes.
    await expect(canvas.getByText('2026年11月28日（土）')).toBeVisible();
    await expect(canvas.getByText('2026年11月29日（日）')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-chat-row="day"]')).toHaveLength(2);
    // Opens at the newest message; times are Japan's 24-hour HH:mm.
    await expectVisible(canvasElement, 'c6');
    await expect(within(rowOf(canvasElement, 'c6') as HTMLElement).getByText('09:20')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'c1') as HTMLElement).getByText('18:02')).toBeVisible();
    // The friend's bubbles on the left, the account's on the right.
    const incoming = canvas.getByText('ありがとうございます！').getBoundingClientRect();
    const outgoing = canvas.getByText(/ご来店をお待ちしております/).getBoundingClientRect();
    const box = log.getBoundingClientRect();
    await expect(incoming.left - box.left).toBeLessThan(box.right - incoming.right);
    await expect(box.right - outgoing.right).toBeLessThan(outgoing.left - box.left);
    await expect(canvas.getByRole('img', { name: 'スタンプ: お願いのスタンプ' })).toBeInTheDocument();
  },
};

const failedAndQueued: ChatLogMessage[] = [
  ...shortConversation,
  {
    id: 'f1',
    direction: 'out',
    kind: 'text',
    text: '当日はお気をつけてお越しください。',
    at: '2026-11-29T09:25:00+09:00',
    status: 'failed',
    error: '友だちがアカウントをブロックしているため送信できませんでした。',
  },
  {
    id: 'q1',
    direction: 'out',
    kind: 'text',
    text: '駐車場は店舗の裏にございます。',
    at: '2026-11-29T09:26:00+09:00',
    status: 'queued',
  },
];

export const FailedAndQueued: Story = {
  name: 'FailedAndQueued（送信できなかった・送信中）',
  args: { messages: failedAndQueued },
  play: async ({ canvasElement }) => {
    await expectVisible(canvasElement, 'q1');
    const failed = within(rowOf(canvasElement, 'f1') as HTMLElement);
    await expect(failed.getByText('送信できませんでした')).toBeVisible();
    await expect(failed.getByText(/ブロックしているため/)).toBeVisible();
    await expect(rowOf(canvasElement, 'f1')).toHaveAttribute('data-status', 'failed');
    const queued = within(rowOf(canvasElement, 'q1') as HTMLElement);
    await expect(queued.getByText('送信中')).toBeVisible();
    await expect(queued.getByText('09:26')).toBeVisible();
    // Sent messages carry no state text.
    await expect(within(rowOf(canvasElement, 'c5') as HTMLElement).queryByText('送信中')).toBeNull();
  },
};

const withImages: ChatLogMessage[] = [
  {
    id: 'i1',
    direction: 'in',
    kind: 'text',
    text: '髪型の写真を送ります',
    at: '2026-11-29T10:00:00+09:00',
    senderName: '山田花子',
  },
  {
    id: 'i2',
    direction: 'in',
    kind: 'image',
    imageUrl: pictureUrl(200, 'photo 1'),
    alt: '髪型の写真',
    at: '2026-11-29T10:01:00+09:00',
    senderName: '山田花子',
  },
  {
    id: 'i3',
    direction: 'out',
    kind: 'image',
    imageUrl: pictureUrl(20, 'coupon'),
    alt: '11 月のクーポン',
    at: '2026-11-29T10:05:00+09:00',
    status: 'sent',
  },
  {
    id: 'i4',
    direction: 'out',
    kind: 'template',
    text: 'ご予約の確認（はい／いいえ）',
    at: '2026-11-29T10:06:00+09:00',
  },
  { id: 'i5', direction: 'in', kind: 'other', at: '2026-11-29T10:07:00+09:00', senderName: '山田花子' },
];

export const Images: Story = {
  name: 'Images（画像は決まった縦横比の枠）',
  args: { messages: withImages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvasElement, 'i5');
    const photo = canvas.getByRole('img', { name: '画像: 髪型の写真' });
    // The box is 4:3 whether or not the picture has loaded, so rows do not jump.
    const box = (photo.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.height).toBeCloseTo((box.width * 3) / 4, 0);
    await expect(canvas.getByRole('img', { name: '画像: 11 月のクーポン' })).toBeInTheDocument();
    await expect(canvas.getByText('ご予約の確認（はい／いいえ）')).toBeVisible();
    await expect(canvas.getByText('このメッセージは表示できません')).toBeVisible();
  },
};

const tenThousand = generateChatMessages(10_000, { seed: 7 });

export const TenThousandMessages: Story = {
  name: 'TenThousandMessages（1 万件、描画するのは見える範囲だけ）',
  args: { messages: tenThousand },
  play: async ({ canvasElement }) => {
    const log = logOf(canvasElement);
    await expectVisible(canvasElement, 'm9999');
    await expect(canvasElement.querySelectorAll('[data-chat-row]').length).toBeLessThan(100);
    // Keyboard: the log takes focus and scrolls with the page keys and arrows.
    log.focus();
    await expect(log).toHaveFocus();
    const bottom = log.scrollTop;
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(log.scrollTop).toBeLessThan(bottom - log.clientHeight / 2));
    const paged = log.scrollTop;
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(paged));
    // Through the whole history to the first message: still only a window of rows.
    log.scrollTop = 0;
    await waitFor(() => expect(rowOf(canvasElement, 'm0')).not.toBeNull());
    await expect(canvasElement.querySelectorAll('[data-chat-row]').length).toBeLessThan(100);
    await userEvent.keyboard('{End}');
    await expectVisible(canvasElement, 'm9999');
  },
};

export const LoadingOlder: Story = {
  name: 'LoadingOlder（以前のメッセージを読み込み中）',
  args: { hasOlder: true, loadingOlder: true, messages: generateChatMessages(30, { seed: 3 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('以前のメッセージを読み込み中…');
    await expect(logOf(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expectVisible(canvasElement, 'm29');
    // While a load runs, reaching the top asks for nothing more.
    logOf(canvasElement).scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onLoadOlder).not.toHaveBeenCalled();
  },
};

/** The app's side of loading older messages: prepends a page of older messages after a short wait. */
function WithOlder(args: ChatLogProps) {
  const [messages, setMessages] = useState(() =>
    generateChatMessages(40, { seed: 5, start: '2026-11-20T09:00:00+09:00', idPrefix: 'new' }),
  );
  const [loading, setLoading] = useState(false);
  const [pages, setPages] = useState(0);
  return (
    <ChatLog
      {...args}
      messages={messages}
      hasOlder={pages < 3}
      loadingOlder={loading}
      onLoadOlder={() => {
        args.onLoadOlder?.();
        setLoading(true);
        setTimeout(() => {
          const older = generateChatMessages(40, {
            seed: 11 + pages,
            start: `2026-11-${String(10 - pages * 3).padStart(2, '0')}T09:00:00+09:00`,
            idPrefix: `old${pages}-`,
          });
          setMessages((current) => [...older, ...current]);
          setPages((p) => p + 1);
          setLoading(false);
        }, 150);
      }}
    />
  );
}

export const LoadOlder: Story = {
  name: 'LoadOlder（上端で以前のメッセージを読み込み、表示位置を保つ）',
  render: (args) => <WithOlder {...args} />,
  play: async ({ canvasElement, args }) => {
    const log = logOf(canvasElement);
    await expectVisible(canvasElement, 'new39');
    // Near the top: the first loaded message in view.
    log.scrollTop = 60;
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalledTimes(1));
    const anchor = rowOf(canvasElement, 'new3') as HTMLElement;
    const before = anchor.getBoundingClientRect().top;
    await waitFor(() => expect(rowOf(canvasElement, 'old0-39')).not.toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('[role="status"]')).toBeNull());
    // The message the reader was looking at has not moved.
    await waitFor(() =>
      expect(
        Math.abs((rowOf(canvasElement, 'new3') as HTMLElement).getBoundingClientRect().top - before),
      ).toBeLessThan(2),
    );
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
  },
};

export const ShortHistoryWithOlder: Story = {
  name: 'ShortHistoryWithOlder（枠に満たない履歴は、スクロールしなくても以前のメッセージを読み込む）',
  // The end of Playground's picture.
  tags: ['skip-visual'],
  args: { hasOlder: true, messages: shortConversation.slice(4) },
  play: async ({ canvasElement, args }) => {
    const log = logOf(canvasElement);
    await expect(log.scrollHeight).toBeLessThanOrEqual(log.clientHeight);
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalledTimes(1));
    // Once asked, not again until the load has run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
  },
};

/** The app's side of new messages: a button outside the log makes the friend send one. */
function WithIncoming(args: ChatLogProps) {
  const [messages, setMessages] = useState(() => generateChatMessages(60, { seed: 9 }));
  const receive = () =>
    setMessages((current) => {
      const last = current.at(-1) as ChatLogMessage;
      return [
        ...current,
        {
          id: `in${current.length}`,
          direction: 'in',
          kind: 'text',
          text: `追加のメッセージ ${current.length}`,
          at: new Date(Date.parse(last.at) + 60_000).toISOString(),
          senderName: '山田花子',
        },
      ];
    });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, blockSize: '100%' }}>
      <button type="button" onClick={receive}>
        友だちからの受信
      </button>
      <div style={{ flex: 1, minBlockSize: 0 }}>
        <ChatLog {...args} messages={messages} />
      </div>
    </div>
  );
}

export const NewMessages: Story = {
  name: 'NewMessages（一番下なら追従、読み返し中は「新しいメッセージ」）',
  render: (args) => <WithIncoming {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = logOf(canvasElement);
    await expectVisible(canvasElement, 'm59');
    // At the bottom: a new message scrolls into view by itself and is announced.
    await userEvent.click(canvas.getByRole('button', { name: '友だちからの受信' }));
    await expectVisible(canvasElement, 'in60');
    await expect(canvas.queryByRole('button', { name: '新しいメッセージ' })).toBeNull();
    const announcer = canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;
    await waitFor(() =>
      expect(announcer).toHaveTextContent('新しいメッセージ: 山田花子 追加のメッセージ 60'),
    );
    // Reading older messages: the view stays, and a button offers the way down.
    log.scrollTop = 0;
    await waitFor(() => expect(rowOf(canvasElement, 'm0')).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '友だちからの受信' }));
    const jump = await canvas.findByRole('button', { name: '新しいメッセージ' });
    await expect(log.scrollTop).toBeLessThan(log.clientHeight);
    await userEvent.click(jump);
    await expectVisible(canvasElement, 'in61');
    await waitFor(() => expect(atBottom(log)).toBe(true));
    await waitFor(() => expect(canvas.queryByRole('button', { name: '新しいメッセージ' })).toBeNull());
  },
};

export const Narrow: Story = {
  name: 'Narrow（幅 360 px）',
  args: { messages: failedAndQueued },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360, blockSize: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const log = logOf(canvasElement);
    await expectVisible(canvasElement, 'q1');
    await expect(log.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    // Nothing sticks out sideways: long text wraps inside its bubble.
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
    const box = log.getBoundingClientRect();
    for (const row of canvasElement.querySelectorAll('[data-chat-message]')) {
      const rect = row.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
  },
};
