import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Textarea } from '../Textarea';
import { InsertMenu, type InsertMenuGroup } from './InsertMenu';

const screen = () => within(document.body);

/** The three kinds of spec §3, as the console builds them from the shared data (id order kept). */
const GROUPS: InsertMenuGroup[] = [
  {
    key: 'variable',
    label: '友だち情報',
    items: [
      { id: 1, label: '誕生日', token: '{{var:1}}' },
      { id: 3, label: '会員ランク', token: '{{var:3}}' },
      { id: 4, label: '来店回数', token: '{{var:4}}' },
    ],
  },
  {
    key: 'common',
    label: '共通変数',
    items: [
      { id: 9, label: '店舗名', token: '{{common:shop_name}}' },
      { id: 10, label: '電話番号', token: '{{common:shop_tel}}' },
    ],
  },
  { key: 'form', label: 'フォーム', items: [{ id: 20, label: '満足度', token: '{{form:q_satisfaction}}' }] },
];

/** A message editor using the menu: the chosen token goes in at the cursor. */
function EditorDemo(props: ComponentProps<typeof InsertMenu>) {
  const [text, setText] = useState('こんにちは、');
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 480 }}>
      <InsertMenu
        {...props}
        onInsert={(item, group) => {
          props.onInsert(item, group);
          const area = ref.current;
          const at = area?.selectionStart ?? text.length;
          setText(`${text.slice(0, at)}${item.token}${text.slice(at)}`);
        }}
      />
      <Textarea
        ref={ref}
        label="本文"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
      />
    </div>
  );
}

const meta = {
  title: 'フォーム/InsertMenu',
  component: InsertMenu,
  args: { groups: GROUPS, onInsert: fn() },
  render: (args) => <EditorDemo {...args} />,
} satisfies Meta<typeof InsertMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Insert: Story = {
  name: 'Insert（押して本文に挿入）',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '差し込み項目を挿入' });
    await userEvent.click(trigger);
    const menu = await screen().findByRole('dialog', { name: '差し込み項目を挿入' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Three groups in the given order, items in id-list order.
    const sections = within(menu).getAllByRole('region');
    await expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      '友だち情報',
      '共通変数',
      'フォーム',
    ]);
    await expect(
      within(sections[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['誕生日{{var:1}}', '会員ランク{{var:3}}', '来店回数{{var:4}}']);
    await userEvent.click(within(menu).getByRole('button', { name: /店舗名/ }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(args.onInsert).toHaveBeenCalledWith(GROUPS[1]?.items[0], GROUPS[1]);
    await expect(within(canvasElement).getByRole('textbox', { name: '本文' })).toHaveValue(
      '{{common:shop_name}}こんにちは、',
    );
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  name: 'Keyboard（絞り込み・↑↓・Enter・Esc）',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '差し込み項目を挿入' });
    await userEvent.click(trigger);
    const menu = await screen().findByRole('dialog');
    const filter = within(menu).getByRole('searchbox', { name: '項目を絞り込む' });
    await waitFor(() => expect(filter).toHaveFocus());
    await userEvent.type(filter, '回数');
    await expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['来店回数{{var:4}}']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('button', { name: /来店回数/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInsert).toHaveBeenCalledWith(GROUPS[0]?.items[2], GROUPS[0]);
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());

    await userEvent.click(trigger);
    const again = await screen().findByRole('dialog');
    await userEvent.type(within(again).getByRole('searchbox'), 'xyz');
    await expect(within(again).getByRole('status')).toHaveTextContent('一致する項目がありません');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Empty: Story = {
  name: 'Empty（項目がまだない）',
  args: { groups: [{ key: 'variable', label: '友だち情報', items: [] }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '差し込み項目を挿入' }));
    const menu = await screen().findByRole('dialog');
    await expect(within(menu).getByRole('status')).toHaveTextContent('挿入できる項目がありません');
    await userEvent.keyboard('{Escape}');
  },
};

/** A message field that takes the focus back after an insertion (`focusAfterInsert`). */
function FieldFocusDemo(props: ComponentProps<typeof InsertMenu>) {
  const [text, setText] = useState('こんにちは、');
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 480 }}>
      <Textarea
        ref={ref}
        label="本文"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
      />
      <InsertMenu
        {...props}
        focusAfterInsert={ref}
        onInsert={(item, group) => {
          props.onInsert(item, group);
          setText(`${text}${item.token}`);
        }}
      />
    </div>
  );
}

export const FocusBackToTheField: Story = {
  name: 'FocusAfterInsert（挿入のあと本文の欄へ戻る）',
  render: (args) => <FieldFocusDemo {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '差し込み項目を挿入' }));
    const menu = await screen().findByRole('dialog', { name: '差し込み項目を挿入' });
    await userEvent.click(within(menu).getByRole('button', { name: /店舗名/ }));
    const field = within(canvasElement).getByRole('textbox', { name: '本文' });
    await expect(field).toHaveValue('こんにちは、{{common:shop_name}}');
    // Not back to the menu's button: the operator types on in the field.
    await waitFor(() => expect(field).toHaveFocus());
  },
};
