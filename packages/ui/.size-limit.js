// Size budgets of @console/ui (kB = 1000 bytes): the min+gzip cost for an app that imports one control from the BUILT
// package (`dist/`), dependencies included, react and react-dom (peers) excluded.
// Run from the repository root: `pnpm test:size` (scripts/test-size.sh). A budget over its limit fails.
// A new control needs one line in `budgets`: [export name, limit].
import { readFileSync } from 'node:fs';

// Budgets come from measurement (2026-11, issue #12). The product's design card names the engines; a budget
// below an engine's cost is raised, the engine is not replaced. Every exported control has a line, so
// the README's size table (scripts/ui-size-table.mjs) lists them all.
const budgets = [
  ['Button', '1 kB'],
  ['Checkbox', '3 kB'],
  ['TextField', '4 kB'],
  ['Textarea', '4 kB'],
  // The browser's file input with Japanese texts and the shared Field.
  ['FileInput', '1.5 kB'],
  // A label around the browser's file input with drag-and-drop handlers; no dependency.
  ['FileDropZone', '1 kB'],
  // @radix-ui/react-select (floating-ui, focus scope, scroll lock, aria-hidden) measured 32.1 kB alone and
  // 33.98 kB with our typeahead and list keys. Issue #12: at most 36 kB.
  ['Select', '36 kB'],
  // The calendar grid (react-aria's calendar hooks with the ja-JP and en-US strings, 20.8 kB) in a
  // @radix-ui/react-popover (floating-ui, dismissable layer, presence: 23.9 kB), and the Japanese date
  // parser: 71.21 kB measured. Issue #12 set 70 kB, below what the two named engines cost together;
  // raised to 72 kB rather than replacing an engine.
  ['DateInput', '72 kB'],
  ['DatePicker', '72 kB'],
  ['Calendar', '45 kB'],
  // The hour and minute lists in the same Radix popover.
  ['TimeInput', '30 kB'],
  // Own windowing (no virtualisation library); with Checkbox and the Toast context it measured 4.19 kB;
  // with the loading rows (Skeleton) and the card layout's labels (issue 27) 4.95 kB.
  ['ListTable', '5.5 kB'],
  ['Modal', '6.5 kB'],
  ['ConfirmDialog', '7 kB'],
  ['ToastProvider', '4 kB'],
  ['SidePanel', '1.5 kB'],
  ['useSidePanel', '1 kB'],
  // @dnd-kit/core + sortable + utilities measured 17.8 kB with our list.
  ['SortableList', '19 kB'],
  // The hook shares SortableList's chunk, and dnd-kit's module-level code cannot be dropped from it (5.8 kB).
  ['useOptimisticOrder', '7 kB'],
  // Timeline (lane layout, drag, week dates from the calendar helpers, which are @internationalized/date
  // now: +3.8 kB) measured 7.88 kB.
  ['Timeline', '9 kB'],
  // The insertion menu of message editors (issue 16) in the same @radix-ui/react-popover as DateInput
  // (floating-ui, dismissable layer, presence) with Button: 26.11 kB measured.
  ['InsertMenu', '27 kB'],
  // @radix-ui/react-dropdown-menu (menu, roving focus, collection, and the floating-ui popper, dismissable
  // layer and focus scope it shares with the popovers) with Button: 31.5 kB measured (issue 27).
  ['Menu', '32.5 kB'],
  // Shapes and one hidden status, no script of its own beyond that: 503 B measured.
  ['Skeleton', '1 kB'],
  ['Breadcrumb', '1.5 kB'],
  ['PageHeader', '1.5 kB'],
  ['PageContent', '1 kB'],
  ['BottomBar', '1 kB'],
  ['ConsoleUIProvider', '2 kB'],
  // LINE's talk room (issue 29): plain elements and styles, no engine. With Flex layout drawn as
  // LINE draws it (sizes, spacing, paddings, gradients, positions, spans, version notes): 5.34 kB
  // measured 2026-11-27 (was 2.1 kB before the Flex rules).
  ['LinePreview', '6 kB'],
  // The Flex Message editor's controls: no engine, the WAI-ARIA patterns written out.
  // Tabs (roving focus over plain buttons): 1.06 kB measured.
  ['Tabs', '1.2 kB'],
  // The browser's radio buttons drawn as joined buttons, in the shared Field: 0.87 kB measured.
  ['SegmentedControl', '1 kB'],
  // The shared Field and commit-on-blur text (useCommittedText) with the number reader: 2.48 kB measured.
  ['NumberStepper', '2.6 kB'],
  // The same with the colour reader and the browser's colour picker: 2.27 kB measured.
  ['ColorInput', '2.4 kB'],
  // The rich-menu area editor (issue 30): own pointer and keyboard code and geometry, no engine, with the
  // list's NumberStepper, Button and the snap Checkbox: 8.20 kB measured 2026-11-27 (+0.3 kB, rounded up to 0.5).
  ['AreaEditor', '8.5 kB'],
  // The one-to-one chat history: @tanstack/react-virtual (virtual-core with its end anchoring, measured rows,
  // scroll following) with our rows, day separators and Japan-time formatters: 12.89 kB measured 2026-11-29
  // (+0.3 kB, rounded up to 0.5).
  ['ChatLog', '13.5 kB'],
];
// Issue #12: at most 180 kB for `import *` (every engine at once).
const wholePackage = '180 kB';

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
