import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themes } from '../../themes/all';
import { hexToRgb } from '../../themes/contrast';
import type { OemCode } from '../../themes/types';
import { Button } from '../Button';
import { ConsoleUIProvider } from './ConsoleUIProvider';

const meta = {
  title: '基本/ConsoleUIProvider',
  component: ConsoleUIProvider,
  args: { theme: 'sakura' },
  argTypes: {
    theme: { control: 'select', options: Object.keys(themes) },
  },
  render: (args) => (
    <ConsoleUIProvider {...args}>
      <p>このボタンはプロバイダーで指定したブランドの色になります。</p>
      <Button>保存</Button>
    </ConsoleUIProvider>
  ),
} satisfies Meta<typeof ConsoleUIProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Theme: Story = {
  name: 'Theme（OEM コードで指定）',
  args: { theme: 'wakaba' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存' });
    const provider = button.closest('.console-ui-Provider');
    await expect(provider).toHaveAttribute('data-oem', 'wakaba');
    await expect(provider).toHaveClass(themes.wakaba.className);
    await expect(getComputedStyle(button).backgroundColor).toBe(hexToRgb(themes.wakaba.tokens.color.primary));
  },
};

export const Nested: Story = {
  name: 'Nested（一部だけ別ブランド）',
  render: (_args, { globals }) => {
    const outer = (globals.theme as OemCode) ?? 'console';
    const inner: OemCode = outer === 'aozora' ? 'sakura' : 'aozora';
    return (
      <div>
        <Button>外側</Button>
        <ConsoleUIProvider theme={themes[inner]} style={{ marginTop: 8 }}>
          <Button>内側</Button>
        </ConsoleUIProvider>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const outer = (globals.theme as OemCode) ?? 'console';
    const inner: OemCode = outer === 'aozora' ? 'sakura' : 'aozora';
    const canvas = within(canvasElement);
    const outerButton = canvas.getByRole('button', { name: '外側' });
    const innerButton = canvas.getByRole('button', { name: '内側' });
    await expect(getComputedStyle(outerButton).backgroundColor).toBe(
      hexToRgb(themes[outer].tokens.color.primary),
    );
    await expect(getComputedStyle(innerButton).backgroundColor).toBe(
      hexToRgb(themes[inner].tokens.color.primary),
    );
  },
};
