// Bytes of JavaScript each console route loads on a first visit, from the Vite manifest: the entry
// and its static imports, the default theme (main.tsx awaits it before the first render), for a
// route inside the shell the shell layout and the session probe's schema (both loaded on demand),
// and the route's lazily loaded screen with its static imports. Later visits reuse shared chunks.
//
//   node scripts/route-sizes.mjs     prints one line per route (raw, gzip, brotli)
//   import { routeFirstLoads }       the same as data, for size-limit (.size-limit.cjs)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');

/** What every route inside the side-menu shell loads besides its screen (see app/routes.tsx, shared/me.ts). */
const SHELL_MODULES = ['src/app/Shell.tsx', 'src/shared/schemas.ts'];

/** Routes drawn outside the shell (no session probe): `shell: false` in the contract's route tables. */
function outsideShell() {
  const names = new Set();
  const contract = path.join(root, '../../packages/contract/src');
  for (const dir of readdirSync(contract)) {
    const file = path.join(contract, dir, dir === 'tel' ? 'routes.ts' : 'index.ts');
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/name: '(\w+)'[^}]*?shell: false/g))
      names.add(match[1]);
  }
  return names;
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

export function routeFirstLoads(distDir = dist) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-sizes: ${key} is not in the build manifest`);
    if (!chunk.file.endsWith('.js') || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) closure(next, files);
    return files;
  };
  // The console's entry (the build has a second one, the customers' booking page).
  const entry = 'index.html';
  const theme = Object.keys(manifest).find((key) => key.endsWith('themes/console/index.ts'));
  const shared = closure(theme, closure(entry));
  const outside = outsideShell();
  const routes = screenModules().map(({ name, key }) => {
    const files = new Set(shared);
    if (!outside.has(name)) for (const module of SHELL_MODULES) closure(module, files);
    closure(key, files);
    return { name, files: [...files].map((file) => path.join(distDir, file)) };
  });
  // The booking page: its entry and the default theme (it awaits the salon's theme the same way).
  if (manifest['booking.html']) {
    const booking = closure(theme, closure('booking.html'));
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

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
  console.log('first load of each route (JavaScript)      raw      gzip    brotli  files');
  for (const route of routeFirstLoads()) {
    const { raw, gzip, brotli } = sizes(route.files);
    console.log(`${route.name.padEnd(38)}${kb(raw)} ${kb(gzip)} ${kb(brotli)}  ${route.files.length}`);
  }
}
