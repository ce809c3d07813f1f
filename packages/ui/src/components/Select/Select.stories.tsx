import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { SELECT_LOADING_TEXT, SELECT_PLACEHOLDER, Select, type SelectOption } from './Select';
import { TYPEAHEAD_RESET_MS } from './typeahead';

const staff: SelectOption[] = [
  { name: 'アオキ', value: 'aoki' },
  { name: 'サイトウ', value: 'saito' },
  { name: 'サカモト', value: 'sakamoto' },
  { name: 'サトウ', value: 'sato' },
  { name: 'シミズ', value: 'shimizu' },
  { name: 'タナカ', value: 'tanaka' },
  { name: 'ヤマダ', value: 'yamada' },
];

const prefectures: SelectOption[] = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
].map((name, index) => ({ name, value: String(index + 1) }));

/** Where a real pointer would be over `element` (user-event sends 0, 0 unless told). */
const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  return { clientX: x, clientY: y, pageX: x + window.scrollX, pageY: y + window.scrollY };
};

/**
 * Presses where `element` is on screen, as a real mouse would: while a Radix Select is open the page
 * behind it is inert (`pointer-events: none`), so the press lands on whatever is hit there.
 */
const pressAt = async (element: Element) => {
  const point = centre(element);
  const hit = document.elementFromPoint(point.clientX, point.clientY) ?? document.documentElement;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: hit, coords: point },
    { keys: '[/MouseLeft]', target: hit, coords: point },
  ]);
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The listbox is portalled out of the canvas (into the provider's host), so look in the document. */
const screen = () => within(document.body);
const listbox = () => screen().getByRole('listbox');
const active = () => document.activeElement as HTMLElement;

const meta = {
  title: 'フォーム/Select',
  component: Select,
  args: { label: '担当者', options: staff, onValueChange: fn() },
  argTypes: {
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Placeholder: Story = {
  name: 'Placeholder（未選択は「選択してください」）',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    await expect(trigger.closest('.console-ui-Select')).not.toBeNull();
    await expect(trigger).toHaveTextContent(SELECT_PLACEHOLDER);
    await expect(SELECT_PLACEHOLDER).toBe('選択してください');
    await expect(trigger).toHaveAttribute('data-placeholder');
  },
};

export const DefaultValue: Story = {
  name: 'DefaultValue（選択済み）',
  args: { defaultValue: 'tanaka' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    await expect(trigger).toHaveTextContent('タナカ');
    await expect(trigger).not.toHaveAttribute('data-placeholder');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard（キーボードだけで選ぶ）',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    // Enter opens; the first option gets focus; arrows move; Enter selects and closes.
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(active()).toHaveTextContent('アオキ'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(active()).toHaveTextContent('サカモト'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('サカモト');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sakamoto');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Space opens on the selected option; End goes to the last, Home to the first.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(active()).toHaveTextContent('サカモト'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(active()).toHaveTextContent('ヤマダ'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(active()).toHaveTextContent('アオキ'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(active()).toHaveTextContent('アオキ'));

    // Escape closes without changing the value; focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('サカモト');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    // ArrowDown also opens.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(listbox()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
  },
};

export const Typeahead: Story = {
  name: 'Typeahead（350 ms 以内の入力で続けて検索）',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(active()).toHaveTextContent('アオキ'));

    // 「さ」 then 「か」 within 350 ms: one search 「さか」 → サカモト (hiragana finds katakana).
    // Both keys in one burst: typed apart, a loaded machine could let 350 ms pass between them.
    await userEvent.keyboard('さか');
    await waitFor(() => expect(active()).toHaveTextContent('サカモト'));
    await expect(active()).toHaveAttribute('data-highlighted');

    // After 350 ms without a key the text is gone: 「し」 is a new search, not 「さかし」.
    await wait(TYPEAHEAD_RESET_MS + 100);
    await userEvent.keyboard('し');
    await waitFor(() => expect(active()).toHaveTextContent('シミズ'));

    // The text is reset after 350 ms (a 1 s memory, as some libraries keep, would search 「しさ」 and stay
    // put), so 「さ」 400 ms later cycles from シミズ to the next 「さ」, wrapping to サイトウ.
    await wait(TYPEAHEAD_RESET_MS + 50);
    await userEvent.keyboard('さ');
    await waitFor(() => expect(active()).toHaveTextContent('サイトウ'));

    // Repeating the same letter quickly cycles through its matches.
    await userEvent.keyboard('さ');
    await waitFor(() => expect(active()).toHaveTextContent('サカモト'));
    await userEvent.keyboard('さ');
    await waitFor(() => expect(active()).toHaveTextContent('サトウ'));

    await wait(TYPEAHEAD_RESET_MS + 50);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sato');

    // On the closed trigger, typing changes the value directly (as a native select does).
    await waitFor(() => expect(trigger).toHaveFocus());
    await wait(TYPEAHEAD_RESET_MS + 50);
    await userEvent.keyboard('た');
    await expect(trigger).toHaveTextContent('タナカ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('tanaka');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  name: 'Loading（読み込み中: 開けず、未選択の文言を薄く表示）',
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    // Shown: what it will show (the placeholder), not 「読み込み中...」; that is for assistive technology.
    await expect(trigger).toHaveTextContent(SELECT_PLACEHOLDER);
    await expect(within(trigger).getByText(SELECT_LOADING_TEXT)).toBeInTheDocument();
    await expect(SELECT_LOADING_TEXT).toBe('読み込み中...');
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen().queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A filter in a row of content-wide fields whose options arrive later (a list page's toolbar). */
function LateOptions(props: Partial<ComponentProps<typeof Select>>) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
      <div style={{ display: 'inline-flex' }}>
        <Select label="担当者" {...props} options={loaded ? staff : []} loading={!loaded} />
      </div>
      <Button variant="secondary" onClick={() => setLoaded(true)}>
        読み込み完了
      </Button>
    </div>
  );
}

export const LoadingKeepsWidth: Story = {
  name: 'LoadingKeepsWidth（読み込みの前後で幅が変わらない）',
  args: { value: 'tanaka' },
  render: (args) => <LateOptions value={args.value} onValueChange={args.onValueChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: '担当者' });
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    const before = trigger.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: '読み込み完了' }));
    await waitFor(() => expect(trigger).not.toHaveAttribute('aria-busy'));
    await expect(trigger).toHaveTextContent('タナカ');
    await expect(trigger).not.toHaveTextContent(SELECT_LOADING_TEXT);
    await expect(trigger.getBoundingClientRect().width).toBe(before);
  },
};

