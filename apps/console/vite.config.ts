import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

import { compression } from 'vite-plugin-compression2';
// The same locale trimming as @console/ui's own build: the console reads react-aria from node_modules.
import { dropReactAriaLocalesVite } from '../../packages/ui/build/reactAriaLocales';
import { dropOperationDocsVite } from './build/dropOperationDocs';

/** A module id pattern from folder names, matching either path separator. */
function under(...folders: string[]): RegExp {
  const sep = String.raw`[\\/]`;
  return new RegExp(folders.map((folder) => `${sep}${folder.split('/').join(sep)}${sep}`).join('|'));
}

/** Any of the packages, as installed under node_modules (pnpm's `.pnpm/x@1/node_modules/x` too). */
const packages = (...names: string[]) => under(...names.map((name) => `node_modules/${name}`));

/**
 * react-router's package exports its development build under every condition (7.18: no
 * "production" condition); its production build beside it differs by ENABLE_DEV_WARNINGS = false,
 * so the bundler drops the warnings and the developer error screen. `vite build` takes it by path.
 */
const routerDom = createRequire(import.meta.url).resolve('react-router-dom');
const routerDevelopment = path.dirname(createRequire(routerDom).resolve('react-router'));
const routerProduction = path.join(routerDevelopment, '..', 'production');

/** The build's two pages: the console, and the customers' booking page with its own entry (issue 15). */
const INPUT = {
  main: fileURLToPath(new URL('./index.html', import.meta.url)),
  booking: fileURLToPath(new URL('./booking.html', import.meta.url)),
};

const UI = 'packages/ui/src';
const CONSOLE = 'apps/console/src';
const CONTRACT = 'packages/contract/src';

type ModuleGraph = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * Files of a folder, by base name without extension (`a.css.ts` is `a.css`), with the stylesheet
 * vanilla-extract makes of a `.css.ts` file (`a.css.ts.vanilla.css`).
 */
function files(folder: string, ...names: string[]): RegExp {
  const sep = String.raw`[\\/]`;
  return new RegExp(
    `${sep}${folder.split('/').join(sep)}${sep}(${names.join('|')})\\.tsx?(\\.vanilla\\.css)?($|\\?)`,
  );
}

const anyOf =
  (...patterns: RegExp[]) =>
  (id: string) =>
    patterns.some((pattern) => pattern.test(id));

/** The features: a folder of the console and one of the contract each. */
const FEATURES = 'auth|friends|home|journeys|salon|setting|tel|account';

/** The console's modules every page of the console needs before its first render. */
const APP_SHELL = anyOf(
  files(CONSOLE, 'main'),
  files(
    `${CONSOLE}/app`,
    'App',
    'App.css',
    'routes',
    'features',
    'messages',
    'DocumentTitle',
    'NotFoundPage',
    'RouteError',
    'e2eFixtures',
  ),
  files(`${CONSOLE}/(${FEATURES})`, 'routes'),
  files(`${CONSOLE}/shared`, 'fetcher', 'me', 'feature', 'guard', 'messages', 'pages.css'),
  files(CONTRACT, 'paging', 'permissions', 'routes'),
  // A feature's route table is in its folder's index (with the re-exports of its operations).
  files(`${CONTRACT}/(${FEATURES})`, 'index', 'paths', 'routes'),
);

/**
 * The rest of what every console screen needs, loaded beside the entry: the menu layout, the rest
 * of the design system (with radix's focus scope and layers, which the engines share: taken here
 * first, so that the engines' groups do not take them), the response schemas, the console's shared
 * helpers, the session's operations.
 */
