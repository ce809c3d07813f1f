import { composeStories } from '@storybook/react-vite';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import * as ButtonStories from '../src/components/Button/Button.stories';
import * as ProviderStories from '../src/components/ConsoleUIProvider/ConsoleUIProvider.stories';
import { oemCodes } from '../src/themes/types';

/**
 * 見た目の比較: ストーリーを OEM テーマごとに描画し、コミット済みの基準画像
 * （`__screenshots__/stories.visual.test.tsx/`）と比べる。play 関数は実行しない（操作前の見た目を撮る）。
 * 基準画像の更新: `UPDATE_SNAPSHOTS=1 bash scripts/test-visual.sh`
 */
const storyModules = { Button: ButtonStories, ConsoleUIProvider: ProviderStories };

// 撮影を毎回同じにするため、アニメーション・トランジション・カーソルの点滅を止める。
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
body { margin: 0; }`;
document.head.append(freeze);
document.documentElement.lang = 'ja';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.replaceChildren();
});

describe.each(oemCodes)('テーマ %s', (oem) => {
  for (const [component, module] of Object.entries(storyModules)) {
    const stories = composeStories(module, { ...preview, initialGlobals: { theme: oem } });
    for (const [name, Story] of Object.entries(stories)) {
      it(`${component}/${name} の見た目が基準画像と一致する`, async () => {
        const container = document.createElement('div');
        container.style.display = 'inline-block';
        document.body.append(container);
        const root = createRoot(container);
        root.render(<Story />);
        unmount = () => root.unmount();
        await document.fonts.ready;
        await expect.element(page.elementLocator(container)).toMatchScreenshot(`${oem}-${component}-${name}`);
      });
    }
  }
});
