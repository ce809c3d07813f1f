/**
 * The browser side of the benchmarks: bundles a page entry with esbuild (vanilla-extract, the
 * `source` condition, production React) into a temporary folder and opens it in Debian's headless
 * Chromium. The page must define `window.renderOnce`; `run` gets the page once it has.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../.storybook/chromium.ts';

export async function withBenchPage<T>(entry: URL, run: (page: Page) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'console-ui-bench-'));
  try {
    await build({
      entryPoints: [fileURLToPath(entry)],
      bundle: true,
      outfile: join(dir, 'page.js'),
      // file:// では type=module のスクリプトが読み込めない（origin が null）ので、ふつうのスクリプトにする。
      format: 'iife',
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      conditions: ['@console/source'],
      plugins: [vanillaExtractPlugin()],
      logLevel: 'error',
    });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="ja"><head><meta charset="utf-8"><link rel="stylesheet" href="page.css"></head><body><script src="page.js"></script></body></html>',
    );
    const browser = await chromium.launch({
      headless: true,
      ...chromiumLaunchOptions,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto(`file://${join(dir, 'index.html')}`);
      await page.waitForFunction(() => typeof (window as { renderOnce?: unknown }).renderOnce === 'function');
      return await run(page);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
