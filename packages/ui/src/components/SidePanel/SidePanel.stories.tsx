import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { frameDocument, PHONE_VIEWPORT, PhoneFrame } from '../../internal/story/PhoneFrame';
import { Button } from '../Button';
import { SidePanel } from './SidePanel';
import { SIDE_PANEL_DELAY_MS, type SidePanelType } from './sidePanelController';
import { useSidePanel } from './useSidePanel';

interface Reservation {
  id: number;
  name: string;
  time: string;
}
const reservations: Reservation[] = [
  { id: 1, name: '山田花子', time: '10:00–11:00' },
  { id: 2, name: '佐藤太郎', time: '11:00–12:00' },
];

const titles: Record<SidePanelType, string> = {
  'form-time-shift': 'シフトの登録',
  'form-block-shift': 'ブロック時間の登録',
  'form-reservation': '予約の登録',
  'form-reservation-detail': '予約の詳細',
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A salon page: buttons that open each panel, and a readout of the controller's state. */
function SalonDemo({ onClose }: { onClose: () => void }) {
  const panel = useSidePanel<Reservation>();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
      <Button onClick={() => panel.open('form-time-shift')}>シフトを登録</Button>
      <Button onClick={() => panel.open('form-block-shift')}>ブロック時間を登録</Button>
      <Button onClick={() => panel.open('form-reservation')}>予約を登録</Button>
      {reservations.map((reservation) => (
        <Button
          key={reservation.id}
          variant="secondary"
          onClick={() => panel.open('form-reservation-detail', { ...reservation })}
        >
          {reservation.name} {reservation.time}
        </Button>
      ))}
      <p data-testid="panel-state">
        {`show=${panel.show} type=${panel.type ?? 'なし'} item=${panel.item?.name ?? 'なし'}`}
      </p>
      <SidePanel
        open={panel.show}
        panelType={panel.type}
        title={panel.type ? titles[panel.type] : ''}
        onClose={() => {
          onClose();
          panel.close();
        }}
        footer={
          <Button variant="secondary" onClick={panel.close}>
            キャンセル
          </Button>
        }
      >
        {panel.item ? (
          <p style={{ margin: 0 }}>
            {panel.item.name} {panel.item.time}
          </p>
        ) : (
          <label>
            メモ <input />
          </label>
        )}
      </SidePanel>
    </div>
  );
}

const meta = {
  title: 'サロン/SidePanel',
  component: SidePanel,
  args: { open: false, title: 'シフトの登録', onClose: fn() },
  render: (args) => <SalonDemo onClose={args.onClose} />,
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement) => {
  const panel = canvasElement.querySelector<HTMLElement>('.console-ui-SidePanel');
  if (!panel) throw new Error('SidePanel not rendered');
  return panel;
};
const stateText = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('panel-state');

export const Playground: Story = {};

export const ShowsImmediately: Story = {
  name: 'ShowsImmediately（何も出ていなければすぐに出る）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = panelOf(canvasElement);
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await expect(panel).toHaveAttribute('inert');
    await expect(canvas.queryByRole('complementary')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'シフトを登録' }));
    // Shown in the same render, with no timer.
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(panel).not.toHaveAttribute('inert');
    await expect(panel).toHaveAttribute('data-panel-type', 'form-time-shift');
    await expect(panel).toHaveClass('console-ui-SidePanel');
    const region = await canvas.findByRole('complementary', { name: 'シフトの登録' });
    await expect(region).toBe(panel);
    // A form panel opens on its first field (the shift form's メモ), ready to type.
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'メモ' })).toHaveFocus());
    // At the right edge of the viewport.
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth));
  },
};

