import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  type Layers,
  layerOf,
  type ModuleFacts,
  type ModuleShape,
  moduleLayers,
  rootsOf,
  shapeOf,
} from './chunks';

describe('shapeOf', () => {
  it.each([
    [
      'named and default imports, a side-effect import',
      'import d, { a, b as c } from "x"; import "./s.css"; f(c);',
      {
        sources: ['x', './s.css'],
        imports: { x: ['default', 'a', 'b'], './s.css': null },
        reexports: [],
        exports: [],
      },
    ],
    [
      'a namespace import takes every name',
      'import * as n from "x"; export default n;',
      { sources: ['x'], imports: { x: null }, reexports: [], exports: ['default'] },
    ],
    [
      'a barrel: named re-exports and export *',
      'export { A, B as C } from "./a"; export * from "./b"; export * as NS from "./c";',
      {
        sources: ['./a', './b', './c'],
        imports: {},
        reexports: [
          { source: './a', from: 'A', as: 'A' },
          { source: './a', from: 'B', as: 'C' },
          { source: './b', from: '*', as: null },
          { source: './c', from: '*', as: 'NS' },
        ],
        exports: [],
      },
    ],
    [
      'own exports: declarations, lists, several declarators',
      'export const a = 1, b = 2; export function f() {} export class K {} const z = 3; export { z as y };',
      { sources: [], imports: {}, reexports: [], exports: ['a', 'b', 'f', 'K', 'y'] },
    ],
    [
      'a destructuring export: names unknown',
      'export const { a, b } = o;',
      { sources: [], imports: {}, reexports: [], exports: null },
    ],
  ])('%s', (_name, code, expected) => {
    const shape = shapeOf(code, parseAst);
    expect({
      sources: shape.sources,
      imports: Object.fromEntries([...shape.imports].map(([source, names]) => [source, names && [...names]])),
      reexports: shape.reexports,
      exports: shape.exports && [...shape.exports],
    }).toEqual(expected);
  });
});

/** A module graph from code: importers and importedIds follow the specifiers (`./x` is module `x`). */
function graph(modules: Record<string, { code: string; entry?: boolean; lazy?: boolean }>) {
  const shapes = new Map(Object.entries(modules).map(([id, module]) => [id, shapeOf(module.code, parseAst)]));
  const facts = new Map<string, ModuleFacts>();
  for (const [id, module] of Object.entries(modules)) {
    const importedIds = (shapes.get(id) as ModuleShape).sources.map((source) => source.replace('./', ''));
    facts.set(id, {
      code: module.code,
      isEntry: module.entry ?? false,
      dynamicImporters: module.lazy ? ['(router)'] : [],
      importers: Object.keys(modules).filter((other) =>
        (shapes.get(other) as ModuleShape).sources.some((source) => source.replace('./', '') === id),
      ),
      importedIds,
    });
  }
  return (id: string) =>
    [
      ...rootsOf(
        id,
        (module) => facts.get(module) ?? null,
        (module) => shapes.get(module) ?? null,
      ),
    ].sort();
}

describe('rootsOf', () => {
  // An app in the shape of the console's: a barrel (`ui`) re-exporting controls, a feature's
  // module of code that also re-exports (`contract`), an entry and lazily loaded screens.
  const rootsIn = graph({
    button: { code: 'export function Button() {}' },
    calendar: { code: 'import { Button } from "./button"; export function Calendar() { Button(); }' },
    ui: { code: 'export { Button } from "./button"; export { Calendar } from "./calendar";' },
    schemas: { code: 'export const meSchema = 1;' },
    contract: { code: 'export * from "./schemas"; export const ROUTES = [];' },
    main: {
      code: 'import { Button } from "./ui"; import { ROUTES } from "./contract"; Button(ROUTES);',
      entry: true,
    },
    list: { code: 'import { Button } from "./ui"; Button();', lazy: true },
    edit: {
      code: 'import { Calendar } from "./ui"; import { meSchema } from "./contract"; Calendar(meSchema);',
      lazy: true,
    },
  });

  it.each([
    ['a control every root takes from the barrel', 'button', ['edit', 'list', 'main']],
    // The entry imports the barrel, but not the Calendar from it.
    ['a control only one screen takes from the barrel', 'calendar', ['edit']],
    // The entry imports ROUTES of the module that re-exports the schemas, not the schemas.
    ['a module re-exported by export * from a module of code', 'schemas', ['edit']],
    ['the module of code itself, for every importer', 'contract', ['edit', 'main']],
    ['a root is its own root', 'list', ['list']],
  ])('%s', (_name, id, roots) => {
    expect(rootsIn(id)).toEqual(roots);
  });
});

