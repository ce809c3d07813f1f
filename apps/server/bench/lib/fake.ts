/** The fake LINE API in a child process (tests/fake-line/serve.ts), driven over IPC. */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RemoteFake {
  url: string;
  token: string;
  stats(): Promise<{ requests: number; violations: number; distinctTags: number }>;
  reset(): Promise<void>;
  close(): void;
}

export async function forkFake(): Promise<RemoteFake> {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('../../tests/fake-line/serve.ts', import.meta.url)),
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`fake LINE exited (${code})`));
      const onMessage = (message: { type?: string }) => {
        if (message?.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as T);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next<{ url: string; token: string }>('ready');
  return {
    url: ready.url,
    token: ready.token,
    stats: () => {
      const answer = next<{ requests: number; violations: number; distinctTags: number }>('stats');
      child.send('stats');
      return answer;
    },
    reset: async () => {
      const answer = next('reset');
      child.send('reset');
      await answer;
    },
    close: () => child.send('close'),
  };
}
