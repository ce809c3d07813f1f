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
  resolve: {
    conditions: ['@console/source', ...defaultClientConditions],
    // As in apps/console/vite.config.ts: the compiler would take the contract from dist/ otherwise.
    alias: { '@console/ui/css': fileURLToPath(new URL('../packages/ui/src/css.ts', import.meta.url)) },
  },
  // MSW's service worker for the console's page stories.
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  test: {
    name: 'visual',
    include: ['packages/ui/visual/**/*.visual.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      // Dates and times on the screens are shown in Japan's time zone, whatever the machine's.
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { timezoneId: 'Asia/Tokyo', locale: 'ja-JP' },
      }),
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
