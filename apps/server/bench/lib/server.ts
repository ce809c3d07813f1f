/**
 * What the server benchmarks share: a real server process on 127.0.0.1 (lib/upload-server.ts),
 * its RSS from /proc, the demo login, a template, and an operator-like CP932 upload file.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import { TEL_CSV_HEADER } from '@console/contract/tel';
import iconv from 'iconv-lite';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../src/db/seed';

const SERVER = fileURLToPath(new URL('./upload-server.ts', import.meta.url));

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Rows like an operator's: mobile numbers, one date, a few times, three merge values. */
export function generateFile(rows: number, templateId: number): Buffer {
  const header = TEL_CSV_HEADER.slice(0, 7).join(',');
  const lines = [header];
  for (let i = 0; i < rows; i += 1) {
    const n = String(10_000_000 + i);
    lines.push(
      `090-${n.slice(0, 4)}-${n.slice(4)},2030/12/01,${10 + (i % 8)}:00,${templateId},山田 太郎${i},12月1日 ${10 + (i % 8)}:00,"カット, カラー ①"`,
    );
  }
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'cp932');
}

export function rssKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Resets the kernel's peak-RSS mark (VmHWM); false where /proc does not allow it. */
export function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export async function startServer(args: string[]): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(SERVER, args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** The server process's CPU time so far (user + system), in microseconds, as it measures itself. */
export async function serverCpuMicros(child: ChildProcess): Promise<number> {
  const answer = new Promise<NodeJS.CpuUsage>((resolve) => {
    const onMessage = (message: unknown) => {
      const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu;
      if (!cpu) return;
      child.off('message', onMessage);
      resolve(cpu);
    };
    child.on('message', onMessage);
  });
  child.send('cpu');
  const { user, system } = await answer;
  return user + system;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
}

export const xhr = { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE };

export async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...xhr, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 204 || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}

export async function createTemplate(base: string, cookie: string): Promise<number> {
  const body = JSON.stringify({
    type: 'flex',
    altText: '予約のお知らせ',
    contents: {
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: '[param_1]様' }] },
    },
  });
  const response = await fetch(`${base}/api/tel/template/register`, {
    method: 'POST',
    headers: { ...xhr, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', body }),
  });
  if (response.status !== 200) throw new Error(`template: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}
