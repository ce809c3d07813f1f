// Bytes and files of JavaScript each console route loads on a first visit, from the build's
// dist/preloads.json (build/preloads.ts): what the page loads before its first render (its module
// scripts with their imports), and the files the server names for the route in its page (for a
// route inside the shell the session probe's schema, and the route's screen with its static
// imports). Later visits reuse shared files. The booking page (booking.html) counts as a route.
//
//   node scripts/route-sizes.mjs     prints one line per route (raw, gzip, brotli, files) and
//                                    fails (issue 27) when a route's first load is more than
//                                    MAX_JS_FILES files, when a file is smaller than
//                                    MIN_JS_GZIP and not allowed below, when the files import
//                                    each other in a circle, or when the bundle carries
//                                    react-router's development build
//   import { routeFirstLoads }       the same as data, for size-limit (.size-limit.js)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');

/**
 * Issue 27: the first load of any screen in at most 12 JavaScript files (vendor, app shell, ui,
 * the route): on a phone each request costs a round trip's share and about 1 KB of headers.
 */
export const MAX_JS_FILES = 12;

/**
 * A JavaScript file smaller than this, gzip as the server sends it (brotli is smaller still), is
 * tiny: its request's headers and its share of the connection cost about as much as its content.
 * Bytes as sent, not raw bytes: 1.5 kB gzip is about 4 kB of minified code.
 */
export const MIN_JS_GZIP = 1500;

/**
 * Files that may be tiny, each with the measured reason it pays (build of 2026-11-26), matched on
 * the file's name without its hash. A route's own screen file may be tiny too (see smallFiles).
 */
export const SMALL_FILES_ALLOWED = {
  // 0.37 kB: the bundler's runtime (CommonJS interop for React); Rolldown 1.2 emits it on its own,
  // no code-splitting group takes it.
  'rolldown-runtime': 'the bundler emits its runtime on its own',
  // 0.15 kB: the session probe's schema, imported lazily so the login screen loads no zod; a
  // lazily imported module is always a file of its own (elsewhere a stub re-exporting it).
  schemas: 'imported lazily (the login screen loads no zod)',
  // 0.3 kB each, with 1.4 kB of CSS: one partner brand per page; merged, every page would load
  // the five (the provider's own brand is in `common`).
  sakura: 'one brand of five, for its accounts only',
  aozora: 'one brand of five, for its accounts only',
  wakaba: 'one brand of five, for its accounts only',
  yuzu: 'one brand of five, for its accounts only',
  sumi: 'one brand of five, for its accounts only',
  // 0.3 kB: the phone's menu drawer, loaded when it opens, not on a first load.
  MenuDrawer: 'loaded when the phone menu opens',
  // 1.7 kB: the booking form's field checks, loaded when the customer sends the form.
  customerCheck: 'loaded when the booking form is sent',
  // 0.07 kB: the lazy stub naming SortableList for the Flex editor's tree, loaded just after the
  // editor is drawn (in its first load it took a 13th file; e2e/first-load.e2e.ts AFTER_DRAW).
  dragSort: "loaded after the Flex editor is drawn (its tree's drag and drop)",
  // 0.9 kB (and a 0.07 kB stub re-exporting it): the media library's picker, loaded when the
  // template editor's 画像ライブラリから選ぶ is pressed; in the editors' shared file it cost every
  // screen with a Select or a Menu 0.2–0.6 kB (stop 46).
  MediaPicker: 'loaded when the template editor opens the media library',
  // 1.0 kB: the page editor's publish dialog and countdown fields with their calendar, loaded when
  // one opens (issue 33).
  calendarParts: 'loaded when the page editor opens its publish dialog or a countdown',
  // 1.0 kB: what only the two site screens share (their list's and settings' helpers); in `pages`
  // every landing page and form screen would load it (build/chunks.ts: a feature's parts).
  'pages-sites': 'shared by the two site screens only',
};

/**
 * Strings only react-router's development build has (warnings behind its ENABLE_DEV_WARNINGS and
 * the developer's error screen); vite.config.ts resolves its production build for `vite build`.
 * (`You should call navigate() in a React.useEffect()` is in both builds: it proves nothing.)
 */
export const ROUTER_DEVELOPMENT_STRINGS = [
  'You rendered descendant <Routes>',
  'Hey developer',
  'You should not include both `Component` and `element`',
  'Error handled by React Router default ErrorBoundary',
];

/**
 * dist/preloads.json, written by the build (build/preloads.ts): the files of each route's first
 * load beyond the page's. The server names the same files in the page it sends for the route, so
 * this gate and the page never disagree.
 */
