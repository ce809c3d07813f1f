// Size budgets of @console/ui (kB = 1000 bytes): the min+gzip cost for an app that imports one control from the BUILT
// package (`dist/`), dependencies included, react and react-dom (peers) excluded.
// Run from the repository root: `pnpm test:size` (scripts/test-size.sh). A budget over its limit fails.
// A new control needs one line in `budgets`: [export name, limit].
import { readFileSync } from 'node:fs';

const budgets = [
  ['Checkbox', '3 kB'],
  ['TextField', '4 kB'],
  // Issue #3 set 25 kB, but asked for Radix Select too: Radix with its popper (floating-ui), scroll lock and
  // collection measured 33.1 kB here, our own code about 1 kB of it. Keeping Radix's tested keyboard and
  // screen-reader behaviour is worth more than 8 kB; the budget holds it there so it cannot creep.
  ['Select', '35 kB'],
  // DateInput brings its calendar popover with it.
  ['DateInput', '45 kB'],
];
const wholePackage = '120 kB';

const { peerDependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const common = {
  path: 'dist/index.js',
  gzip: true,
  ignore: Object.keys(peerDependencies),
  // index.js keeps bare imports of side-effect-free chunks for evaluation order; dropping them is right.
  modifyEsbuildConfig: (config) => ({ ...config, logOverride: { 'ignored-bare-import': 'silent' } }),
};

export default [
  ...budgets.map(([name, limit]) => ({ ...common, name, import: `{ ${name} }`, limit })),
  { ...common, name: 'パッケージ全体（import *）', import: '*', limit: wholePackage },
];
