import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, parseAst, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
// The same locale trimming as @console/ui's own build: the console reads react-aria from node_modules.
import { dropReactAriaLocalesVite } from '../../packages/ui/build/reactAriaLocales';
import { moduleLayers } from './build/chunks';
import { dropOperationDocsVite } from './build/dropOperationDocs';
import { featureFolders, preloadsJson } from './build/preloadsPlugin';

/**
 * react-router 7 exports its development build under every condition (no "production"
 * condition); its production build beside it differs by ENABLE_DEV_WARNINGS = false, so the
 * bundler drops the development warnings and the developer's error screen. `vite build` takes it
 * by path; the dev server and the tests keep the warnings. scripts/route-sizes.mjs checks the
 * bundle for the development build's strings.
 */
function routerProductionBuild(): Plugin {
  const require = createRequire(import.meta.url);
  const development = path.dirname(
    createRequire(require.resolve('react-router-dom')).resolve('react-router'),
  );
  const production = path.join(development, '..', 'production');
  return {
    name: 'console:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/** A module id pattern: any of the folders, matching either path separator. */
function under(...folders: string[]): RegExp {
  const sep = String.raw`[\\/]`;
  return new RegExp(folders.map((folder) => `${sep}${folder.split('/').join(sep)}${sep}`).join('|'));
}

/** Packages as installed under node_modules (pnpm's `.pnpm/x@1/node_modules/x` too). */
const packages = (...names: string[]) => under(...names.map((name) => `node_modules/${name}`));

const UI = 'packages/ui/src';

/**
 * Code only some screens need, each a file of its own that only those screens load, with the
 * modules only such screens load (build/chunks.ts), by repository path: @console/ui's controls on
 * a heavy engine, and the contract's LINE message checker.
 */
const ENGINES: Record<string, string[]> = {
  // The controls on radix's popper and floating-ui (the Select, the Menu, the date and time
  // inputs' popover): one file, so that screens without any of them do not load the popper. The
  // Menu's users (4 screens, measured 2026-11-26) all show a Select.
  'ui-popup': [
    'Select/Select.tsx',
    'Menu/Menu.tsx',
    'DateInput/DateInput.tsx',
    'TimeInput/TimeInput.tsx',
  ].map((file) => `${UI}/components/${file}`),
  'ui-calendar': [`${UI}/components/Calendar/Calendar.tsx`],
  'ui-sortable': [`${UI}/components/SortableList/SortableList.tsx`],
  // The LINE preview (issue 29), with what only the screens showing it load: the tel template form
  // and the template editor (and the editor's LINE checker). In `shared` it would cost every other
  // screen its ~3 kB gzip (measured 2026-11-27).
  line: [`${UI}/components/LinePreview/LinePreview.tsx`],
};

const consoleRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The feature of a screen: its folder, one of the console's feature folders (or the contract's
 * folder of the same name).
 */
const FEATURE = new RegExp(
  String.raw`[\\/](?:apps[\\/]console|packages[\\/]contract)[\\/]src[\\/](${featureFolders(consoleRoot).join('|')})[\\/]`,
);

/**
 * How the build groups modules into files (build/chunks.ts says why): highest priority first, each
 * group takes only the modules it names (includeDependenciesRecursively: false; a module's
 * imports are named by their own roots), what none takes stays in its root's file.
 */
function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  const layerIn = moduleLayers(
    {
      consoleStart: /[\\/]apps[\\/]console[\\/](index\.html|src[\\/]auth[\\/]LoginPage\.tsx)$/,
      bookingEntry: /[\\/]apps[\\/]console[\\/]booking\.html$/,
      bookingLazy: /[\\/]apps[\\/]console[\\/]src[\\/]booking[\\/]/,
      theme: /[\\/]packages[\\/]ui[\\/]src[\\/]themes[\\/]\w+[\\/]index\.ts$/,
      shell: /[\\/]apps[\\/]console[\\/]src[\\/](app[\\/]MenuDrawer\.tsx|shared[\\/]schemas\.ts)$/,
      feature: (root) => {
        const feature = FEATURE.exec(root)?.[1];
        // The pages' sites and boards: parts with screens of their own (build/chunks.ts layerOf).
        const part =
          feature === 'pages' ? /[\\/]src[\\/]pages[\\/](sites|boards)[\\/]/.exec(root)?.[1] : undefined;
        return part ? `${feature}/${part}` : feature;
      },
    },
    Object.fromEntries(
      Object.entries(ENGINES).map(([name, files]) => [
        name,
        files.map((file) => fileURLToPath(new URL(`../../${file}`, import.meta.url))),
      ]),
    ),
    parseAst,
  );
  return [
    // Libraries that change rarely get files of their own, so a release of the app does not make
    // browsers download them again (hashed names, cached as immutable by the server). React for
    // both pages; the router and SWR for the console (the booking page has neither).
    // With Vite's preloading of a lazy file's imports, which any file may import.
    {
      name: 'vendor-react',
      test: (id) => packages('react', 'react-dom', 'scheduler').test(id) || id === '\0vite/preload-helper.js',
      priority: 100,
    },
    {
      name: 'vendor',
      test: packages(
        'react-router',
        'react-router-dom',
        'cookie',
        'set-cookie-parser',
        'swr',
        'use-sync-external-store',
        'dequal',
      ),
      priority: 95,
    },
    // chart.js (52 kB gzip) with the console's one bar chart on it (shared/BarChart.tsx, 0.8 kB: a
    // file of its own would be one more small file), for the screens that draw a chart, the
    // funnels' and the forms' answers: left to the layers, two features' use put them in the file
    // every screen shares.
    {
      name: 'chart',
      test: (id) =>
        packages('chart.js', '@kurkle/color').test(id) || /[\\/]src[\\/]shared[\\/]BarChart\.tsx$/.test(id),
      priority: 90,
    },
    // The rest by the roots that load each module (build/chunks.ts). zod apart from the router:
    // the login screen and the booking page's first render parse no answer; with the public
    // schemas the booking form's checks share with the screens (one file, not two).
    {
      name: (id, graph) => {
        if (packages('zod').test(id)) return 'vendor-zod';
        const layer = layerIn(id, graph);
        return layer === 'booking-shared' ? 'vendor-zod' : layer;
      },
      debugName: 'layers',
      priority: 50,
    },
  ];
}

