import type { Plugin, PluginBuild } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

// react-aria ships the strings of every locale it supports (about 35) and imports them all from one
// dictionary module per component. The console is Japanese (with English as react-aria's fallback),
// so the other locales' modules are replaced by an empty dictionary at build time.
// Measured (2026-11): the calendar hooks cost 32 kB gzip with every locale, 24 kB with these two.
// react-aria's own `@react-aria/optimize-locales-plugin` does not run under esbuild here; this is the
// same idea as a plain resolve hook, for esbuild (tsup, size-limit) and for Vite.

/** The locales whose strings are kept. */
export const KEPT_LOCALES = ['ja-JP', 'en-US'];

// `…/react-aria/dist/private/intl/calendar/de-DE.mjs`, imported as `../intl/calendar/de-DE.mjs`.
const LOCALE_MODULE = /[\\/]intl[\\/][^\\/]+[\\/]([a-z]{2,3}-[A-Z]{2})\.(?:mjs|js|cjs|json)$/;

/** True for a react-aria locale module that is not kept. */
export function isDroppedLocale(path: string): boolean {
  const match = LOCALE_MODULE.exec(path);
  return match?.[1] !== undefined && !KEPT_LOCALES.includes(match[1]);
}

const EMPTY = 'export default {};';

/** esbuild plugin (tsup's `esbuildPlugins`, size-limit's `modifyEsbuildConfig`). */
export const dropReactAriaLocalesEsbuild: Plugin = {
  name: 'drop-react-aria-locales',
  setup(build: PluginBuild) {
    build.onResolve({ filter: /intl[\\/].+-[A-Z]{2}\.(?:mjs|js|cjs|json)$/ }, (args) =>
      isDroppedLocale(args.path) ? { path: args.path, namespace: 'dropped-locale' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'dropped-locale' }, () => ({ contents: EMPTY, loader: 'js' }));
  },
};

/** Vite plugin (the console's build, which reads react-aria from node_modules). */
export function dropReactAriaLocalesVite(): VitePlugin {
  return {
    name: 'drop-react-aria-locales',
    enforce: 'pre',
    load(id: string) {
      return isDroppedLocale(id.split('?')[0] ?? id) ? EMPTY : undefined;
    },
  };
}
