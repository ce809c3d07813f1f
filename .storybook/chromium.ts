/**
 * Debian の Chromium を使う（テスト用ツールにブラウザーをダウンロードさせない）。
 * ストーリーのテスト・見た目の比較・E2E（e2e/playwright.config.ts）・ベンチマーク（packages/ui/bench）が共通で使う。
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
