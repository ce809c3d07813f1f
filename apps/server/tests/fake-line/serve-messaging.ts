import { startFakeMessagingLine } from './messaging';

/**
 * The fake Messaging API in its own process (the deliveries benchmark forks it with `--import
 * tsx`), so neither its CPU nor its record of every user's messages is counted against the sender
 * being measured. Talks to the parent over IPC: `{url, token}` once listening; 'stats' answers the
 * requests, violations, users delivered more than once and users delivered exactly once among
 * U…1 to U…n (`{ type: 'check', n }`); 'reset'; 'close' exits.
 */
const fake = await startFakeMessagingLine();
const send = (message: unknown) => process.send?.(message);

process.on('message', (message: unknown) => {
  if (message === 'reset') {
    fake.reset();
    send({ type: 'reset' });
  } else if (message === 'close') {
    void fake.close().then(() => process.exit(0));
  } else if (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: string }).type === 'check'
  ) {
    const n = (message as { n: number }).n;
    let once = 0;
    for (let i = 1; i <= n; i += 1)
      if (fake.deliveredTo(`U${i.toString(16).padStart(32, '0')}`) === 1) once += 1;
    send({
      type: 'check',
      requests: fake.requests.length,
      violations: fake.violations.length,
      duplicates: fake.duplicates().length,
      once,
    });
  }
});
send({ type: 'ready', url: fake.url, token: fake.token });
