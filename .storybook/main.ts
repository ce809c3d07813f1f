import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

// リポジトリ全体で 1 つの Storybook: UI 部品と、コンソール本体の画面。
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/console/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // MSW's service worker for the page stories.
  staticDirs: ['./public'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // ワークスペースのパッケージはビルド済みの dist ではなく TS のソース（`source` 条件）を読む。
      resolve: {
        conditions: ['@console/source', ...defaultClientConditions],
        // As in apps/console/vite.config.ts: vanilla-extract's compiler ignores the `source` condition.
        alias: { '@console/ui/css': fileURLToPath(new URL('../packages/ui/src/css.ts', import.meta.url)) },
      },
    });
  },
};

export default config;
