import { describe, expect, it, vi } from 'vitest';
import { liffIdToken } from './liff';

/*
 * The LIFF SDK is a file of its own loaded only inside LINE (issue 33). Here its modules are
 * replaced by stand-ins that record being imported, and the page's script is run as it starts.
 */

const imported: string[] = [];
vi.mock('@line/liff/core', () => {
  imported.push('@line/liff/core');
  return { default: { use: vi.fn(), init: vi.fn(async () => undefined), getIDToken: () => 'token-x' } };
});
vi.mock('@line/liff/get-id-token', () => {
  imported.push('@line/liff/get-id-token');
  return { default: class {} };
});

async function startPage(userAgent: string) {
  vi.resetModules();
  document.body.dataset.liffId = '1234567890-AbCdEfGh';
  document.body.innerHTML =
    '<form data-pageform data-code="abcdefghijkl" novalidate><p class="err" id="form-status"></p><button type="submit" disabled>送信する</button></form>';
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  await import('./main');
  // The visit waits for the token: give the dynamic imports their turn.
  await vi.waitFor(() => expect(document.querySelector('button')?.disabled).toBe(false));
  return fetch;
}

describe('the LIFF SDK', () => {
  it('is not imported outside LINE', async () => {
    const fetch = await startPage('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is imported inside LINE (the same page, LINE user agent), and the visit is posted once', async () => {
    const fetch = await startPage('Mozilla/5.0 (iPhone) Mobile/15E148 Safari Line/14.1.0');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(imported).toEqual(expect.arrayContaining(['@line/liff/core', '@line/liff/get-id-token']));
    expect(await liffIdToken('1234567890-AbCdEfGh')).toBe('token-x');
  });
});
