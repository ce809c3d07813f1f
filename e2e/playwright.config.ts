import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../.storybook/chromium';
import { FAKE_LINE } from './fake-line';

const port = Number(process.env.E2E_PORT ?? 3111);

// Debian's Chromium only: the test tools never download a browser of their own.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      // LINE for the tests that paste its token (chat.e2e.ts); the others stay in the sandbox.
      command: 'node --import tsx tests/fake-line/serve-e2e.ts',
      cwd: '../apps/server',
      url: `${FAKE_LINE.controlUrl}/requests`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        FAKE_LINE_PORT: String(FAKE_LINE.port),
        FAKE_LINE_CONTROL_PORT: String(FAKE_LINE.controlPort),
        FAKE_LINE_TOKEN: FAKE_LINE.token,
        FAKE_LINE_LOGIN_CHANNEL_ID: FAKE_LINE.loginChannelId,
        FAKE_LINE_LOGIN_CHANNEL_SECRET: FAKE_LINE.loginChannelSecret,
      },
    },
    {
      command: 'node ../apps/server/dist/index.js',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LINE_API_BASE_URL: `http://127.0.0.1:${FAKE_LINE.port}`,
        // LINE Login for real, against the fake: only an account given a login channel uses it
        // (funnels.e2e.ts, which takes it away again).
        LINE_LOGIN_MODE: 'live',
        LINE_LOGIN_BASE_URL: `http://127.0.0.1:${FAKE_LINE.port}`,
        LOG_LEVEL: 'warn',
        // Every test logs in from 127.0.0.1, one after another: more than the default 30 a minute
        // once the tests are quick (words-focus.e2e.ts met the 429 at the end of a full run).
        LOGIN_ATTEMPTS_PER_MINUTE: '600',
        // scripts/test-e2e.sh points these at a fresh data folder and the end-to-end console build.
        ...(process.env.E2E_DATA_DIR ? { DATA_DIR: process.env.E2E_DATA_DIR } : {}),
        ...(process.env.E2E_CONSOLE_DIST ? { CONSOLE_DIST: process.env.E2E_CONSOLE_DIST } : {}),
      },
    },
  ],
});