describe('layerOf', () => {
  const layers: Layers = {
    consoleStart: /^(index\.html|Login)$/,
    bookingEntry: /^booking\.html$/,
    bookingLazy: /^booking-/,
    theme: /^theme-/,
    shell: /^Shell$/,
    feature: (root) => /^(salon|tel|pages\/sites|pages\/boards|pages)-/.exec(root)?.[1],
    engines: () =>
      new Map([
        ['ui-select', new Set(['salon-A', 'tel-A', 'tel-B'])],
        ['ui-calendar', new Set(['salon-A', 'tel-A'])],
      ]),
  };
  it.each([
    ['both pages', ['index.html', 'booking.html'], 'common'],
    ['a theme module both pages load', ['theme-sakura', 'theme-sumi'], 'common'],
    ['one brand alone stays in its file', ['theme-sakura'], null],
    ['the console before its first screen', ['index.html', 'tel-A'], 'app'],
    ['the login screen and another', ['Login', 'salon-A'], 'app'],
    ['the booking page and a screen', ['booking.html', 'salon-A'], 'common'],
    ['the booking page alone', ['booking.html'], null],
    // The console's entry in `app` would run on the booking page.
    [
      "the console before its first screen and the booking form's checks",
      ['index.html', 'booking-check'],
      'common',
    ],
    ["the booking form's checks and a screen", ['booking-check', 'salon-A'], 'booking-shared'],
    ['the menu layout and screens', ['Shell', 'tel-A'], 'shared'],
    ['one screen', ['tel-B'], null],
    ['screens of one feature', ['tel-A', 'tel-B'], 'tel'],
    // Both engines' screens load it: the one loaded by fewer screens takes it.
    ['screens of several features, all showing a calendar', ['salon-A', 'tel-A'], 'ui-calendar'],
    ['screens of several features, all showing a select', ['salon-A', 'tel-B'], 'ui-select'],
    ['screens of several features', ['salon-A', 'tel-A', 'salon-B'], 'shared'],
    ['screens of one part of a feature', ['pages/sites-A', 'pages/sites-B'], 'pages-sites'],
    ['screens of two parts of a feature', ['pages/sites-A', 'pages/boards-A'], 'pages'],
    ['screens of a feature and one of its parts', ['pages-A', 'pages/sites-A'], 'pages'],
    ['a part of a feature and another feature', ['pages/sites-A', 'tel-A'], 'shared'],
  ])('%s', (_name, roots, layer) => {
    expect(layerOf('module', new Set(roots), layers)).toBe(layer);
  });

  it('a lazily imported module stays in its own file', () => {
    expect(layerOf('tel-A', new Set(['tel-A', 'tel-B']), layers)).toBeNull();
  });
});

describe('moduleLayers', () => {
  // A console in small: tel and salon screens, two of them on the Select's engine (its popper).
  const modules: Record<string, { code: string; entry?: boolean; lazy?: boolean }> = {
    main: { code: 'import { ROUTES } from "./routes"; ROUTES();', entry: true },
    routes: { code: 'export function ROUTES() {}' },
    popper: { code: 'export const place = 1;' },
    select: { code: 'import { place } from "./popper"; export function Select() { place; }' },
    telHelper: { code: 'export const format = 1;' },
    everyday: { code: 'export const Button = 1;' },
    'tel-A': {
      code: 'import { Select } from "./select"; import { format } from "./telHelper"; Select(format);',
      lazy: true,
    },
    'tel-B': {
      code: 'import { format } from "./telHelper"; import { Button } from "./everyday"; format(Button);',
      lazy: true,
    },
    'salon-A': {
      code: 'import { Select } from "./select"; import { Button } from "./everyday"; Select(Button);',
      lazy: true,
    },
  };
  const codeReads = new Map<string, number>();
  const graph = {
    getModuleInfo(id: string): ModuleFacts | null {
      const module = modules[id];
      if (!module) return null;
      const importedIds = shapeOf(module.code, parseAst).sources.map((source) => source.replace('./', ''));
      return {
        get code() {
          codeReads.set(id, (codeReads.get(id) ?? 0) + 1);
          return module.code;
        },
        isEntry: module.entry ?? false,
        dynamicImporters: module.lazy ? ['(router)'] : [],
        importers: Object.keys(modules).filter((other) =>
          shapeOf((modules[other] as { code: string }).code, parseAst).sources.includes(`./${id}`),
        ),
        importedIds,
      };
    },
  };
  const layerIn = moduleLayers(
    {
      consoleStart: /^main$/,
      bookingEntry: /^booking\.html$/,
      bookingLazy: /^booking-/,
      theme: /^theme-/,
      shell: /^Shell$/,
      feature: (root) => /^(salon|tel)-/.exec(root)?.[1],
    },
    { 'ui-select': ['select'] },
    parseAst,
  );

  it.each([
    ['the entry’s own import', 'routes', 'app'],
    ['what only one feature’s screens share', 'telHelper', 'tel'],
    ['the engine’s code, loaded only by the screens showing its control', 'popper', 'ui-select'],
    ['the control itself', 'select', 'ui-select'],
    ['what screens of several features share', 'everyday', 'shared'],
    ['a screen', 'tel-A', null],
  ])('%s', (_name, id, layer) => {
    expect(layerIn(id, graph)).toBe(layer);
  });

  it('reads and parses each module’s code once for the whole build', () => {
    for (const id of Object.keys(modules)) layerIn(id, graph);
    expect(Math.max(...codeReads.values())).toBe(1);
  });
});
