// Size budgets of @console/ui (kB = 1000 bytes): the min+gzip cost for an app that imports one control from the BUILT
// package (`dist/`), dependencies included, react and react-dom (peers) excluded.
// Run from the repository root: `pnpm test:size` (scripts/test-size.sh). A budget over its limit fails.
// A new control needs one line in `budgets`: [export name, limit].
import { readFileSync } from 'node:fs';

const budgets = [
  ['Checkbox', '3 kB'],
  ['TextField', '4 kB'],
  // The browser's file input with Japanese texts and the shared Field (2026-11).
  ['FileInput', '1.5 kB'],
  // Issue #3 set 25 kB. Radix Select measured 33.1 kB (floating-ui, scroll lock, collection); our own listbox
  // measured 3.63 kB (2026-11). Held at 5 kB so a new dependency cannot creep in unnoticed.
  ['Select', '5 kB'],
  // DateInput brings its calendar popover with it.
  ['DateInput', '45 kB'],
  // Own windowing (no virtualisation library); with Checkbox and the Toast context it measured 4.19 kB (2026-11).
  ['ListTable', '4.5 kB'],
  ['SidePanel', '1.5 kB'],
  ['useSidePanel', '1 kB'],
  // @dnd-kit/core + sortable + utilities measured 17.8 kB with our list (2026-11).
  ['SortableList', '19 kB'],
  // The hook shares SortableList's chunk, and dnd-kit's module-level code cannot be dropped from it (5.8 kB).
  ['useOptimisticOrder', '7 kB'],
  // Timeline (lane layout, drag, week dates from the calendar helpers) measured 4.04 kB (2026-11).
  ['Timeline', '4.5 kB'],
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
