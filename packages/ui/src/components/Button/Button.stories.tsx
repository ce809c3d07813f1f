import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { themes } from '../../themes/all';
import { hexToRgb } from '../../themes/contrast';
import type { OemCode } from '../../themes/types';
import { Button } from './Button';

const meta = {
  title: '基本/Button',
  component: Button,
  args: { children: '保存', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'dangerOutline'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 表示中のテーマの変換済みトークン（ツールバーで選んだ OEM）。 */
const tokensOf = (globals: Record<string, unknown>) => themes[(globals.theme as OemCode) ?? 'console'].tokens;

export const Playground: Story = {};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存' });
    await expect(button).toHaveClass('console-ui-Button');
    await expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(tokensOf(globals).color.primary));
    await expect(getComputedStyle(button).color).toBe(hexToRgb(tokensOf(globals).color.onPrimary));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'キャンセル' },
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: 'キャンセル' });
    await expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(tokensOf(globals).color.surface));
    await expect(getComputedStyle(button).borderTopColor).toBe(hexToRgb(tokensOf(globals).color.border));
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: '削除する' },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: '削除する' });
    await expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(tokensOf(globals).color.danger));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const DangerOutline: Story = {
  name: 'DangerOutline（主要ではない危険な操作）',
  args: { variant: 'dangerOutline', children: 'グループを削除' },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: 'グループを削除' });
    const { color } = tokensOf(globals);
    // Not a solid block: the page's background inside, the danger colour for the words and the frame.
    await expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(color.background));
    await expect(getComputedStyle(button).color).toBe(hexToRgb(color.danger));
    await expect(getComputedStyle(button).borderTopColor).toBe(hexToRgb(color.danger));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** One primary action per view: the others secondary, the destructive one outlined. */
export const Hierarchy: Story = {
  name: 'Hierarchy（主要・副次・危険の並び）',
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="primary">保存</Button>
      <Button variant="secondary">キャンセル</Button>
      <Button variant="dangerOutline">削除</Button>
      <Button variant="danger">完全に削除</Button>
    </div>
  ),
};

export const Size: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="small">
        小
      </Button>
      <Button {...args} size="medium">
        中
      </Button>
      <Button {...args} size="large">
        大
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['小', '中', '大'].map((name) => canvas.getByRole('button', { name }).offsetHeight);
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * 処理中: 押しても何も起きず、フォームも送信しないが、フォーカスはボタンに残る（保存のあと、操作していた場所を見失わない）。
 */
export const Busy: Story = {
  name: 'Busy（処理中でもフォーカスは残る）',
  render: (args) => {
    const onSubmit = (event: React.FormEvent) => {
      event.preventDefault();
      document.body.dataset.submitted = 'true';
    };
    return (
      <form onSubmit={onSubmit} aria-label="お客様">
        <input aria-label="名前" defaultValue="山田" />
        <Button {...args} type="submit" busy>
          保存
        </Button>
      </form>
    );
  },
  play: async ({ canvasElement, args }) => {
    delete document.body.dataset.submitted;
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '保存' });
    await expect(button).not.toBeDisabled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
    // Enter in a field submits through the default button: not while it is busy.
    await userEvent.type(canvas.getByRole('textbox', { name: '名前' }), '{Enter}');
    await expect(document.body.dataset.submitted).toBeUndefined();
  },
};

export const Type: Story = {
  name: 'Type（フォーム内でも既定では送信しない）',
  render: (args) => {
    const onSubmit = (event: React.FormEvent) => {
      event.preventDefault();
      document.body.dataset.submitted = 'true';
    };
    return (
      <form onSubmit={onSubmit} aria-label="検索条件">
        <Button {...args}>条件をクリア</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    delete document.body.dataset.submitted;
    const button = within(canvasElement).getByRole('button', { name: '条件をクリア' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(document.body.dataset.submitted).toBeUndefined();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存' });
    await expect(button.offsetWidth).toBe(320);
  },
};

export const FocusVisible: Story = {
  name: 'FocusVisible（キーボード操作時のフォーカス表示）',
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineColor).toBe(hexToRgb(tokensOf(globals).color.focusRing));
  },
};
