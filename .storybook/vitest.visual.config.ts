import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './chromium.ts';

/** 見た目の比較（scripts/test-visual.sh）。基準画像はテストファイルの隣の `__screenshots__/` にコミットする。 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'visual',
    include: ['packages/ui/visual/**/*.visual.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // アンチエイリアスの画素は pixelmatch が除外する。ブランド色の小さな変更（例: #c2185b → #b2185b）も落とす。
          comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.001 },
          screenshotOptions: { animations: 'disabled', caret: 'hide' },
        },
      },
    },
  },
});
