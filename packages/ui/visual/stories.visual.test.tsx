import type { Meta } from '@storybook/react-vite';
import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { AXE_ALL_RULES_THEME, THEME_AXE_OPTIONS } from '../../../.storybook/axeScope';
import preview from '../../../.storybook/preview';
import { oemCodes } from '../src/themes/types';

/**
 * 見た目の比較: すべてのストーリー（@console/ui の部品、テーマのページ、コンソールの画面）を 6 つの OEM テーマで
 * 描画し、コミット済みの基準画像（`__screenshots__/stories.visual.test.tsx/`）と比べる。
 * - 部品のストーリーは play 関数を実行しない（操作前の見た目を撮る）。
 * - 画面のストーリー（タグ `page`）は play 関数まで実行する（MSW のモック API から読み込み終わった見た目を撮る）。
 * - 時計は 2024-07-15 10:00（日本時間）に固定する（「今日」の印や相対的な表示が日によって変わらないように）。
 * - パートナーの 5 テーマでは、画面のストーリーを撮った後に axe の色の規則（.storybook/axeScope.ts）で検査する。
 *   画面のストーリーのテスト（play と axe）は提供元のテーマだけで走るため（.storybook/vitest.config.ts）、
 *   ここが各テーマの play と色の検査を受け持つ。
 * 基準画像の更新: `UPDATE_SNAPSHOTS=1 bash scripts/test-visual.sh`（差分は .vitest-attachments/ に出る）。
 */
type StoryModule = { default: Meta } & Record<string, unknown>;
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoryModule>(
  ['../src/**/*.stories.tsx', '../../../apps/console/src/**/*.stories.tsx'],
  { eager: true },
);

const FROZEN_NOW = new Date('2024-07-15T10:00:00+09:00');

// 撮影を毎回同じにするため、アニメーション・トランジション・カーソルの点滅を止める。
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
body { margin: 0; }`;
document.head.append(freeze);
document.documentElement.lang = 'ja';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW });
});
afterAll(() => {
  vi.useRealTimers();
});

let unmount: (() => void) | undefined;
let resized = false;
afterEach(async () => {
  unmount?.();
  unmount = undefined;
  document.body.replaceChildren();
  if (resized) await page.viewport(1024, 768);
  resized = false;
});

type ViewportOptions = Record<string, { styles?: { width?: string; height?: string } }>;

/**
 * A story with a `viewport` global (the phone stories, 360×740) is taken at that size, as the story
 * runner (Storybook's vitest plugin) sizes it: a phone layout follows the window, not the container.
 */
async function storyViewport(Story: ComposedStory) {
  const value = (Story.globals?.viewport as { value?: string } | undefined)?.value;
  const options = (Story.parameters?.viewport as { options?: ViewportOptions } | undefined)?.options;
  const styles = value ? options?.[value]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  if (!(width > 0 && height > 0)) return;
  await page.viewport(width, height);
  resized = true;
}

/** `tel/TelPages.stories.tsx` → `TelPages`: the file name is unique and short. */
const fileName = (path: string) => path.replace(/^.*\//, '').replace(/\.stories\.tsx$/, '');

/** FNV-1a of a story's export name: screenshot file names keep ASCII only, and 発注リスト_空 must not become `_`. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** The baseline's name: the export name as is when it is ASCII, else its ASCII part and a hash of it all. */
function screenshotName(oem: string, path: string, name: string): string {
  if (/^[A-Za-z0-9]+$/.test(name)) return `${oem}-${fileName(path)}-${name}`;
  const ascii = name.replace(/[^A-Za-z0-9]+/g, '');
  return `${oem}-${fileName(path)}-${ascii ? `${ascii}-` : ''}${hash(name)}`;
}

/**
 * A partner theme's colour problems on the screen as it stands, as the story tests' axe check
 * would report them: the story's own switch-offs (`a11y.options.rules`) hold, as there.
 */
async function colourViolations(Story: ComposedStory): Promise<string[]> {
  const own = (Story.parameters?.a11y as { options?: axe.RunOptions } | undefined)?.options?.rules;
  axe.reset();
  const result = await axe.run(document.body, {
    ...THEME_AXE_OPTIONS,
    rules: { ...THEME_AXE_OPTIONS.rules, ...own },
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
  );
}

describe.each(oemCodes)('テーマ %s', (oem) => {
  for (const [path, module] of Object.entries(modules)) {
    const stories = composeStories(module, { ...preview, initialGlobals: { theme: oem } });
    for (const [name, Story] of Object.entries(stories) as [string, ComposedStory][]) {
      if (Story.tags.includes('skip-visual')) continue;
      it(`${fileName(path)}/${name} の見た目が基準画像と一致する`, async () => {
        const container = document.createElement('div');
        // Named, so the locator finds it alone: react-aria's live announcer is another div of body.
        container.id = 'visual-story';
        container.style.display = 'inline-block';
        container.style.minWidth = '320px';
        document.body.append(container);
        await storyViewport(Story);
        if (Story.tags.includes('page')) {
          // Loaders (MSW), render and play: the screen as it looks once its data has arrived.
          container.style.display = 'block';
          await Story.run({ canvasElement: container });
          unmount = () => container.remove();
        } else {
          await Story.load();
          const root = createRoot(container);
          root.render(<Story />);
          unmount = () => root.unmount();
          // One frame for effects that measure (popovers, windowed lists).
          await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        }
        await document.fonts.ready;
        await expect
          .element(page.elementLocator(container))
          .toMatchScreenshot(screenshotName(oem, path, name));
        // After the screenshot: axe scrolls while it measures contrast.
        if (oem !== AXE_ALL_RULES_THEME && Story.tags.includes('page') && !Story.tags.includes('skip-test')) {
          expect(await colourViolations(Story)).toEqual([]);
        }
      });
    }
  }
});
