import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOGIN_LIMITS, loadConfig } from '../src/config';
import { DEFAULT_CONSOLE_DIST } from '../src/paths';
import { TEL_REQUEST_TIMEOUT_MS } from '../src/tel/config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app', '.data'),
      databaseUrl: undefined,
      consoleDist: DEFAULT_CONSOLE_DIST,
      cookieSecure: false,
      captchaSiteKey: '',
      logLevel: 'info',
      appName: 'Console',
      seedDemo: true,
      loginLimits: LOGIN_LIMITS,
      publicOrigin: 'http://127.0.0.1:3000',
    });
  });

  it.each([
    ['https://line.example.jp', {}, 'https://line.example.jp'],
    ['https://line.example.jp/', {}, 'https://line.example.jp'],
    ['http://192.168.1.20:8080', {}, 'http://192.168.1.20:8080'],
    [undefined, { HOST: '0.0.0.0', PORT: '8080' }, 'http://127.0.0.1:8080'],
    [undefined, { HOST: '192.168.1.20' }, 'http://192.168.1.20:3000'],
  ])('PUBLIC_ORIGIN %s → the links start with %s', (value, more, expected) => {
    const env = value === undefined ? more : { ...more, PUBLIC_ORIGIN: value };
    expect(loadConfig(env, '/x').publicOrigin).toBe(expected);
  });

  it('seeds the demo logins only into the embedded database unless SEED_DEMO says otherwise', () => {
    const pg = 'postgres://u@db:5432/console';
    expect(loadConfig({}, '/x').seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg }, '/x').seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: 'true' }, '/x').seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }, '/x').seedDemo).toBe(false);
  });

  it('takes the cap of login attempts per address from LOGIN_ATTEMPTS_PER_MINUTE, the rest unchanged', () => {
    expect(loadConfig({}, '/x').loginLimits).toEqual(LOGIN_LIMITS);
    const raised = loadConfig({ LOGIN_ATTEMPTS_PER_MINUTE: '600' }, '/x').loginLimits;
    expect(raised).toEqual({ ...LOGIN_LIMITS, attemptsPerIp: 600, ipWindowMs: 60_000 });
  });

  it('never echoes DATABASE_URL, which may carry a password', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'mysql://admin:s3cret@db/x' });
    expect(attempt).toThrow('(DATABASE_URL=…)');
    expect(attempt).not.toThrow(/s3cret/);
  });

  it('resolves the default console build relative to the server package, not the cwd', () => {
    expect(DEFAULT_CONSOLE_DIST).toBe(path.resolve(import.meta.dirname, '../../console/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u@db:5432/console',
        CONSOLE_DIST: 'web',
        COOKIE_SECURE: 'true',
        CAPTCHA_SITE_KEY: 'abc',
        LOG_LEVEL: 'warn',
        APP_NAME: 'さくら',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/var/data',
      databaseUrl: 'postgres://u@db:5432/console',
      consoleDist: '/srv/app/web',
      cookieSecure: true,
      captchaSiteKey: 'abc',
      logLevel: 'warn',
      appName: 'さくら',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, '/x')).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT は 1〜65535 の整数で指定してください (PORT=abc)'],
    ['PORT', '70000', 'PORT は 1〜65535 の整数で指定してください (PORT=70000)'],
    ['PORT', '0', 'PORT は 1〜65535 の整数で指定してください (PORT=0)'],
    ['LOGIN_ATTEMPTS_PER_MINUTE', '0', 'LOGIN_ATTEMPTS_PER_MINUTE は 1〜10000 の整数で指定してください'],
    ['COOKIE_SECURE', 'yes', 'COOKIE_SECURE は true または false で指定してください (COOKIE_SECURE=yes)'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL は'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL は postgres:// で始まる'],
    ['PUBLIC_ORIGIN', 'https://example.jp/line', 'PUBLIC_ORIGIN は https://example.jp のように'],
    ['PUBLIC_ORIGIN', 'line.example.jp', 'PUBLIC_ORIGIN は https://example.jp のように'],
  ])('rejects %s=%s with a one-line message naming the variable', (key, value, message) => {
    const attempt = () => loadConfig({ [key]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('loadConfig: tel sender', () => {
  it('defaults to the sandbox sender with an embedded worker only without DATABASE_URL', () => {
    expect(loadConfig({}, '/x').telSender).toEqual({
      mode: 'sandbox',
      lineApiBaseUrl: 'https://api.line.me',
      lineChannelAccessToken: undefined,
      concurrency: 20,
      embeddedWorker: true,
      leaseMs: 300_000,
      pollIntervalMs: 1000,
      requestTimeoutMs: TEL_REQUEST_TIMEOUT_MS,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/c' }, '/x').telSender.embeddedWorker).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db/c', TEL_WORKER: 'true' }, '/x').telSender.embeddedWorker,
    ).toBe(true);
    expect(loadConfig({ TEL_WORKER: 'false' }, '/x').telSender.embeddedWorker).toBe(false);
  });

  it('reads the LINE sender settings', () => {
    expect(
      loadConfig(
        {
          TEL_SENDER: 'line',
          LINE_API_BASE_URL: 'http://127.0.0.1:9999',
          LINE_CHANNEL_ACCESS_TOKEN: 'abc/def+ghi=',
          TEL_SEND_CONCURRENCY: '200',
          TEL_LEASE_SECONDS: '600',
          TEL_POLL_INTERVAL_MS: '250',
        },
        '/x',
      ).telSender,
    ).toMatchObject({
      mode: 'line',
      lineApiBaseUrl: 'http://127.0.0.1:9999',
      lineChannelAccessToken: 'abc/def+ghi=',
      concurrency: 200,
      leaseMs: 600_000,
      pollIntervalMs: 250,
    });
  });

  it('keeps the lease well above the request timeout', () => {
    expect(loadConfig({ TEL_LEASE_SECONDS: '60' }).telSender.leaseMs).toBeGreaterThanOrEqual(
      2 * TEL_REQUEST_TIMEOUT_MS,
    );
  });

  it('requires a channel access token for the line sender', () => {
    expect(() => loadConfig({ TEL_SENDER: 'line' })).toThrow(
      'TEL_SENDER=line のときは LINE_CHANNEL_ACCESS_TOKEN を指定してください',
    );
  });

  it('never echoes the channel access token', () => {
    const attempt = () => loadConfig({ TEL_SENDER: 'line', LINE_CHANNEL_ACCESS_TOKEN: 'トークン secret' });
    expect(attempt).toThrow(
      'LINE_CHANNEL_ACCESS_TOKEN に空白や全角文字は使えません (LINE_CHANNEL_ACCESS_TOKEN=…)',
    );
    expect(attempt).not.toThrow(/secret/);
  });

  it.each([
    ['TEL_SENDER', 'sms', 'TEL_SENDER は sandbox または line で指定してください (TEL_SENDER=sms)'],
    [
      'LINE_API_BASE_URL',
      'api.line.me',
      'LINE_API_BASE_URL は http:// または https:// で始まるURLで指定してください',
    ],
    [
      'TEL_SEND_CONCURRENCY',
      '0',
      'TEL_SEND_CONCURRENCY は 1〜2000 の整数で指定してください (TEL_SEND_CONCURRENCY=0)',
    ],
    ['TEL_SEND_CONCURRENCY', '2001', 'TEL_SEND_CONCURRENCY は 1〜2000 の整数で指定してください'],
    ['TEL_SEND_CONCURRENCY', 'many', 'TEL_SEND_CONCURRENCY は 1〜2000 の整数で指定してください'],
    ['TEL_WORKER', 'on', 'TEL_WORKER は true または false で指定してください (TEL_WORKER=on)'],
    [
      'TEL_LEASE_SECONDS',
      '59',
      'TEL_LEASE_SECONDS は 60〜86400 の整数（秒）で指定してください (TEL_LEASE_SECONDS=59)',
    ],
    ['TEL_POLL_INTERVAL_MS', '10', 'TEL_POLL_INTERVAL_MS は 50〜60000 の整数（ミリ秒）で指定してください'],
  ])('rejects %s=%s', (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(message);
  });
});
