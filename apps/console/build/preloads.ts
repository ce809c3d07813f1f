/*
 * Which files each console route loads on a first visit beyond what the built page (index.html)
 * names, written to dist/preloads.json (issue 27). The page names only the app's first files; a
 * screen's own file and its imports were found only after the entry had run and the router had
 * started the route's lazy import: a chain of round trips. The server names them in the page it
 * sends for that path (apps/server/src/console-html), so the browser fetches them with the entry.
 *
 * This is the one answer to "which files does route X load first": scripts/route-sizes.mjs reads
 * the same preloads.json for its size gate, so the gate and the page cannot disagree.
 */

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), as far as this reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Files to fetch with the page: JavaScript (module preloads) and stylesheets, as `assets/…`. */
export interface Files {
  js: string[];
  css: string[];
}

/** One route of the contract's route tables with the module of its screen. */
export interface RouteScreen {
  /** The route's name in the contract (`FriendListPage`). */
  name: string;
  /** Inside the side-menu shell: its lazy parts load with the screen. */
  shell: boolean;
  /** The screen's module as the manifest names it (`src/friends/FriendListPage.tsx`). */
  module: string;
  /**
   * The module of the screen this one forwards to as it is drawn (a `<Navigate>`), whose files
   * the first load needs too.
   */
  forwardsTo?: string;
}

export interface RoutePreloads extends Files {
  /** The screen module's name (`TagPages` for both tag routes): the size gate's line. */
  screen: string;
  /** The screen's own file. */
  screenFile: string;
}

/** dist/preloads.json. */
export interface PreloadsFile {
  /** What index.html itself loads (its scripts and stylesheets with their imports). */
  page: Files;
  /** Per route name: the files of its first load beyond `page`. */
  routes: Record<string, RoutePreloads>;
  /** Per OEM code of a partner brand: its files beyond `page` (the provider's brand is in `page`). */
  themes: Record<string, Files>;
}

/** The files a built page names: module scripts and preloads, stylesheets (`assets/…`). */
export function pageAssets(html: string): Files {
  const js: string[] = [];
  const css: string[] = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.(js|css))"/g)) {
    const list = match[2] === 'js' ? js : css;
    if (!list.includes(match[1] as string)) list.push(match[1] as string);
  }
  return { js, css };
}

/**
 * The screen module of each route name in a console feature's routes.ts
 * (`FriendListPage: () => import('./FriendListPage')…` or `{ screen: () => import(…) }`).
 */
export function screenImports(source: string): Map<string, string> {
  const screens = new Map<string, string>();
  for (const match of source.matchAll(/(\w+):\s*(?:\{\s*screen:\s*)?\(\)\s*=>\s*import\('\.\/([\w./-]+)'\)/g))
    screens.set(match[1] as string, match[2] as string);
  return screens;
}

/** The closure of static imports from some chunks: JS files and their stylesheets, in order. */
function closure(manifest: Manifest, keys: readonly string[]): Files {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files: Files = { js: [], css: [] };
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key] ?? manifest[byFile.get(key) ?? ''];
    if (!chunk) throw new Error(`preloads: ${key} is not in the build manifest`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    if (chunk.file.endsWith('.js')) files.js.push(chunk.file);
    for (const css of chunk.css ?? []) if (!files.css.includes(css)) files.css.push(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

const beyond = (files: Files, page: Files): Files => ({
  js: files.js.filter((file) => !page.js.includes(file)),
  css: files.css.filter((file) => !page.css.includes(file)),
});

/** The partner brands' theme modules: `…/packages/ui/src/themes/<oem>/index.ts`. */
const THEME = /(?:^|\/)packages\/ui\/src\/themes\/(\w+)\/index\.ts$/;

/**
 * Every route's and partner brand's first files beyond the page's.
 *
 * `shellModules`: what a route inside the side-menu shell loads besides its screen (the shell's
 * lazy parts: the session probe's schema), as manifest keys; those not in the manifest are part of
 * the page's files already.
 */
export function firstLoads(
  manifest: Manifest,
  html: string,
  routes: readonly RouteScreen[],
  shellModules: readonly string[],
): PreloadsFile {
  const named = pageAssets(html);
  const page = closure(manifest, named.js);
  for (const css of named.css) if (!page.css.includes(css)) page.css.push(css);
  const shell = shellModules.filter((key) => manifest[key]);
  const result: PreloadsFile = { page, routes: {}, themes: {} };
  for (const route of routes) {
    const chunk = manifest[route.module];
    if (!chunk)
      throw new Error(`preloads: ${route.name}'s screen ${route.module} is not in the build manifest`);
    result.routes[route.name] = {
      ...beyond(
        closure(manifest, [
          ...(route.shell ? shell : []),
          route.module,
          ...(route.forwardsTo ? [route.forwardsTo] : []),
        ]),
        page,
      ),
      screen: route.module.replace(/^.*\//, '').replace(/\.\w+$/, ''),
      screenFile: chunk.file,
    };
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    const oem = THEME.exec(chunk.src ?? key)?.[1];
    if (oem) result.themes[oem] = beyond(closure(manifest, [key]), page);
  }
  return result;
}
