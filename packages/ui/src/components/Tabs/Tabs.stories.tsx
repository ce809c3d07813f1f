import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type TabItem, Tabs, tabsMessages } from './Tabs';

/** The Flex Message editor's three screens on a phone. */
const editorItems: TabItem[] = [
  { value: 'tree', label: 'ツリー', content: <p>バブルの構成（box・text・image）を木の形で表示します。</p> },
  { value: 'properties', label: 'プロパティ', content: <p>選んだ部品の色・余白・配置を変更します。</p> },
  { value: 'preview', label: 'プレビュー', content: <p>LINE のトーク画面での見え方を表示します。</p> },
];

const meta = {
  title: 'レイアウト/Tabs',
  component: Tabs,
  args: { items: editorItems, 'aria-label': 'エディターの表示', onValueChange: fn() },
  argTypes: {
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    fullWidth: { control: 'boolean' },
  },
  render: (args) => (
    <div style={{ inlineSize: 480 }}>
      <Tabs {...args} />
    </div>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  name: 'Default（←→・Home・End で移ってすぐ選ぶ）',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'エディターの表示' });
    await expect(tablist.closest('.console-ui-Tabs')).not.toBeNull();
    const [tree, properties, preview] = canvas.getAllByRole('tab');
    if (!tree || !properties || !preview) throw new Error('three tabs expected');
    await expect(tree).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'ツリー' })).toHaveTextContent('木の形');
    // Only the selected tab is in the tab order.
    await expect(tree).toHaveAttribute('tabindex', '0');
    await expect(properties).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    await expect(tree).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(properties).toHaveFocus();
    await expect(properties).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('properties');
    await expect(canvas.getByRole('tabpanel', { name: 'プロパティ' })).toHaveTextContent('余白');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);

    // The ends wrap around; Home and End go to the first and last tab.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tree).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(preview).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tree).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(preview).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('preview');

    // Tab leaves the row for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'プレビュー' })).toHaveFocus();

    // A press selects too.
    await userEvent.click(properties);
    await expect(properties).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('properties');
  },
};

export const ManualActivation: Story = {
  name: 'ManualActivation（移るだけで、Enter・Space で選ぶ）',
  args: { activation: 'manual', defaultValue: 'properties' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const properties = canvas.getByRole('tab', { name: 'プロパティ' });
    const preview = canvas.getByRole('tab', { name: 'プレビュー' });
    await userEvent.tab();
    await expect(properties).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(preview).toHaveFocus();
    await expect(properties).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(preview).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('preview');
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(properties).toHaveAttribute('aria-selected', 'true');
  },
};

export const Controlled: Story = {
  name: 'Controlled（値を親が持つ）',
  render: function Render(args) {
    const [value, setValue] = useState('preview');
    return (
      <div style={{ inlineSize: 480, display: 'grid', gap: 8 }}>
        <Tabs {...args} value={value} onValueChange={setValue} />
        <output aria-label="選択中">{value}</output>
        <button type="button" onClick={() => setValue('tree')}>
          ツリーを表示
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'プレビュー' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'プロパティ' }));
    await expect(canvas.getByLabelText('選択中')).toHaveTextContent('properties');
    await userEvent.click(canvas.getByRole('button', { name: 'ツリーを表示' }));
    await expect(canvas.getByRole('tab', { name: 'ツリー' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'ツリー' })).toBeVisible();
  },
};

export const WithError: Story = {
  name: 'WithError（中身にエラーがあるタブに印）',
  args: {
    defaultValue: 'tree',
    items: editorItems.map((item) => (item.value === 'properties' ? { ...item, invalid: true } : item)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The mark is drawn; its meaning is read as part of the tab's name.
    const tab = canvas.getByRole('tab', { name: `プロパティ ${tabsMessages.invalid}` });
    await expect(tabsMessages.invalid).toBe('エラーあり');
    await expect(tab).toHaveAttribute('data-invalid');
    await expect(canvas.getByRole('tab', { name: 'ツリー' })).not.toHaveAttribute('data-invalid');
  },
};

export const Disabled: Story = {
  name: 'Disabled（選べないタブは飛ばす）',
  args: {
    items: editorItems.map((item) => (item.value === 'properties' ? { ...item, disabled: true } : item)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const properties = canvas.getByRole('tab', { name: 'プロパティ' });
    await expect(properties).toBeDisabled();
    await userEvent.click(properties, { pointerEventsCheck: 0 });
    await expect(properties).toHaveAttribute('aria-selected', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'プレビュー' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('preview');
  },
};

export const KeepMounted: Story = {
  name: 'KeepMounted（切り替えても入力中の中身が残る）',
  args: {
    keepMounted: true,
    items: [
      { value: 'text', label: '本文', content: <input aria-label="本文" defaultValue="" /> },
      { value: 'memo', label: 'メモ', content: <p>担当者だけが見るメモです。</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '本文' }), 'ご来店ありがとうございます');
    await userEvent.click(canvas.getByRole('tab', { name: 'メモ' }));
    await expect(canvas.queryByRole('textbox', { name: '本文' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '本文' }));
    await expect(canvas.getByRole('textbox', { name: '本文' })).toHaveValue('ご来店ありがとうございます');
  },
};

const longItems: TabItem[] = [
  { value: 'basic', label: '基本の設定（配信の名前と配信先）', content: <p>配信の名前と配信先の友だち。</p> },
  { value: 'message', label: 'メッセージの本文と差し込み項目', content: <p>本文。</p> },
  { value: 'schedule', label: '配信の日時と繰り返しの設定', content: <p>日時。</p> },
  { value: 'check', label: '送信前の確認とテスト配信', content: <p>確認。</p> },
];

export const LongJapaneseText: Story = {
  name: 'LongJapaneseText（長い名前: 入りきらなければ横にスクロール）',
  args: { items: longItems, 'aria-label': '配信の設定' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: '配信の設定' });
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    // The last tab scrolls into view when it takes focus.
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: '送信前の確認とテスト配信' });
    await expect(last).toHaveFocus();
    await expect(tablist.scrollLeft).toBeGreaterThan(0);
  },
};

export const FullWidthOnPhone: Story = {
  name: 'FullWidthOnPhone（スマートフォンの幅で等分、長い名前は折り返す）',
  args: {
    fullWidth: true,
    items: [
      ...editorItems.slice(0, 2),
      { value: 'preview', label: 'LINE のトーク画面でのプレビュー', content: <p>見え方。</p> },
    ],
  },
  render: (args) => (
    <div style={{ inlineSize: 328 }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    const widths = tabs.map((tab) => Math.round(tab.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    const tablist = within(canvasElement).getByRole('tablist');
    await expect(tablist.scrollWidth).toBe(tablist.clientWidth);
  },
};
