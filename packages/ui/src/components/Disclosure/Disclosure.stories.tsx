import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'レイアウト/Disclosure',
  component: Disclosure,
  args: {
    children: <p style={{ margin: 0 }}>LINE ユーザーID: U4af4980629...</p>,
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Closed: Story = {
  name: 'Closed（ふだんは閉じていて、「詳細情報」で開く）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvasElement.querySelector('details') as HTMLDetailsElement;
    await expect(details).toHaveClass('console-ui-Disclosure');
    await expect(details.open).toBe(false);
    await expect(canvas.getByText(/U4af4980629/)).not.toBeVisible();
    // The summary is a tab stop (the browser's own details toggles it with Enter or Space).
    await userEvent.tab();
    await expect(canvas.getByText('詳細情報')).toHaveFocus();
    await userEvent.click(canvas.getByText('詳細情報'));
    await expect(details.open).toBe(true);
    await expect(canvas.getByText(/U4af4980629/)).toBeVisible();
  },
};

export const DefaultOpen: Story = {
  name: 'DefaultOpen（初めから開いておく・見出しを変える）',
  args: { defaultOpen: true, summary: 'ID を表示' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ID を表示')).toBeVisible();
    await expect(canvas.getByText(/U4af4980629/)).toBeVisible();
  },
};