export const LongList: Story = {
  name: 'LongList（一覧は最大 300 px でスクロール）',
  args: { label: '都道府県', options: prefectures },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '都道府県' });
    await userEvent.click(trigger);
    const list = await waitFor(() => listbox());
    await expect(list).toHaveClass('console-ui-SelectList');
    await waitFor(() => expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(300));
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(250);
    // The options scroll inside the list (Radix's viewport); it is at least as wide as the trigger.
    const viewport = list.querySelector<HTMLElement>('[data-radix-select-viewport]');
    await expect(viewport).not.toBeNull();
    await expect(viewport?.scrollHeight).toBeGreaterThan(viewport?.clientHeight ?? 0);
    await expect(list.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().width - 0.5,
    );
    await expect(within(list).getAllByRole('option')).toHaveLength(47);

    // PageDown jumps by a visible page (more than one option), PageUp comes back.
    await waitFor(() => expect(active()).toHaveTextContent('北海道'));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(active().dataset.index)).toBeGreaterThan(3));
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(active()).toHaveTextContent('北海道'));

    // Keyboard to the end scrolls the last option into view.
    await userEvent.keyboard('{End}');
    const last = within(list).getByRole('option', { name: '沖縄県' });
    await waitFor(() => expect(last).toHaveFocus());
    await waitFor(() => {
      const box = last.getBoundingClientRect();
      const frame = (viewport as HTMLElement).getBoundingClientRect();
      expect(box.bottom).toBeLessThanOrEqual(frame.bottom + 1);
      expect(box.top).toBeGreaterThanOrEqual(frame.top - 1);
    });
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('沖縄県');
  },
};

export const Composition: Story = {
  name: 'Composition（変換確定の Enter では選ばない）',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    trigger.focus();

    // Enter that confirms an IME conversion does not open the list either.
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }));
    await wait(50);
    await expect(screen().queryByRole('listbox')).toBeNull();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(active()).toHaveTextContent('アオキ'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(active()).toHaveTextContent('サイトウ'));
    active().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }));
    await wait(50);
    await expect(listbox()).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent(SELECT_PLACEHOLDER);

    // The next, ordinary Enter selects.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith('saito');
  },
};

