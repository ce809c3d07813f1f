import { FLEX_SHOWCASE, FLEX_SHOWCASE_PREVIEWED } from '@console/contract/line/showcase';
import { LinePreview, type LinePreviewMessage } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * LINE の Flex Message Simulator の見本にならった Flex Message（packages/contract/src/line/showcase）を、
 * Flex エディタのプレビュー（LinePreview）で描く。すべてが Chromium でエラーなく描けることと、10 件の見た目。
 */

const meta = {
  title: 'コンソール/テンプレート/Flex の見本',
  parameters: {
    layout: 'padded',
    // The samples' colours are the content an operator chose, drawn as LINE draws them: their
    // contrast is the sender's choice, not the console's (the console's own colours are checked
    // in every other story).
    a11y: { options: { rules: { 'color-contrast': { enabled: false } } } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The samples' pictures drawn from one local image: the story and visual runs have no network, and
 * a picture failing to load at a varying moment made the screenshots vary (measured in CI).
 */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#c9d3dc"/></svg>',
)}`;
function localPictures(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localPictures);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === 'url' || key === 'previewUrl') && typeof item === 'string' && item.startsWith('https://')
        ? PICTURE
        : localPictures(item),
    ]),
  );
}

const messageOf = (sample: (typeof FLEX_SHOWCASE)[number]) =>
  ({ type: 'flex', altText: sample.altText, contents: localPictures(sample.contents) }) as LinePreviewMessage;

export const すべての見本: Story = {
  name: 'すべての見本（エラーなく描ける）',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {FLEX_SHOWCASE.map((sample) => (
        <LinePreview key={sample.name} aria-label={sample.title} messages={[messageOf(sample)]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    for (const sample of FLEX_SHOWCASE) {
      const region = screen.getByRole('region', { name: sample.title });
      // Each drew its message: the first list item (the message; version notes may follow) is not empty.
      const [item] = within(region).getAllByRole('listitem');
      if (!item) throw new Error(`${sample.name}: no message drawn`);
      await expect(item.getBoundingClientRect().height).toBeGreaterThan(20);
    }
    await expect(screen.getAllByRole('region')).toHaveLength(FLEX_SHOWCASE.length);
  },
};

/** One sample as the editor's preview shows it (a visual baseline in each theme). */
const one = (name: string): Story => {
  const sample = FLEX_SHOWCASE.find((item) => item.name === name);
  if (!sample) throw new Error(`no showcase sample ${name}`);
  return {
    name: `${sample.title}（${sample.name}）`,
    render: () => <LinePreview aria-label={sample.title} messages={[messageOf(sample)]} />,
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('region', { name: sample.title })).toBeVisible();
    },
  };
};

const [p0, p1, p2, p3, p4, p5, p6, p7, p8, p9] = FLEX_SHOWCASE_PREVIEWED;
export const 見本1 = one(p0 as string);
export const 見本2 = one(p1 as string);
export const 見本3 = one(p2 as string);
export const 見本4 = one(p3 as string);
export const 見本5 = one(p4 as string);
export const 見本6 = one(p5 as string);
export const 見本7 = one(p6 as string);
export const 見本8 = one(p7 as string);
export const 見本9 = one(p8 as string);
export const 見本10 = one(p9 as string);
