import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { AXE_ALL_RULES_THEME } from './axeScope.ts';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * ストーリーのテスト: 全ストーリーの play 関数と axe の検査を、OEM テーマごとに 1 プロジェクトずつ
 * Chromium（Debian の /usr/bin/chromium）で実行する。失敗したテーマはプロジェクト名 `stories:<oem>` で分かる。
 */
const configDir = fileURLToPath(new URL('.', import.meta.url));
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const oemCodes = ['console', 'sakura', 'aozora', 'wakaba', 'yuzu', 'sumi'] as const;
const only = process.env.STORY_THEMES?.split(',').filter(Boolean);

export default defineConfig({
  root: rootDir,
  test: {
    projects: oemCodes
      .filter((oem) => !only || only.includes(oem))
      .map((oem) => ({
        // vanilla-extract の compiler は viteFinal ではなくプロジェクトのインライン設定を読むため、ここでも
        // `source` 条件を指定する（未ビルドの clone で @console/ui の dist が無くても .css.ts を評価できる）。
        resolve: {
          conditions: ['@console/source', ...defaultClientConditions],
          // As in apps/console/vite.config.ts: the compiler would take the contract from dist/ otherwise.
          alias: { '@console/ui/css': fileURLToPath(new URL('../packages/ui/src/css.ts', import.meta.url)) },
        },
        // MSW's service worker, served at the root as in Storybook (staticDirs).
        publicDir: fileURLToPath(new URL('./public', import.meta.url)),
        plugins: [
          storybookTest({
            configDir,
            // ツールバーで選ぶのと同じ global `theme` を、プロジェクトごとの初期値として渡す。
            initialGlobals: { theme: oem },
            // A console screen's story (tag `page`) runs here in the provider's theme only. Its play and
            // its colour check in the five partner themes are the visual step's: that step runs every
            // screen's play in every theme anyway (to take the loaded screen), and it runs the colour
            // rules after each partner screenshot (packages/ui/visual). Measured 2026-11-28: the
            // screens' story tests cost 278 CPU-s per partner theme, 1,390 CPU-s of the CI's 2 cores.
            // What the visual step cannot check is what its frame does not lay out: the Flex editor's
            // preview column is not evaluated there (its colours are content, switched off anyway).
            tags: {
              include: ['test'],
              exclude: oem === AXE_ALL_RULES_THEME ? ['skip-test'] : ['skip-test', 'page'],
            },
          }),
        ],
        test: {
          name: `stories:${oem}`,
          // Every axe rule in the provider's own theme; in the partner themes the rules a theme can
          // change (axeScope.ts). Read in preview.tsx as import.meta.env.
          env: { VITE_STORY_AXE_SCOPE: oem === AXE_ALL_RULES_THEME ? 'all' : 'theme' },
          // An upper bound, not a goal: six theme projects share two cores in CI, and a page story's
          // first render waits for the dev server (see PAGE_WAIT in apps/console/src/test/pageStory.tsx).
          testTimeout: 60_000,
          // One more try in CI only: on the 2-core CI machine, about one play in 3,000 loses an
          // interaction under load (two runs on 2026-11-27: a Flex editor menu item, a rich-menu
          // picker line; neither failed when run again). A story that fails twice still fails CI.
          retry: process.env.CI ? 1 : 0,
          // The story files of a theme share one page: the app's module graph loads once per theme
          // instead of once per file. Measured 2026-11-25 on the CI machine (2 cores): the whole run
          // 1563 s isolated → 544 s shared. Stories start from their own args, MSW handlers and
          // cleared mounts either way; STORY_ISOLATE=1 gives each file its own page to hunt a leak.
          isolate: process.env.STORY_ISOLATE === '1',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' as const }],
            viewport: { width: 1024, height: 768 },
          },
        },
      })),
  },
});
