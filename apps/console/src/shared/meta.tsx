import { DEFAULT_OEM_CODE, ME_SCRIPT_ID, type OemCode, PAGE_META, toOemCode } from '@console/contract';
import { createContext, type ReactNode, useContext } from 'react';

/** spec §3 "Page meta data", as the server injected it into index.html. */
export interface PageMeta {
  userId: number | null;
  accountId: number | null;
  oemCode: OemCode;
  traceId: string | null;
  captchaSiteKey: string | null;
  appName: string;
  /** Demo mode only: the demo logins the login page offers. */
  demoLogins: DemoLogin[];
}

export interface DemoLogin {
  email: string;
  password: string;
}

/** Without server injection (Vite dev, Storybook) the provider's own label applies. */
export const DEFAULT_APP_NAME = 'Console';

export const DEFAULT_PAGE_META: PageMeta = {
  userId: null,
  accountId: null,
  oemCode: DEFAULT_OEM_CODE,
  traceId: null,
  captchaSiteKey: null,
  appName: DEFAULT_APP_NAME,
  demoLogins: [],
};

/** `email/password email/password`, as the server writes it in demo mode (PAGE_META.demoLogins). */
export function parseDemoLogins(value: string | null): DemoLogin[] {
  if (!value) return [];
  return value.split(/\s+/).flatMap((pair) => {
    const slash = pair.lastIndexOf('/');
    return slash > 0 && slash < pair.length - 1
      ? [{ email: pair.slice(0, slash), password: pair.slice(slash + 1) }]
      : [];
  });
}

function content(doc: Document, name: string): string | null {
  const value = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return value ? value : null;
}

function integer(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** Reads the page meta tags; missing or malformed values fall back to the defaults. */
export function readPageMeta(doc: Document): PageMeta {
  return {
    userId: integer(content(doc, PAGE_META.userId)),
    accountId: integer(content(doc, PAGE_META.accountId)),
    oemCode: toOemCode(content(doc, PAGE_META.oemCode)),
    traceId: content(doc, PAGE_META.traceId),
    captchaSiteKey: content(doc, PAGE_META.captchaSiteKey),
    appName: content(doc, PAGE_META.appName) ?? DEFAULT_APP_NAME,
    demoLogins: parseDemoLogins(content(doc, PAGE_META.demoLogins)),
  };
}

/**
 * The text of the `me` block the server put in the page for a session (ME_SCRIPT_ID), or undefined
 * when there is none (no session, Vite's dev server). The element is removed as it is read: its
 * value belongs to the page's first load only, never to a later login.
 */
export function takePageMe(doc: Document | undefined = globalThis.document): string | undefined {
  const element = doc?.getElementById(ME_SCRIPT_ID);
  if (!element) return undefined;
  element.remove();
  return element.textContent ?? undefined;
}

const PageMetaContext = createContext<PageMeta>(DEFAULT_PAGE_META);

export function PageMetaProvider({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  return <PageMetaContext.Provider value={meta}>{children}</PageMetaContext.Provider>;
}

export function usePageMeta(): PageMeta {
  return useContext(PageMetaContext);
}