export const SwitchAfter250ms: Story = {
  name: 'SwitchAfter250ms（別のパネルは、今のものを隠してから 250 ms 後に出る）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = panelOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'シフトを登録' }));
    await expect(panel).toHaveAttribute('data-state', 'open');

    const clickedAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: '山田花子 10:00–11:00' }));
    // Hidden at once; the old content stays while it slides out. Read the DOM first, then the
    // clock: the switch timer started no earlier than `clickedAt`, so when less than 250 ms have
    // passed since then, what was read must be the hidden old panel (a slow click on a loaded
    // machine may legitimately take longer; then only the later checks apply).
    const readState = () => [panel.getAttribute('data-state'), panel.getAttribute('data-panel-type')];
    const atOnce = readState();
    if (performance.now() - clickedAt < SIDE_PANEL_DELAY_MS - 10) {
      await expect(atOnce).toEqual(['closed', 'form-time-shift']);
    }
    await wait(100);
    const later = readState();
    if (performance.now() - clickedAt < SIDE_PANEL_DELAY_MS - 10) {
      await expect(later[0]).toBe('closed');
    }
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'open'), { timeout: 2000, interval: 5 });
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(SIDE_PANEL_DELAY_MS);
    await expect(panel).toHaveAttribute('data-panel-type', 'form-reservation-detail');
    await expect(within(panel).getByRole('heading', { name: '予約の詳細' })).toBeVisible();
    await expect(within(panel).getByText('山田花子 10:00–11:00')).toBeVisible();
  },
};

export const SameReservationDetail: Story = {
  name: 'SameReservationDetail（表示中の予約の詳細をもう一度開いても何もしない）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = panelOf(canvasElement);
    const hanako = canvas.getByRole('button', { name: '山田花子 10:00–11:00' });
    await userEvent.click(hanako);
    await expect(panel).toHaveAttribute('data-state', 'open');

    // The demo passes a fresh copy each time: the controller compares ids, not objects.
    await userEvent.click(hanako);
    const seen = new Set<string | null>();
    const start = performance.now();
    while (performance.now() - start < SIDE_PANEL_DELAY_MS + 150) {
      seen.add(panel.getAttribute('data-state'));
      await wait(10);
    }
    await expect([...seen]).toEqual(['open']);
    await expect(stateText(canvasElement)).toHaveTextContent(
      'show=true type=form-reservation-detail item=山田花子',
    );

    // Another reservation does switch: closed, then open again. Every change of the state is
    // recorded as it happens, so a slow click (a busy machine) cannot step over the closed phase.
    const states: (string | null)[] = [];
    const observer = new MutationObserver(() => states.push(panel.getAttribute('data-state')));
    observer.observe(panel, { attributes: true, attributeFilter: ['data-state'] });
    await userEvent.click(canvas.getByRole('button', { name: '佐藤太郎 11:00–12:00' }));
    await waitFor(() => expect(stateText(canvasElement)).toHaveTextContent('item=佐藤太郎'), {
      timeout: 2000,
    });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'open'));
    observer.disconnect();
    await expect(states).toEqual(['closed', 'open']);
  },
};