const SHELL = (id: string) =>
  !ENGINE_ONLY.test(id) &&
  !SHARED_FRIENDS.test(id) &&
  (under(
    `${UI}/components`,
    `${UI}/internal`,
    `${CONSOLE}/app`,
    `${CONSOLE}/shared`,
    'node_modules/@radix-ui',
  ).test(id) ||
    under(
      'node_modules/react-remove-scroll',
      'node_modules/react-remove-scroll-bar',
      'node_modules/aria-hidden',
    ).test(id) ||
    under(
      'node_modules/use-callback-ref',
      'node_modules/use-sidecar',
      'node_modules/react-style-singleton',
      'node_modules/tslib',
    ).test(id) ||
    // The toasts' and the menu's screen-reader announcements.
    under('node_modules/react-aria/dist/private/live-announcer').test(id) ||
    // The login call and the menu's logout, with the session's operations and schemas.
    files(`${CONSOLE}/auth`, 'api').test(id) ||
    files(`${CONTRACT}/auth`, 'operations', 'schemas').test(id) ||
    files(CONTRACT, 'schemas').test(id));

/** What both pages need before their first render: the theme provider, a form's controls, the page meta. */
const PAGE_COMMON = anyOf(
  // The bundler's runtime and Vite's preloading of a lazy chunk's imports.
  /^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)/,
  under(
    `${UI}/components/ConsoleUIProvider`,
    `${UI}/components/Button`,
    `${UI}/components/TextField`,
    `${UI}/components/Textarea`,
    `${UI}/internal/field`,
    `${UI}/internal/ime`,
    `${UI}/internal/layer`,
    `${UI}/themes`,
    'node_modules/get-nonce',
  ),
  files(UI, 'css'),
  files(`${UI}/internal`, 'styleNonce', 'surface.css', 'visuallyHidden.css'),
  files(`${UI}/internal/popover`, 'useAnchoredPopover'),
  files(`${CONSOLE}/shared`, 'meta', 'theme', 'dates', 'form.css', 'focus.css'),
  // The operation table's URL helpers (the booking page calls the public operations too).
  files(CONTRACT, 'meta', 'oem', 'api', 'operations', 'errors'),
);

const FEATURE_FOLDER = new RegExp(
  String.raw`[\\/](?:apps[\\/]console|packages[\\/]contract)[\\/]src[\\/](${FEATURES})[\\/]`,
);

/** What only the engine chunks below use: the Select, the calendar and date inputs, the sortable list. */
const ENGINE_ONLY = under(
  ...[
    'Select',
    'Calendar',
    'DateInput',
    'DatePicker',
    'TimeInput',
    'Timeline',
    'SortableList',
    'InsertMenu',
  ].map((name) => `${UI}/components/${name}`),
  `${UI}/internal/popover`,
  'node_modules/@radix-ui/react-select',
  'node_modules/@radix-ui/react-popper',
  'node_modules/@radix-ui/react-popover',
  'node_modules/@floating-ui',
  'node_modules/@dnd-kit',
);

/** Helpers in shared/ that read the friends' lists and variables (the friends feature's data). */
const SHARED_FRIENDS = files(`${CONSOLE}/shared`, 'friendLists', 'sharedData', 'useSharedData');

