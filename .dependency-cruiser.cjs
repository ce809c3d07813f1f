// Import direction (ARCHITECTURE.md "Layout", CONVENTIONS.md "One direction of flow"):
// shared code → features → the app layer. A feature folder imports shared code, @console/contract
// and @console/ui, never another feature and never the app layer; ui never imports the apps.
// Any folder that is not named as shared below is a feature, so a new feature is covered without
// touching this file. `pnpm lint` runs it; scripts/lint-fixtures proves each rule still bites.

const CONSOLE_SHARED = '(app|shared|test)';
const SERVER_PLATFORM = '(plugins|db|auth|console-html|content|storage)';
/** Integration tests render the whole app; the rule is about product code. */
const TESTS = '\\.(test|stories)\\.tsx?$|/(testing|fixtures)\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'console-feature-to-other-feature',
      comment: 'A console feature imports shared/, contract and ui only: never another feature or app/.',
      severity: 'error',
      from: { path: '^apps/console/src/([^/]+)/', pathNot: [`^apps/console/src/${CONSOLE_SHARED}/`, TESTS] },
      to: {
        path: '^apps/console/src/([^/]+)/',
        pathNot: ['^apps/console/src/$1/', '^apps/console/src/shared/'],
      },
    },
    {
      name: 'console-shared-to-feature',
      comment: 'shared/ is below every feature: it imports no feature and not app/.',
      severity: 'error',
      from: { path: '^apps/console/src/shared/', pathNot: TESTS },
      to: { path: '^apps/console/src/', pathNot: '^apps/console/src/shared/' },
    },
    {
      name: 'server-feature-to-other-feature',
      comment:
        'A server feature imports the platform (plugins, db, auth, root helpers) only: never another feature or the app.',
      severity: 'error',
      from: { path: '^apps/server/src/([^/]+)/', pathNot: `^apps/server/src/${SERVER_PLATFORM}/` },
      to: {
        path: ['^apps/server/src/([^/]+)/', '^apps/server/src/(app|features|index|worker)\\.ts$'],
        pathNot: ['^apps/server/src/$1/', `^apps/server/src/${SERVER_PLATFORM}/`],
      },
    },
    {
      name: 'server-platform-to-feature',
      comment: 'The platform knows no feature; the app layer (app.ts, features.ts) composes them.',
      severity: 'error',
      from: { path: `^apps/server/src/${SERVER_PLATFORM}/` },
      to: {
        path: ['^apps/server/src/([^/]+)/', '^apps/server/src/(app|features|index|worker)\\.ts$'],
        pathNot: `^apps/server/src/${SERVER_PLATFORM}/`,
      },
    },
    {
      name: 'contract-feature-to-other-feature',
      comment:
        "A contract feature folder builds on the contract root files, validation/ (the shared Japanese messages of failed rules) and line/ (LINE's message objects and limits, which every sending feature shares) only.",
      severity: 'error',
      from: {
        path: '^packages/contract/src/([^/]+)/',
        pathNot: ['^packages/contract/src/validation/', '^packages/contract/src/line/'],
      },
      to: {
        path: '^packages/contract/src/([^/]+)/',
        pathNot: [
          '^packages/contract/src/$1/',
          '^packages/contract/src/validation/',
          '^packages/contract/src/line/',
        ],
      },
    },
    {
      name: 'ui-to-apps',
      comment: '@console/ui is imported by apps, never the other way round.',
      severity: 'error',
      from: { path: '^packages/(ui|contract)/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tsbuild)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@console/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
