// Proves the import-direction rules still bite: cruises scripts/lint-fixtures (a miniature of the
// repository with one violation per rule) and fails unless exactly these violations are reported.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const fixtures = fileURLToPath(new URL('./lint-fixtures/', import.meta.url));
const config = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));
const bin = fileURLToPath(new URL('../node_modules/.bin/depcruise', import.meta.url));

const expected = [
  'apps/console/src/shared/bad.ts → apps/console/src/tel/hooks.ts: console-shared-to-feature',
  'apps/console/src/tel/bad.ts → apps/console/src/app/features.ts: console-feature-to-other-feature',
  'apps/console/src/tel/bad.ts → apps/console/src/setting/hooks.ts: console-feature-to-other-feature',
  'apps/server/src/plugins/bad.ts → apps/server/src/tel/service.ts: server-platform-to-feature',
  'apps/server/src/tel/bad.ts → apps/server/src/account/service.ts: server-feature-to-other-feature',
  'apps/server/src/tel/bad.ts → apps/server/src/features.ts: server-feature-to-other-feature',
  'packages/contract/src/tel/bad.ts → packages/contract/src/auth/schemas.ts: contract-feature-to-other-feature',
  'packages/ui/src/bad.ts → apps/console/src/app/features.ts: ui-to-apps',
];

let output;
try {
  output = execFileSync(bin, ['apps', 'packages', '--config', config, '--output-type', 'json'], {
    cwd: fixtures,
    encoding: 'utf8',
  });
} catch (error) {
  // depcruise exits non-zero when it finds violations; its JSON is still on stdout.
  output = error.stdout;
}
const { summary } = JSON.parse(output);
const found = summary.violations.map((v) => `${v.from} → ${v.to}: ${v.rule.name}`).sort();
const missing = expected.filter((line) => !found.includes(line));
const extra = found.filter((line) => !expected.includes(line));
if (missing.length || extra.length) {
  console.error('import-direction rules do not report what the fixtures break:');
  for (const line of missing) console.error(`  missing: ${line}`);
  for (const line of extra) console.error(`  unexpected: ${line}`);
  process.exit(1);
}
console.log(`import-direction rules: all ${expected.length} fixture violations reported`);