/** A screen module (a route's lazy import): it stays the route's own chunk. */
const isScreen = (id: string, graph: ModuleGraph) =>
  (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

/**
 * How the build groups modules into files (issue 27: a first load in at most 12 JavaScript files,
 * none tiny: each request costs about 1 KB of headers and a round trip on a phone, and the
 * bundler's automatic splitting made 117 files, down to 94 bytes). Highest priority first; a
 * module goes to the first group whose test takes it. Most groups take only the modules their
 * test names (includeDependenciesRecursively: false): @console/ui and @console/contract are read
 * through barrel files, and following imports through them pulls code only a lazy screen uses
 * into a file every page loads. What no group takes (a screen's own modules) stays in the
 * screen's lazy chunk. The resulting first loads are checked by scripts/route-sizes.mjs.
 */
const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // The barrels re-export every control and schema and hold no code of their own.
  {
    name: 'barrels',
    test: /[\\/]packages[\\/](ui|contract)[\\/]src[\\/]index\.ts$/,
    includeDependenciesRecursively: false,
    priority: 200,
  },
  // Libraries that change rarely get chunks of their own, so a release of the app does not make
  // browsers download them again (hashed names, cached as immutable by the server). React for
  // both pages; the router and SWR for every console screen (the booking page has neither).
  { name: 'vendor-react', test: packages('react', 'react-dom', 'scheduler'), priority: 100 },
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
    priority: 100,
  },
  // Both pages before their first render. The six brand themes are a few hundred bytes each:
  // in here, the theme costs no second round trip after the entry.
  { name: 'common', test: PAGE_COMMON, includeDependenciesRecursively: false, priority: 95 },
  // The console's shell: its entry, the router's table of every feature, the fetcher, the session
  // probe and the guard, the menu layout and the controls every screen uses.
  {
    name: 'app',
    test: (id) => APP_SHELL(id) || SHELL(id),
    includeDependenciesRecursively: false,
    priority: 94,
  },
  // zod with the forms' Japanese messages (@console/contract/validation, 1.2 kB gzip: less than a
  // request's cost): the booking page's form checks and every console screen that parses an
  // answer or checks a form; not the login screen.
  {
    name: 'zod',
    test: anyOf(packages('zod'), under(`${CONTRACT}/validation`)),
    includeDependenciesRecursively: false,
    priority: 90,
  },
  // The salon's schemas with the public booking API's: the booking page and the salon screens.
  {
    name: 'salon-schemas',
    test: files(`${CONTRACT}/salon`, 'public', 'public-api', 'public-operations', 'schemas'),
    includeDependenciesRecursively: false,
    priority: 89,
  },
  // The design system's heavy engines, each with the controls that use it, loaded only by the
  // screens that show such a control: the radix Select with its popper, the react-aria calendar
  // with the date and time inputs' popover (and the salon's Timeline, which draws on it), the
  // sortable list on @dnd-kit.
  {
    name: 'ui-select',
    test: under(
      `${UI}/components/Select`,
      'node_modules/@radix-ui/react-select',
      'node_modules/@radix-ui/react-popper',
      'node_modules/@floating-ui',
    ),
    priority: 80,
  },
  {
    name: 'ui-calendar',
    test: under(
      `${UI}/components/Calendar`,
      `${UI}/components/DateInput`,
      `${UI}/components/DatePicker`,
      `${UI}/components/TimeInput`,
      `${UI}/components/Timeline`,
      `${UI}/components/InsertMenu`,
      `${UI}/internal/popover`,
      'node_modules/@radix-ui/react-popover',
      'node_modules/react-aria',
      'node_modules/react-stately',
      'node_modules/@react-aria',
      'node_modules/@react-stately',
      'node_modules/@internationalized',
    ),
    priority: 80,
  },
  { name: 'ui-dnd', test: under(`${UI}/components/SortableList`, 'node_modules/@dnd-kit'), priority: 80 },
  // A feature's modules its screens share (hooks, messages, operations, schemas): one file per
  // feature beside the screen's own.
  {
    name: (id, graph) => {
      // The friends' lists and variables some screens of the other features show too.
      if (SHARED_FRIENDS.test(id)) return 'friends';
      const feature = FEATURE_FOLDER.exec(id)?.[1];
      return feature && !isScreen(id, graph) ? feature : null;
    },
    debugName: 'features',
    includeDependenciesRecursively: false,
    priority: 60,
  },
];

/** `vite build` only (the dev server and the tests keep the development build's warnings). */
function routerProductionBuild(): Plugin {
  return {
    name: 'console:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(routerProduction, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(routerProduction, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    routerProductionBuild(),
    react(),
    vanillaExtractPlugin(),
    dropReactAriaLocalesVite(),
    // The operations' Japanese summaries and descriptions are for the API document, not the page.
    dropOperationDocsVite(),
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
    alias: [
      // vanilla-extract evaluates the app's .css.ts files in its own compiler, which does not apply
      // the `source` condition: without this alias it took the theme contract from packages/ui/dist,
      // whose variable names differ from the source build's, and every app style lost its tokens.
      {
        find: '@console/ui/css',
        replacement: fileURLToPath(new URL('../../packages/ui/src/css.ts', import.meta.url)),
      },
    ],
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
      input: INPUT,
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
});