function readPreloads(distDir) {
  const file = path.join(distDir, 'preloads.json');
  if (!existsSync(file)) throw new Error(`route-sizes: ${file} is missing (build the console: pnpm build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The JavaScript a built page loads before its first render: its module scripts and preloads
 * (the bundler may put the entry's modules in files of their own, with no entry file).
 */
function pageFiles(distDir, html, closure) {
  const page = readFileSync(path.join(distDir, html), 'utf8');
  const files = new Set();
  for (const match of page.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g))
    closure(match[1], files);
  return files;
}

export function routeFirstLoads(distDir = dist) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key] ?? Object.values(manifest).find((entry) => entry.file === key);
    if (!chunk) throw new Error(`route-sizes: ${key} is not in the build manifest`);
    if (!chunk.file.endsWith('.js') || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) closure(next, files);
    return files;
  };
  // What the console's page loads before its first render, then each screen's own files; one
  // module may draw several routes (コースの設定 and スタッフ・設備の設定): one first load.
  const preloads = readPreloads(distDir);
  const routes = [];
  for (const route of Object.values(preloads.routes)) {
    if (routes.some((known) => known.name === route.screen)) continue;
    const files = [...preloads.page.js, ...route.js];
    routes.push({ name: route.screen, files: files.map((file) => path.join(distDir, file)) });
  }
  // The booking page: its entry, with the provider's own brand.
  if (existsSync(path.join(distDir, 'booking.html'))) {
    const booking = pageFiles(distDir, 'booking.html', closure);
    routes.push({ name: 'BookingPage', files: [...booking].map((file) => path.join(distDir, file)) });
  }
  return routes;
}

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content).length;
  }
  return { raw, gzip, brotli };
}

/** The built JavaScript files: name without hash, gzip size, and whether it is a route's screen. */
function builtFiles(distDir = dist) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const screens = new Set(Object.values(readPreloads(distDir).routes).map((route) => route.screenFile));
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.file,
      name: path.basename(chunk.file).replace(/-[\w-]{8}\.js$/, ''),
      gzip: gzipSync(readFileSync(path.join(distDir, chunk.file)), { level: 9 }).length,
      screen: screens.has(chunk.file),
      imports: (chunk.imports ?? []).map((key) => manifest[key].file),
    }));
}

/**
 * Files under MIN_JS_GZIP that no rule allows. A route's own screen file may be small: elsewhere
 * its code would load with routes that do not show it, and it comes in parallel with the route's
 * other files (the router's preload map).
 */
export function smallFiles(files) {
  return files.filter(
    (file) => file.gzip < MIN_JS_GZIP && !file.screen && !(file.name in SMALL_FILES_ALLOWED),
  );
}

/** The circles of files importing each other (each as a list of files), from the manifest. */
export function importCircles(files) {
  const imports = new Map(files.map((file) => [file.file, file.imports]));
  const state = new Map();
  const circles = [];
  const visit = (file, stack) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, stack);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
  return circles;
}

/** The built JavaScript files that carry one of react-router's development-only strings. */
export function routerDevelopmentFiles(distDir = dist) {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const code = readFileSync(path.join(assets, file), 'utf8');
      return ROUTER_DEVELOPMENT_STRINGS.some((text) => code.includes(text));
    });
}

/**
 * The files the booking page can load (its first files and, later, its lazy imports) that hold
 * the console's entry module: loaded there, it would start the console on the customers' page.
 */
export function bookingLoadsConsoleEntry(distDir = dist) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  if (!existsSync(path.join(distDir, 'booking.html'))) return [];
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const reach = new Set();
  const visit = (file) => {
    if (reach.has(file) || !byFile.has(file)) return;
    reach.add(file);
    const chunk = byFile.get(file);
    for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(manifest[key].file);
  };
  const page = readFileSync(path.join(distDir, 'booking.html'), 'utf8');
  for (const match of page.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g))
    visit(match[1]);
  return [...reach].filter((file) => {
    const map = path.join(distDir, `${file}.map`);
    if (!existsSync(map)) return false;
    const { sources } = JSON.parse(readFileSync(map, 'utf8'));
    return sources.some((source) => /(^|[\\/])src[\\/]main\.tsx$/.test(source));
  });
}

/** What fails issue 27's build rules, one line each (empty when the build keeps them). */
export function buildFailures(distDir = dist) {
  const failures = [];
  for (const route of routeFirstLoads(distDir))
    if (route.files.length > MAX_JS_FILES)
      failures.push(
        `${route.name}: ${route.files.length} JavaScript files on a first load (at most ${MAX_JS_FILES})`,
      );
  const files = builtFiles(distDir);
  for (const file of smallFiles(files))
    failures.push(
      `${file.file}: ${file.gzip} B gzip, under ${MIN_JS_GZIP} B (merge it, or allow it in SMALL_FILES_ALLOWED with why)`,
    );
  for (const circle of importCircles(files))
    failures.push(`files import each other in a circle: ${circle.join(' -> ')}`);
  for (const file of bookingLoadsConsoleEntry(distDir))
    failures.push(`the booking page can load ${file}, which holds the console's entry (src/main.tsx)`);
  const development = routerDevelopmentFiles(distDir);
  if (development.length > 0)
    failures.push(`react-router's development build is in the bundle: ${development.join(', ')}`);
  return failures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
  console.log('first load of each route (JavaScript)      raw      gzip    brotli  files');
  for (const route of routeFirstLoads()) {
    const { raw, gzip, brotli } = sizes(route.files);
    console.log(`${route.name.padEnd(38)}${kb(raw)} ${kb(gzip)} ${kb(brotli)}  ${route.files.length}`);
  }
  const small = builtFiles().filter((file) => file.gzip < MIN_JS_GZIP);
  console.log(
    `\nfiles under ${MIN_JS_GZIP} B gzip: ${small.map((file) => `${file.name} ${file.gzip} B`).join(', ')}`,
  );
  const failures = buildFailures();
  if (failures.length > 0) {
    console.error(`\nroute-sizes (issue 27):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