export default defineConfig({
  plugins: [
    routerProductionBuild(),
    react(),
    vanillaExtractPlugin(),
    dropReactAriaLocalesVite(),
    // The operations' Japanese summaries and descriptions are for the API document, not the page.
    dropOperationDocsVite(),
    // dist/preloads.json: each route's first files, for the server's page (build/preloads.ts).
    preloadsJson(consoleRoot),
    // Brotli and gzip files beside each asset, built once here; the server sends the one the
    // browser accepts (@fastify/static preCompressed) instead of compressing per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|json|txt|map)$/,
      threshold: 1024,
    }),
  ],
  // Workspace packages (@console/ui, @console/contract) are consumed from their TypeScript source.
  resolve: {
    conditions: ['@console/source', ...defaultClientConditions],
    // vanilla-extract evaluates the app's .css.ts files in its own compiler, which does not apply
    // the `source` condition: without this alias it took the theme contract from packages/ui/dist,
    // whose variable names differ from the source build's, and every app style lost its tokens.
    alias: { '@console/ui/css': fileURLToPath(new URL('../../packages/ui/src/css.ts', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    // The server's CSP is script-src 'self': the polyfill would be an inline script.
    modulePreload: { polyfill: false },
    // scripts/route-sizes.mjs reads which chunks each route loads from here.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // The console, and the customers' booking page with an entry of its own (issue 15).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        booking: fileURLToPath(new URL('./booking.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: chunkGroups(), includeDependenciesRecursively: false } },
    },
  },
});
