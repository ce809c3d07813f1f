import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VariableText } from './VariableText';

const names = new Map([
  ['{{var:1}}', '誕生日'],
  ['{{var:3}}', '会員ランク'],
  ['{{common:shop_name}}', '店舗名'],
  ['{{form:q1}}', 'ご希望の日時'],
]);

const meta = {
  title: 'データ/VariableText',
  component: VariableText,
  args: {
    text: '{{var:3}}会員さま、{{common:shop_name}}です。ご来店ありがとうございました。',
    names,
  },
} satisfies Meta<typeof VariableText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Names: Story = {
  name: 'Names（差し込みは変数の名前のチップ）',
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.console-ui-VariableText') as HTMLElement;
    const chips = [...root.querySelectorAll('.console-ui-VariableChip')];
    await expect(chips.map((chip) => chip.textContent)).toEqual(['会員ランク', '店舗名']);
    await expect(chips.map((chip) => chip.getAttribute('data-token'))).toEqual([
      '{{var:3}}',
      '{{common:shop_name}}',
    ]);
    // The raw syntax never reaches the screen.
    await expect(root.textContent).not.toContain('{{');
    await expect(root.textContent).toBe('会員ランク会員さま、店舗名です。ご来店ありがとうございました。');
  },
};

export const Unknown: Story = {
  name: 'Unknown（名前の分からない変数は「不明な変数」）',
  args: { text: '{{var:99}}さん、{{common:gone}}より' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unknown = canvas.getAllByText('不明な変数');
    await expect(unknown).toHaveLength(2);
    for (const chip of unknown) await expect(chip).toHaveAttribute('data-unknown', 'true');
    await expect(canvasElement.textContent).not.toContain('{{');
  },
};

export const PreserveLines: Story = {
  name: 'PreserveLines（改行をそのまま見せる）',
  args: {
    text: '{{var:1}}のお祝い\n{{common:shop_name}}より\n{{form:q1}}をお知らせください',
    preserveLines: true,
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.console-ui-VariableText') as HTMLElement;
    await expect(getComputedStyle(root).whiteSpace).toBe('pre-wrap');
    await expect(root.querySelectorAll('.console-ui-VariableChip')).toHaveLength(3);
  },
};

export const TextOnly: Story = {
  name: 'TextOnly（書式に合わない波かっこは文字のまま）',
  args: { text: '{{other:1}} と {var:1} は差し込みではありません' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.console-ui-VariableChip')).toHaveLength(0);
    await expect(canvasElement.textContent).toContain('{{other:1}} と {var:1}');
  },
};
