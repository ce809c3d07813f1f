import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb, type BreadcrumbItem, type BreadcrumbLinkProps } from './Breadcrumb';

const items: BreadcrumbItem[] = [
  { name: 'ホーム', url: '/' },
  { name: '通知メッセージ', url: '/tel' },
  { name: 'テンプレート編集', url: '/tel/templates/12' },
];

const meta = {
  title: 'レイアウト/Breadcrumb',
  component: Breadcrumb,
  args: { items },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  name: 'Default（最後の項目が今いるページ）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'パンくずリスト' });
    await expect(nav).toHaveClass('console-ui-Breadcrumb');
    const listItems = within(nav).getAllByRole('listitem');
    await expect(listItems.map((li) => li.textContent?.replace('/', ''))).toEqual([
      'ホーム',
      '通知メッセージ',
      'テンプレート編集',
    ]);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/tel']);
    // The last item is the current page: not a link, marked aria-current="page".
    const current = within(nav).getByText('テンプレート編集');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    // The separators are decoration only.
    const separators = within(nav).getAllByText('/');
    await expect(separators).toHaveLength(2);
    for (const separator of separators) await expect(separator).toHaveAttribute('aria-hidden', 'true');
  },
};

/** ストーリー用の小さなルーター（react-router の Link の代わり）。 */
const NavigateContext = createContext<(to: string) => void>(() => {});

function RouterLink({ to, className, children }: BreadcrumbLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={to}
      className={className}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

export const LinkComponent: Story = {
  name: 'LinkComponent（ルーターの Link を差し込む）',
  args: {
    items: [
      { name: 'ホーム', url: '/' },
      { name: 'ヘルプセンター', url: 'https://help.example.com/', plainLink: true },
      { name: '通知メッセージ', url: '/tel' },
      { name: '送信履歴', url: '/tel/orders' },
    ],
    linkComponent: RouterLink,
  },
  render: function Render(args) {
    const [path, setPath] = useState('/tel/orders');
    return (
      <NavigateContext.Provider value={setPath}>
        <Breadcrumb {...args} />
        <output aria-label="現在のパス">{path}</output>
      </NavigateContext.Provider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'ホーム' });
    const tel = canvas.getByRole('link', { name: '通知メッセージ' });
    const help = canvas.getByRole('link', { name: 'ヘルプセンター' });
    await expect(home).toHaveAttribute('data-router-link');
    await expect(tel).toHaveAttribute('data-router-link');
    // plainLink items bypass the router: a plain <a href>.
    await expect(help).not.toHaveAttribute('data-router-link');
    await expect(help).toHaveAttribute('href', 'https://help.example.com/');
    await expect(canvas.getByText('送信履歴')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(tel);
    await expect(canvas.getByLabelText('現在のパス')).toHaveTextContent('/tel');
    await userEvent.click(home);
    await expect(canvas.getByLabelText('現在のパス')).toHaveTextContent(/^\/$/);
  },
};

export const PlainLink: Story = {
  name: 'PlainLink（linkComponent なしは <a>）',
  args: {
    items: [
      { name: 'ホーム', url: '/' },
      { name: '設定', url: '/setting', plainLink: true },
      { name: 'テーマ', url: '/setting/theme' },
    ],
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link.tagName).toBe('A');
    await expect(links[1]).toHaveAttribute('href', '/setting');
  },
};

export const SingleItem: Story = {
  name: 'SingleItem（1 項目だけ）',
  args: { items: [{ name: 'ホーム', url: '/' }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'パンくずリスト' });
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    await expect(within(nav).getByText('ホーム')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByText('/')).toBeNull();
  },
};

export const FocusVisible: Story = {
  name: 'FocusVisible（キーボードで移動できる）',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'ホーム' })).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'ホーム' })).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '通知メッセージ' })).toHaveFocus();
  },
};
