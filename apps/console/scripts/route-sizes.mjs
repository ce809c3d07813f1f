// Bytes and files of JavaScript each console route loads on a first visit: what the built page
// (dist/index.html) loads before its first render (its scripts and module preloads: the entry with
// the themes, the menu layout and the session's schema), then from the Vite manifest the route's
// lazily loaded screen with its static imports. Later visits reuse shared chunks.
//
//   node scripts/route-sizes.mjs     prints one line per route (raw, gzip, brotli, JS and CSS
//                                    files) and fails when a route's first load is more than
//                                    MAX_JS_FILES JavaScript files (issue 27), or when the bundle
//                                    carries react-router's development build
//   import { routeFirstLoads }       the same as data, for size-limit (.size-limit.js)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');

/**
 * Issue 27: the first load of any screen in at most 12 JavaScript files (vendor, app shell, ui,
 * the route); each request costs a round trip and about 1 KB of headers on a phone.
 */
export const MAX_JS_FILES = 12;

/**
 * Strings only react-router's development build has (warnings behind its ENABLE_DEV_WARNINGS and
 * the developer's error screen): vite.config.ts resolves its production build for `vite build`.
 * (`You should call navigate() in a React.useEffect` is in both builds, so it tells nothing.)
 */
export const ROUTER_DEVELOPMENT_STRINGS = [
  'You rendered descendant <Routes>',
  'Hey developer',
  'You should not include both `Component` and `element`',
];

/** The files a built page loads before its first render: its scripts, module preloads and stylesheets. */
function pageFiles(distDir, html) {
  const page = readFileSync(path.join(distDir, html), 'utf8');
  return [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
}

/** Screen modules of each feature, read from its routes.ts: `import('./TelListPage')`. */
function screenModules() {
  const screens = [];
  for (const feature of readdirSync(path.join(root, 'src'))) {
    const file = path.join(root, 'src', feature, 'routes.ts');
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/import\('\.\/(\w+)'\)/g)) {
      const key = `src/${feature}/${match[1]}.tsx`;
      // One module may draw several routes (コースの設定 and スタッフ・設備の設定): one first load.
      if (!screens.some((screen) => screen.key === key)) screens.push({ name: match[1], key });
    }
  }
  return screens;
}

export function routeFirstLoads(distDir = dist, { css = false } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-sizes: ${key} is not in the build manifest`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    if (css) for (const sheet of chunk.css ?? []) files.add(sheet);
    for (const next of chunk.imports ?? []) closure(next, files);
    return files;
  };
  const wanted = (file) => file.endsWith('.js') || (css && file.endsWith('.css'));
  const theme = Object.keys(manifest).find((key) => key.endsWith('themes/console/index.ts'));
  const first = (html) => new Set(pageFiles(distDir, html).filter(wanted));
  const shared = first('index.html');
  const routes = screenModules().map(({ name, key }) => {
    const files = closure(key, new Set(shared));
    return { name, files: [...files].map((file) => path.join(distDir, file)) };
  });
  // The booking page: its entry and the default theme (it awaits the salon's theme before its first render).
  if (existsSync(path.join(distDir, 'booking.html'))) {
    const files = closure(theme, first('booking.html'));
    routes.push({ name: 'BookingPage', files: [...files].map((file) => path.join(distDir, file)) });
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

/** The built chunks that carry one of react-router's development-only strings. */
export function routerDevelopmentChunks(distDir = dist) {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const code = readFileSync(path.join(assets, file), 'utf8');
      return ROUTER_DEVELOPMENT_STRINGS.some((text) => code.includes(text));
    });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
  console.log('first load of each route (JavaScript)      raw      gzip    brotli    JS  CSS');
  const failures = [];
  for (const route of routeFirstLoads(dist, { css: true })) {
    const js = route.files.filter((file) => file.endsWith('.js'));
    const cssFiles = route.files.length - js.length;
    const { raw, gzip, brotli } = sizes(js);
    console.log(
      `${route.name.padEnd(38)}${kb(raw)} ${kb(gzip)} ${kb(brotli)}  ${String(js.length).padStart(4)} ${String(cssFiles).padStart(4)}`,
    );
    if (js.length > MAX_JS_FILES)
      failures.push(`${route.name}: ${js.length} JavaScript files (at most ${MAX_JS_FILES})`);
  }
  const development = routerDevelopmentChunks();
  if (development.length > 0)
    failures.push(`react-router's development build is in the bundle: ${development.join(', ')}`);
  if (failures.length > 0) {
    console.error(`\nroute-sizes:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
