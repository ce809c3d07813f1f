import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// By path: Vite loads this config with Node, which does not run the workspace package's TypeScript.
import { CONSOLE_ROUTES } from '../../../packages/contract/src/consoleRoutes';
import { firstLoads, type RouteScreen, screenImports } from './preloads';

/**
 * What every route inside the side-menu shell loads besides its screen, lazily (see
 * app/routes.tsx, shared/me.ts): the session probe's schema. Shell.tsx is in the entry's files
 * today; named so a split of it would still count.
 */
export const SHELL_MODULES = ['src/app/Shell.tsx', 'src/shared/schemas.ts'];

/**
 * Routes whose screen only forwards to another route's (spec §2 `/line/episode` is the salon's
 * 来店前後のメッセージ): the page names the target's files too, or the browser finds them only
 * after the forward (e2e/first-load.e2e.ts fails on such late files).
 */
const FORWARDS: Readonly<Record<string, string>> = {
  SalonEpisodeRedirect: 'SalonMessagesPage',
  RichMenuRedirect: 'RichMenuModeSelectPage',
};

/** The console's feature folders: those with a routes.ts (app/features.ts lists each). */
export function featureFolders(consoleRoot: string): string[] {
  const src = path.join(consoleRoot, 'src');
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(src, entry.name, 'routes.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** Each contract route with its screen's module, from the feature folders' routes.ts. */
export function routeScreens(consoleRoot: string): RouteScreen[] {
  const modules = new Map<string, string>();
  for (const feature of featureFolders(consoleRoot)) {
    const source = readFileSync(path.join(consoleRoot, 'src', feature, 'routes.ts'), 'utf8');
    for (const [name, module] of screenImports(source)) modules.set(name, `src/${feature}/${module}.tsx`);
  }
  const moduleOf = (name: string) => {
    const module = modules.get(name);
    if (!module) throw new Error(`preloads: no screen import for the route ${name} in src/*/routes.ts`);
    return module;
  };
  return CONSOLE_ROUTES.map((route) => {
    const target = FORWARDS[route.name];
    return {
      name: route.name,
      shell: route.shell,
      module: moduleOf(route.name),
      ...(target ? { forwardsTo: moduleOf(target) } : {}),
    };
  });
}

/**
 * Writes dist/preloads.json after the build (build/preloads.ts says what and why), from the
 * written index.html and Vite's manifest.
 */
export function preloadsJson(consoleRoot: string): Plugin {
  return {
    name: 'console:preloads',
    apply: 'build',
    writeBundle(options) {
      const dist = options.dir ?? path.join(consoleRoot, 'dist');
      const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const preloads = firstLoads(manifest, html, routeScreens(consoleRoot), SHELL_MODULES);
      writeFileSync(path.join(dist, 'preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
