import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themes } from '../../themes/all';
import type { OemCode } from '../../themes/types';
import { PageHeader } from '../PageHeader';
import { TextField } from '../TextField';
import { PageContent } from './PageContent';

const meta = {
  title: 'レイアウト/PageContent',
  component: PageContent,
  render: (args) => (
    <PageContent {...args}>
      <PageHeader title="サロン設定" />
      <TextField label="サロン名" defaultValue="𠮷田サロン" />
      <p style={{ margin: 0 }}>画面の中身はこの枠の中に並べます。</p>
    </PageContent>
  ),
} satisfies Meta<typeof PageContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 表示中のテーマの変換済みトークン（ツールバーで選んだ OEM）。 */
const tokensOf = (globals: Record<string, unknown>) => themes[(globals.theme as OemCode) ?? 'console'].tokens;

export const Playground: Story = {};

export const Spacing: Story = {
  name: 'Spacing（余白と間隔はトークンから）',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const content = canvas
      .getByRole('heading', { name: 'サロン設定' })
      .closest('.console-ui-PageContent') as HTMLElement;
    await expect(content).not.toBeNull();
    const style = getComputedStyle(content);
    await expect(style.paddingTop).toBe(tokensOf(globals).space.large);
    await expect(style.paddingLeft).toBe(tokensOf(globals).space.large);
    await expect(style.rowGap).toBe(tokensOf(globals).space.large);
    await expect(canvas.getByRole('textbox', { name: 'サロン名' })).toBeVisible();
  },
};
