import { ME_SCRIPT_ID, PAGE_META } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_META, parseDemoLogins, readPageMeta, takePageMe } from './meta';

function documentWith(tags: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('t');
  for (const [name, content] of Object.entries(tags)) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', name);
    meta.setAttribute('content', content);
    doc.head.append(meta);
  }
  return doc;
}

describe('readPageMeta', () => {
  it('reads every tag the server injects', () => {
    const doc = documentWith({
      [PAGE_META.userId]: '7',
      [PAGE_META.accountId]: '3',
      [PAGE_META.oemCode]: 'sakura',
      [PAGE_META.traceId]: 'trace-1',
      [PAGE_META.captchaSiteKey]: 'site-key',
      [PAGE_META.appName]: 'さくらコンソール',
      [PAGE_META.demoLogins]: 'owner@example.jp/console-demo',
    });
    expect(readPageMeta(doc)).toEqual({
      userId: 7,
      accountId: 3,
      oemCode: 'sakura',
      traceId: 'trace-1',
      captchaSiteKey: 'site-key',
      appName: 'さくらコンソール',
      demoLogins: [{ email: 'owner@example.jp', password: 'console-demo' }],
    });
  });

  it('falls back to the provider defaults without server injection (Vite dev)', () => {
    expect(readPageMeta(documentWith({}))).toEqual(DEFAULT_PAGE_META);
    expect(DEFAULT_PAGE_META.oemCode).toBe('console');
    expect(DEFAULT_PAGE_META.appName).toBe('Console');
  });

  it('treats an unknown OEM code as the default theme and non-numeric ids as absent', () => {
    const meta = readPageMeta(
      documentWith({ [PAGE_META.oemCode]: 'unknown', [PAGE_META.userId]: 'abc', [PAGE_META.appName]: ' ' }),
    );
    expect(meta.oemCode).toBe('console');
    expect(meta.userId).toBeNull();
    expect(meta.appName).toBe('Console');
  });

  it.each([
    ['owner@example.jp/console-demo staff@example.jp/console-demo', ['owner@example.jp', 'staff@example.jp']],
    ['', []],
    ['no-slash another/', []],
  ])('reads the demo logins %j', (value, emails) => {
    expect(parseDemoLogins(value).map((login) => login.email)).toEqual(emails);
  });
});

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = ME_SCRIPT_ID;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('takePageMe', () => {
  it('reads the page’s block once and removes it, so a later login never sees it', () => {
    const text = '{"user_id":1,"account_name":"\\u003c/script>"}';
    const doc = pageWith(text);
    expect(takePageMe(doc)).toBe(text);
    expect(doc.getElementById(ME_SCRIPT_ID)).toBeNull();
    expect(takePageMe(doc)).toBeUndefined();
  });

  it('finds nothing in a page without a block (no session, the dev server)', () => {
    expect(takePageMe(pageWith(null))).toBeUndefined();
    expect(takePageMe(undefined)).toBeUndefined();
  });
});
