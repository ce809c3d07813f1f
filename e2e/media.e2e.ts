import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { logIn, toast } from './session';

/*
 * The media library on the real server (issue 30): an image chosen with the file picker is
 * resized by the server, shown in the grid, its details list every size, a size's public URL
 * answers without a session with long cache headers, and the image is deleted.
 */

/** A 320 × 200 PNG with a gradient, made here so no binary file is committed. */
function gradientPng(width = 320, height = 200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const at = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows[at + 1 + x * 3] = Math.round((255 * x) / width);
      rows[at + 2 + x * 3] = Math.round((255 * y) / height);
      rows[at + 3 + x * 3] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an image uploaded by file choice is resized, listed, served publicly with cache headers, and deleted', async ({
  page,
  browser,
}) => {
  const name = `e2eバナー${Date.now() % 100000}`;
  await logIn(page, '/vue3-dev/line/visual');
  await expect(page).toHaveTitle('画像ライブラリ - Console');

  await page.getByLabel('アップロードする画像').setInputFiles({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: gradientPng(),
  });
  const uploads = page.getByRole('region', { name: 'アップロード' });
  await expect(uploads.getByText('完了')).toBeVisible({ timeout: 30_000 });

  const grid = page.getByRole('list', { name: '画像の一覧' });
  await expect(grid.getByText(name)).toBeVisible();
  await page.getByRole('button', { name: `${name} の詳細` }).click();
  const dialog = page.getByRole('dialog', { name: `${name} の詳細` });
  const variants = dialog.getByRole('list', { name: '大きさごとの画像' });
  await expect(variants.getByRole('listitem')).toHaveCount(9);
  await expect(variants.getByText('2,500 × 1,686', { exact: false })).toBeVisible();

  // LINE fetches without a session: a fresh context holds no cookie.
  const href = await variants.getByRole('link', { name: 'リッチメニュー（大）' }).getAttribute('href');
  expect(href).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\/richmenu-full$/);
  const anonymous = await browser.newContext();
  const answer = await anonymous.request.get(new URL(href as string, page.url()).toString());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/jpeg');
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers().etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect((await answer.body()).length).toBeLessThanOrEqual(1024 * 1024);

  await dialog.getByRole('button', { name: '削除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '削除' }).click();
  await expect(toast(page, '削除しました。')).toBeVisible();
  await expect(grid.getByText(name)).toHaveCount(0);
  expect((await anonymous.request.get(new URL(href as string, page.url()).toString())).status()).toBe(404);
  await anonymous.close();
});