export const CloseClearsItem: Story = {
  name: 'CloseClearsItem（閉じるとすぐ隠れ、250 ms 後に項目を消す。フォーカスは元へ戻る）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = panelOf(canvasElement);
    const opener = canvas.getByRole('button', { name: '山田花子 10:00–11:00' });
    await userEvent.click(opener);
    await waitFor(() => expect(panel).toHaveFocus());

    const clickedAt = performance.now();
    await userEvent.click(within(panel).getByRole('button', { name: '閉じる' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await expect(panel).toHaveAttribute('inert');
    await waitFor(() => expect(opener).toHaveFocus());
    // Read first, then look at the clock: the clear timer started no earlier than `clickedAt`, so
    // if less than 250 ms have passed since then, the text read must still hold the item. (Checking
    // the clock first raced with the timer on a loaded machine.)
    const textBeforeClear = stateText(canvasElement).textContent ?? '';
    if (performance.now() - clickedAt < SIDE_PANEL_DELAY_MS - 10) {
      await expect(textBeforeClear).toContain('item=山田花子');
    }
    await waitFor(
      () => expect(stateText(canvasElement)).toHaveTextContent('show=false type=なし item=なし'),
      {
        timeout: 2000,
        interval: 5,
      },
    );
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(SIDE_PANEL_DELAY_MS);
    // After the slide, the panel is out of the accessibility tree.
    await waitFor(() => expect(panel).not.toBeVisible());
  },
};

export const Escape: Story = {
  name: 'Escape（パネル内の Escape で閉じる。変換中は閉じない）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = panelOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '予約を登録' }));
    const memo = await within(panel).findByRole('textbox', { name: 'メモ' });
    await userEvent.click(memo);

    // Escape that cancels an IME conversion must not close the panel.
    fireEvent.compositionStart(memo);
    fireEvent.keyDown(memo, { key: 'Escape', keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(memo);
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(args.onClose).not.toHaveBeenCalled();

    await wait(80);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(panel).toHaveAttribute('data-state', 'closed');
  },
};

export const AllTypes: Story = {
  name: 'AllTypes（4 種類のパネル）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = panelOf(canvasElement);
    const cases: [button: string, type: SidePanelType][] = [
      ['シフトを登録', 'form-time-shift'],
      ['ブロック時間を登録', 'form-block-shift'],
      ['予約を登録', 'form-reservation'],
      ['佐藤太郎 11:00–12:00', 'form-reservation-detail'],
    ];
    for (const [button, type] of cases) {
      await userEvent.click(canvas.getByRole('button', { name: button }));
      await waitFor(
        () => {
          expect(panel).toHaveAttribute('data-state', 'open');
          expect(panel).toHaveAttribute('data-panel-type', type);
        },
        { timeout: 2000 },
      );
      await expect(canvas.getByRole('complementary', { name: titles[type] })).toBe(panel);
    }
  },
};

const MEMOS = Array.from(
  { length: 24 },
  (_, i) => `メモ ${i + 1}: 山田花子さま、カットとカラー。前回は 10 月 3 日。`,
);

/** A reservation's panel on a phone, open, with more text than the screen holds. */
function PhoneSheet({ onClose }: { onClose: () => void }) {
  return (
    <PhoneFrame>
      <p style={{ margin: 16 }}>予約表</p>
      <SidePanel
        open
        moveFocus={false}
        title="予約の詳細"
        panelType="form-reservation-detail"
        onClose={onClose}
        footer={<Button>保存</Button>}
      >
        {MEMOS.map((memo) => (
          <p key={memo} style={{ margin: '0 0 8px' }}>
            {memo}
          </p>
        ))}
      </SidePanel>
    </PhoneFrame>
  );
}

export const PhoneSheetStory: Story = {
  name: 'PhoneSheet（幅 360 px では画面全体のシート）',
  render: (args) => <PhoneSheet onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    let doc: Document | undefined;
    await waitFor(() => {
      doc = frameDocument(canvasElement);
      expect(doc.querySelector('.console-ui-SidePanel')).not.toBeNull();
    });
    const frame = within((doc as Document).body);
    const panel = (doc as Document).querySelector('.console-ui-SidePanel') as HTMLElement;
    // The whole viewport: no page visible around it.
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      expect([box.left, box.top, box.width, box.height]).toEqual([
        0,
        0,
        PHONE_VIEWPORT.width,
        PHONE_VIEWPORT.height,
      ]);
    });
    // A clear close button at the top, finger-sized.
    const close = frame.getByRole('button', { name: '閉じる' });
    const closeBox = close.getBoundingClientRect();
    await expect(closeBox.top).toBeLessThan(40);
    await expect(closeBox.width).toBeGreaterThanOrEqual(44);
    await expect(closeBox.height).toBeGreaterThanOrEqual(44);
    // The body scrolls inside; the footer stays at the bottom of the screen.
    const body = panel.children[1] as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(getComputedStyle(body).overflowY).toBe('auto');
    const save = frame.getByRole('button', { name: '保存' });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
    close.click();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