export const FieldTexts: Story = {
  name: 'FieldTexts（必須・説明・エラー）',
  args: { required: true, helpText: '案件の担当者を選びます。', errorText: '担当者を選んでください。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: '担当者' });
    await expect(canvas.getByText('必須')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('担当者を選んでください。 案件の担当者を選びます。');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'sato' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen().queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  name: 'DisabledOption（選べない選択肢は飛ばす）',
  args: {
    options: staff.map((option) => (option.value === 'saito' ? { ...option, disabled: true } : option)),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(active()).toHaveTextContent('アオキ'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(active()).toHaveTextContent('サカモト'));
    await expect(screen().getByRole('option', { name: 'サイトウ' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
  },
};

function SelectInModal(args: React.ComponentProps<typeof Select>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>担当者を変更</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="担当者の変更">
        <Select {...args} />
      </Modal>
    </>
  );
}

export const InModal: Story = {
  name: 'InModal（Modal の中でも一覧が前面に出る）',
  args: { label: '都道府県', options: prefectures },
  render: (args) => <SelectInModal {...args} />,
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: '担当者の変更' });
    const trigger = within(dialog).getByRole('combobox', { name: '都道府県' });
    await userEvent.click(trigger);
    const list = await waitFor(() => listbox());

    // The list portals into the modal's own host, inside the dialog …
    await expect(dialog.contains(list)).toBe(true);
    await expect(list).toBeVisible();
    // … and is what the user sees and clicks at each option's centre, not the modal or its overlay.
    for (const name of ['北海道', '宮城県']) {
      const option = within(list).getByRole('option', { name });
      const box = option.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit?.closest('[role="option"]')).toBe(option);
    }

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('青森県');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');

    // Escape closes the open list only; the modal stays until the next Escape.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(listbox()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(screen().getByRole('dialog', { name: '担当者の変更' })).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

export const Mouse: Story = {
  name: 'Mouse（押して開く・もう一度押して閉じる・外を押して閉じる）',
  args: { defaultValue: 'sato' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });

    // Opens on the selected option, which carries the check mark and aria-selected.
    await userEvent.click(trigger);
    const list = await waitFor(() => listbox());
    await expect(list).toHaveAccessibleName('担当者');
    await expect(trigger).toHaveAttribute('aria-controls', list.id);
    const sato = within(list).getByRole('option', { name: 'サトウ' });
    await waitFor(() => expect(sato).toHaveFocus());
    await expect(sato).toHaveAttribute('aria-selected', 'true');
    await expect(within(list).getAllByRole('option', { selected: true })).toHaveLength(1);

    // The pointer over an option highlights it; pressing the trigger again closes without a change.
    await userEvent.hover(within(list).getByRole('option', { name: 'シミズ' }));
    await waitFor(() => expect(active()).toHaveTextContent('シミズ'));
    await expect(active()).toHaveAttribute('data-highlighted');
    await pressAt(trigger);
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());

    // A press outside closes without a change either.
    await userEvent.click(trigger);
    await waitFor(() => expect(listbox()).toBeVisible());
    await pressAt(canvasElement.ownerDocument.body);
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).not.toHaveBeenCalled();

    // Clicking an option chooses it.
    await userEvent.click(trigger);
    await userEvent.click(await waitFor(() => within(listbox()).getByRole('option', { name: 'アオキ' })));
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('アオキ');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('aoki');
  },
};

export const PressDragRelease: Story = {
  name: 'PressDragRelease（押したまま選択肢の上で離すと選ぶ）',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });

    // A plain press and release on the trigger only opens the list.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: trigger },
      { keys: '[/MouseLeft]', target: trigger },
    ]);
    await waitFor(() => expect(listbox()).toBeVisible());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(active()).toHaveTextContent('アオキ'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());

    // Press on the trigger, move onto an option, release there: that option is chosen. (One
    // user-event session, so the button is still held between the two calls; real coordinates, as
    // the list tells a release over an option from a release where the press began.)
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: trigger, coords: centre(trigger) });
    const option = await waitFor(() => within(listbox()).getByRole('option', { name: 'シミズ' }));
    await user.pointer([
      { target: option, coords: centre(option) },
      { keys: '[/MouseLeft]', target: option, coords: centre(option) },
    ]);
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('シミズ');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('shimizu');
  },
};

export const TabCloses: Story = {
  name: 'TabCloses（Tab で閉じてトリガーへ、次の Tab で次の項目へ）',
  render: (args) => (
    <>
      <Select {...args} />
      <button type="button">次へ</button>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: '担当者' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(active()).toHaveTextContent('アオキ'));
    await userEvent.tab();
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '次へ' })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const OpensAbove: Story = {
  name: 'OpensAbove（下に入らなければ上に開く）',
  args: { label: '都道府県', options: prefectures },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', alignItems: 'flex-end', height: 'calc(100vh - 40px)' }}>
        <div style={{ width: 280 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '都道府県' });
    await userEvent.click(trigger);
    const list = await waitFor(() => listbox());
    await waitFor(() => expect(list).toHaveAttribute('data-side', 'top'));
    const box = list.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
  },
};

export const FormValue: Story = {
  name: 'FormValue（name を付けるとフォームで値を送る）',
  args: { name: 'staff', defaultValue: 'tanaka' },
  render: (args) => (
    <form aria-label="担当者フォーム">
      <Select {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: '担当者フォーム' }) as HTMLFormElement;
    await expect(new FormData(form).get('staff')).toBe('tanaka');
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    await userEvent.click(trigger);
    await userEvent.click(await waitFor(() => within(listbox()).getByRole('option', { name: 'ヤマダ' })));
    await expect(new FormData(form).get('staff')).toBe('yamada');
  },
};

export const Empty: Story = {
  name: 'Empty（選択肢がないときは開かない）',
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '担当者' });
    await userEvent.click(trigger);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await wait(50);
    await expect(screen().queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
