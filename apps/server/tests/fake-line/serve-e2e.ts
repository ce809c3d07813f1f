import http from 'node:http';
import { startFakeMessagingLine } from './messaging';

/**
 * The fake Messaging API for the end-to-end suite (e2e/playwright.config.ts starts it beside the
 * server, whose LINE_API_BASE_URL points here): LINE on FAKE_LINE_PORT with the token
 * FAKE_LINE_TOKEN, which a test pastes as the channel's access token, and a control server on
 * FAKE_LINE_CONTROL_PORT through which the test reads what LINE was sent and scripts LINE's next
 * answers: GET /requests, POST /script (a JSON array of { status }), POST /reset.
 */
const port = Number(process.env.FAKE_LINE_PORT);
const controlPort = Number(process.env.FAKE_LINE_CONTROL_PORT);
const token = process.env.FAKE_LINE_TOKEN;
if (!port || !controlPort || !token)
  throw new Error('FAKE_LINE_PORT, FAKE_LINE_CONTROL_PORT and FAKE_LINE_TOKEN');

const fake = await startFakeMessagingLine(port, token);

const control = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/requests')
      return answer(200, { requests: fake.requests, violations: fake.violations });
    if (req.method === 'POST' && req.url === '/script') {
      fake.script(...(JSON.parse(Buffer.concat(chunks).toString() || '[]') as { status: number }[]));
      return answer(200, { ok: true });
    }
    if (req.method === 'POST' && req.url === '/reset') {
      fake.reset();
      return answer(200, { ok: true });
    }
    answer(404, { message: 'not found' });
  });
});
control.listen(controlPort, '127.0.0.1');

const stop = () => {
  control.close();
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
