import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOGIN_LIMITS, loadConfig } from '../src/config';
import { DEFAULT_CONSOLE_DIST } from '../src/paths';

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
    });
  });

  it('seeds the demo logins only into the embedded database unless SEED_DEMO says otherwise', () => {
    const pg = 'postgres://u@db:5432/console';
    expect(loadConfig({}, '/x').seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg }, '/x').seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: 'true' }, '/x').seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }, '/x').seedDemo).toBe(false);
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
    ['COOKIE_SECURE', 'yes', 'COOKIE_SECURE は true または false で指定してください (COOKIE_SECURE=yes)'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL は'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL は postgres:// で始まる'],
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
