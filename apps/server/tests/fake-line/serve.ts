import { startFakeLine } from './server';

/**
 * The fake LINE API in its own process (benchmarks fork it with `--import tsx`), so its CPU does not
 * compete with the worker being measured, as the real LINE would not. Talks to the parent over IPC:
 * it sends `{url, token}` once listening, answers 'stats' and 'reset', and exits on 'close'.
 */
const fake = await startFakeLine();
const send = (message: unknown) => process.send?.(message);

process.on('message', (message) => {
  if (message === 'stats') {
    send({
      type: 'stats',
      requests: fake.requests.length,
      violations: fake.violations.length,
      distinctTags: new Set(fake.requests.map((r) => r.deliveryTag)).size,
    });
  } else if (message === 'reset') {
    fake.reset();
    send({ type: 'reset' });
  } else if (message === 'close') {
    void fake.close().then(() => process.exit(0));
  }
});
send({ type: 'ready', url: fake.url, token: fake.token });
