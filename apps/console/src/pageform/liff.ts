/*
 * LIFF inside LINE only (issue 33): outside LINE nothing of the SDK is downloaded. The SDK is the
 * pluggable core with the modules the form uses, a separate file loaded on demand.
 */

/** LINE's in-app browser says so in its user agent (`… Line/14.1.0`). */
export const isInsideLine = (userAgent: string) => / Line\//.test(userAgent);

/** The friend's ID token after LIFF starts, or null when LIFF cannot start or gives none. */
export async function liffIdToken(liffId: string): Promise<string | null> {
  try {
    const [{ default: liff }, { default: GetIDTokenModule }] = await Promise.all([
      import('@line/liff/core'),
      import('@line/liff/get-id-token'),
    ]);
    liff.use(new GetIDTokenModule());
    await liff.init({ liffId });
    return liff.getIDToken();
  } catch {
    // The answer is then anonymous; the server never takes a profile the browser reports.
    return null;
  }
}
