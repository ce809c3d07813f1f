import { ConsoleUIProvider, type OemCode, oemCodes } from '@console/ui';
import { themes } from '@console/ui/themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { SHELL_HANDLERS } from '../apps/console/src/test/shellHandlers';
import { THEME_AXE_OPTIONS } from './axeScope';

// findBy*/waitFor wait 5 s instead of Testing Library's 1 s. The story run has six theme projects
// sharing two cores in CI; a form's re-render after a click once took longer than 1 s there
// (BookingPages 予約の流れ, CI 2026-11-26) though it takes ~50 ms on a quiet machine. Something that
// never appears still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });

// ストーリーのテスト（.storybook/vitest.config.ts）は OEM ごとのプロジェクトで `theme` の初期値を差し替え、
// 全ストーリーを各テーマで検査する。
const initialTheme: OemCode = 'console';

/** Storybook's own files, which no story mocks (as the addon's default start). */
const STORYBOOK_REQUEST =
  /\.eot$|\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./;

/** The addon's own start (msw-storybook-addon's defaultSetup), with SHELL_HANDLERS as the worker's base handlers. */
async function startWorker() {
  const { isCommonAssetRequest } = await import('msw');
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...SHELL_HANDLERS);
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const { request } = frame.data as { request?: Request };
      if (request && (isCommonAssetRequest(request) || STORYBOOK_REQUEST.test(request.url))) return;
      defaults.warn();
    },
  });
  return worker;
}

const withTheme: Decorator = (Story, { globals }) => {
  document.documentElement.lang = 'ja';
  const code = (globals.theme as OemCode | undefined) ?? initialTheme;
  return (
    <ConsoleUIProvider theme={themes[code]} style={{ padding: 16 }}>
      <Story />
    </ConsoleUIProvider>
  );
};

// Story tests set VITE_STORY_AXE_SCOPE per theme project (.storybook/vitest.config.ts); Storybook
// itself, and any run without the variable, checks every rule.
const axeOptions = import.meta.env.VITE_STORY_AXE_SCOPE === 'theme' ? THEME_AXE_OPTIONS : {};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  // The console's page stories answer their API calls with MSW (`parameters.msw.handlers`); anything
  // without a handler goes to the network (with a warning in the console) (the worker is .storybook/public/mockServiceWorker.js).
  // The worker starts with the shell's own calls answered (SHELL_HANDLERS); a story's handlers come first.
  loaders: [mswLoader(startWorker)],
  globalTypes: {
    theme: {
      description: 'OEM テーマ',
      toolbar: {
        title: 'テーマ',
        icon: 'paintbrush',
        items: oemCodes.map((code) => ({ value: code, title: `${themes[code].displayName}（${code}）` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // axe の違反があればストーリーのテストを失敗させる。
    a11y: { test: 'error', options: axeOptions },
    // Chromatic は各ストーリーを 6 つの OEM テーマすべてで撮影する（modes）。
    chromatic: { modes: Object.fromEntries(oemCodes.map((code) => [code, { theme: code }])) },
  },
};

export default preview;
