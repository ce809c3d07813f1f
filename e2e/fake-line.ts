/**
 * The fake Messaging API of the end-to-end suite (apps/server/tests/fake-line/serve-e2e.ts), which
 * playwright.config.ts starts beside the server and points the server's LINE_API_BASE_URL at. A
 * test that pastes its token as the channel's access token talks to it; the others stay in the
 * sandbox. Its control server tells what LINE was sent and scripts LINE's next answers.
 */
const port = Number(process.env.E2E_PORT ?? 3111);

export const FAKE_LINE = {
  port: port + 1,
  controlPort: port + 2,
  controlUrl: `http://127.0.0.1:${port + 2}`,
  token: 'e2e-fake-line-channel-access-token',
  /** The LINE Login channel the fake logs people in for (its token and verify endpoints check both). */
  loginChannelId: '2000000001',
  loginChannelSecret: '0123456789abcdef0123456789abcdef',
} as const;

/** Who LINE Login logs in as from now on (the fake's authorize page answers for this user). */
export async function logInToLineAs(userId: string) {
  await fetch(`${FAKE_LINE.controlUrl}/login-user`, { method: 'POST', body: JSON.stringify({ userId }) });
}

/**
 * An ID token LIFF hands a page opened inside LINE (`liff.getIDToken()`): from now on the fake's
 * verify endpoint names `userId` for it (for the fake's login channel, without a nonce).
 */
export async function registerIdToken(token: string, userId: string) {
  const answer = await fetch(`${FAKE_LINE.controlUrl}/id-token`, {
    method: 'POST',
    body: JSON.stringify({ token, userId }),
  });
  if (!answer.ok) throw new Error(`fake LINE /id-token answered ${answer.status}`);
}

export interface FakeLineRequest {
  kind: 'multicast' | 'push';
  to: string[];
  messages: { type: string; text?: string; originalContentUrl?: string }[];
  retryKey: string;
  status: number;
}

/** Every send LINE was asked for, in order, with the status it answered. */
export async function fakeLineRequests(): Promise<{ requests: FakeLineRequest[]; violations: string[] }> {
  return (await fetch(`${FAKE_LINE.controlUrl}/requests`)).json() as Promise<{
    requests: FakeLineRequest[];
    violations: string[];
  }>;
}

/** LINE's next send requests answer these statuses, in order (e.g. 500: LINE is down). */
export async function scriptFakeLine(...statuses: number[]) {
  await fetch(`${FAKE_LINE.controlUrl}/script`, {
    method: 'POST',
    body: JSON.stringify(statuses.map((status) => ({ status }))),
  });
}
