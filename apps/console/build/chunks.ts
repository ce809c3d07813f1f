/*
 * Which file of the console's build each module goes to (issue 27: the first load of any screen in
 * at most 12 JavaScript files, none tiny). The bundler's own splitting made a file for every set of
 * screens sharing a module: 119 files, 32 to 62 per first load, down to 94 bytes.
 *
 * A module's file follows from the roots that load it (the pages' entries and the lazily imported
 * modules: screens, the themes, the session's schema), read from the module graph:
 *   - both pages' starts (the entries, a theme),
 *     the booking page and a console screen, or
 *     the console's start and what the booking
 *     page loads lazily:                            `common` (TextArea, the salon's public
 *                                                   paths: 0.8 kB, measured 2026-11-26, less than
 *                                                   a file of their own costs). Never `app`: it
 *                                                   holds the console's entry, which would run on
 *                                                   the booking page
 *   - the booking form's lazy checks and screens:   `booking-shared` (the public schemas;
 *                                                   vite.config.ts puts them with zod)
 *   - the console's start (its entry with the menu
 *     layout, and the login screen):                `app` (router table, fetcher, guard, menu)
 *   - one lazy root only:                           its own file (the bundler's default)
 *   - the menu layout's lazy parts, with screens:   `shared` (below)
 *   - screens of one feature only:                  one file per feature (`salon`, `friends`…)
 *   - only screens that show one of @console/ui's
 *     heavy controls (or the LINE preview):         that control's file (`ui-popup`, `line`…;
 *                                                   ENGINES in vite.config.ts)
 *   - screens of several features:                  `shared` (the design system's everyday
 *                                                   controls, the console's shared helpers)
 * and apart from these, by package, the libraries (vendor files, long cached).
 *
 * The rules go from the file loaded most widely to the least. A module's imports are loaded by
 * every root that loads it, so their roots include its roots: they land in the same file or one
 * loaded at least as widely, never in one that imports the module's file. The files cannot import
 * each other in a circle, which is what crashed the reverted first attempt ("we is not a function":
 * a file run before one it needed); scripts/route-sizes.mjs checks the built files for circles.
 *
 * @console/ui and @console/contract are read through barrel files (`export { X } from './X'`),
 * which the bundler resolves away: a screen that takes `Button` from `@console/ui` imports
 * Button.tsx, not the Calendar. Walking up the graph through a re-export therefore only continues
 * to the importers that take one of the names it re-exports from the module the walk came from.
 */

/** What the chunking reads of a module (the bundler's ModuleInfo). */
export interface ModuleFacts {
  code: string | null;
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
}

export type ModuleLookup = (id: string) => ModuleFacts | null;

interface Node {
  type: string;
  [key: string]: unknown;
}

/** Names of a module's exports; null for all of them. */
type Names = ReadonlySet<string> | null;

/** What a module's static imports and re-exports say, from its code. */
export interface ModuleShape {
  /** Each static import's or re-export's source, once, in order: they line up with importedIds. */
  sources: string[];
  /** The names imported per source, for the module's own code; null for a namespace or side-effect import. */
  imports: Map<string, Names>;
  /** Re-exports: `from` is the source's name (`*` for all), `as` the name exported (null for `export *`). */
  reexports: { source: string; from: string; as: string | null }[];
  /** The names the module's own code exports (`export const`, `export default`…); null when unknown. */
  exports: Names;
}

const nameOf = (node: unknown) => {
  const value = node as { name?: string; value?: string } | null;
  return value?.name ?? value?.value ?? '';
};

/** The shape of a module's code, parsed with `parse` (vite's parseAst in the build). */
export function shapeOf(code: string, parse: (code: string) => unknown): ModuleShape {
  const shape: ModuleShape = { sources: [], imports: new Map(), reexports: [], exports: null };
  const exports = new Set<string>();
  let known = true;
  const source = (value: string) => {
    if (!shape.sources.includes(value)) shape.sources.push(value);
  };
  for (const node of (parse(code) as { body: Node[] }).body) {
    const from = (node.source as { value?: string } | null | undefined)?.value;
    const specifiers = (node.specifiers as Node[] | undefined) ?? [];
    if (node.type === 'ExportDefaultDeclaration') exports.add('default');
    if (node.type === 'ExportNamedDeclaration' && from === undefined) {
      for (const specifier of specifiers) exports.add(nameOf(specifier.exported));
      const declaration = node.declaration as Node | null;
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations as Node[]) {
          if ((declarator.id as Node).type === 'Identifier') exports.add(nameOf(declarator.id));
          else known = false; // export const { a, b } = …
        }
      } else if (declaration) exports.add(nameOf(declaration.id));
    }
    if (from === undefined) continue;
    source(from);
    if (node.type === 'ImportDeclaration') {
      const whole =
        specifiers.length === 0 ||
        specifiers.some((specifier) => specifier.type === 'ImportNamespaceSpecifier');
      const names = specifiers.map((specifier) =>
        specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported),
      );
      const before = shape.imports.get(from);
      shape.imports.set(from, whole || before === null ? null : new Set([...(before ?? []), ...names]));
    } else if (node.type === 'ExportAllDeclaration') {
      shape.reexports.push({ source: from, from: '*', as: node.exported ? nameOf(node.exported) : null });
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const specifier of specifiers)
        shape.reexports.push({ source: from, from: nameOf(specifier.local), as: nameOf(specifier.exported) });
    }
  }
  shape.exports = known ? exports : null;
  return shape;
}

/**
 * The id each source resolved to: the sources line up with importedIds, after which the bundler
 * appends its own helpers (`\0vite/preload-helper.js` for a dynamic import). Null when they do not
 * line up (CommonJS): the caller then counts the importer as a user of every name.
 */
function resolver(shape: ModuleShape, facts: ModuleFacts): ((source: string) => string | undefined) | null {
  const extra = facts.importedIds.slice(shape.sources.length);
  if (shape.sources.length > facts.importedIds.length || !extra.every((id) => id.startsWith('\0')))
    return null;
  return (source) => facts.importedIds[shape.sources.indexOf(source)];
}

/** Every name module `id` exports, its re-exports' included; null when unknown. */
function exportNames(
  id: string,
  lookup: ModuleLookup,
  shape: (id: string) => ModuleShape | null,
  visiting = new Set<string>(),
): Names {
  const form = shape(id);
  const facts = lookup(id);
  const resolve = form && facts ? resolver(form, facts) : null;
  if (!form || !resolve || form.exports === null || visiting.has(id)) return null;
  visiting.add(id);
  const names = new Set(form.exports);
  for (const reexport of form.reexports) {
    if (reexport.as !== null) names.add(reexport.as);
    else {
      const source = resolve(reexport.source);
      const all = source === undefined ? null : exportNames(source, lookup, shape, visiting);
      if (all === null) return null;
      for (const name of all) if (name !== 'default') names.add(name);
    }
  }
  return names;
}

/**
 * What importer `form` needs of module `wanted` names of `current`: null for the whole importer
 * (its own code imports one of them), the names it re-exports of them, or an empty set (none).
 */
function carried(form: ModuleShape, sources: readonly string[], wanted: Names, all: () => Names): Names {
  for (const source of sources) {
    const names = form.imports.get(source);
    if (
      names === null ||
      (names !== undefined && (wanted === null || [...names].some((name) => wanted.has(name))))
    )
      return null;
  }
  let passed: Set<string> | null = new Set();
  for (const reexport of form.reexports) {
    if (!sources.includes(reexport.source) || passed === null) continue;
    if (reexport.from === '*' && reexport.as !== null) passed.add(reexport.as);
    else if (reexport.from === '*') {
      // `export *` passes every name but `default`.
      const names = wanted ?? all();
      passed =
        names === null ? null : new Set([...passed, ...[...names].filter((name) => name !== 'default')]);
    } else if (wanted === null || wanted.has(reexport.from)) passed.add(reexport.as ?? reexport.from);
  }
  return passed;
}

/**
 * The roots that load module `id`: the entries and lazily imported modules whose static imports
 * reach it, walking importers. Through a re-export the walk carries the names re-exported from the
 * module it came from, and goes on only to the importers that take one of them.
 */
export function rootsOf(
  id: string,
  lookup: ModuleLookup,
  shape: (id: string) => ModuleShape | null,
): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const queue: { id: string; wanted: Names }[] = [{ id, wanted: null }];
  while (queue.length > 0) {
    const { id: current, wanted } = queue.pop() as (typeof queue)[number];
    const key = wanted === null ? current : `${current}\0${[...wanted].sort().join(',')}`;
    if (seen.has(key) || seen.has(current)) continue;
    seen.add(key);
    const facts = lookup(current);
    if (!facts) continue;
    if (facts.isEntry || facts.dynamicImporters.length > 0) roots.add(current);
    for (const importer of facts.importers) {
      const above = lookup(importer);
      const form = shape(importer);
      const resolve = above && form ? resolver(form, above) : null;
      if (!form || !resolve) {
        queue.push({ id: importer, wanted: null });
        continue;
      }
      const names = carried(
        form,
        form.sources.filter((source) => resolve(source) === current),
        wanted,
        () => exportNames(current, lookup, shape),
      );
      if (names === null || names.size > 0) queue.push({ id: importer, wanted: names });
    }
  }
  return roots;
}

export interface Layers {
  /** What the console loads before its first screen: its entry (index.html) and the login screen. */
  consoleStart: RegExp;
  /** The booking page's entry (booking.html). */
  bookingEntry: RegExp;
  /** What the booking page loads lazily (its form's checks). */
  bookingLazy: RegExp;
  /** The brands' themes, one of which both pages load before their first render. */
  theme: RegExp;
  /** What the menu layout loads lazily: the session's schema, the phone's drawer. */
  shell: RegExp;
  /** The feature of a screen (its folder; `feature/part` for a part in a subfolder), or undefined. */
  feature(root: string): string | undefined;
  /** The heavy engines of @console/ui by file name, each with the roots that load its control. */
  engines(): ReadonlyMap<string, ReadonlySet<string>>;
}

const within = (inner: readonly string[], outer: ReadonlySet<string>) =>
  inner.every((root) => outer.has(root));

/**
 * The file of a module that no vendor group took (see the top of this file), from the roots that
 * load it; null for the bundler's choice (the one root's own file). The rules go from the most
 * widely loaded file to the least, so a module's imports (loaded by all its roots and maybe more)
 * land in its file or one above it: the files import each other in one direction only.
 */
export function layerOf(id: string, roots: ReadonlySet<string>, layers: Layers): string | null {
  // A lazily imported module stays in its own file: in another file, the bundler would still emit
  // a file for it, of a few bytes re-exporting it from there.
  if (roots.has(id)) return null;
  const list = [...roots];
  const theme = list.some((root) => layers.theme.test(root));
  // A brand's own module stays in its file: a page loads one brand of six.
  if (theme && list.length === 1) return null;
  const start = theme || list.some((root) => layers.consoleStart.test(root));
  const bookingStart = theme || list.some((root) => layers.bookingEntry.test(root));
  const bookingLazy = list.some((root) => layers.bookingLazy.test(root));
  // Never `app` for what the booking page loads: `app` holds the console's entry, which would run.
  if (start && (bookingStart || bookingLazy)) return 'common';
  if (start) return 'app';
  // What the booking page shares with some screens only: too little for a file of its own.
  if (bookingStart) return list.length > 1 ? 'common' : null;
  // What the booking form's lazy checks share with screens (the contract's public schemas).
  if (bookingLazy) return list.length > 1 ? 'booking-shared' : null;
  // Every screen inside the menu layout loads `shared` too.
  if (list.some((root) => layers.shell.test(root))) return 'shared';
  if (list.length < 2) return null;
  const features = new Set(list.map((root) => layers.feature(root)));
  const [feature] = features;
  if (features.size === 1 && feature !== undefined) return feature.replace('/', '-');
  // A feature in parts (`pages/sites`, `pages/boards`): what only one part's screens share is that
  // part's file, what several parts share the feature's — a part's code stays out of the file
  // every screen of the feature loads (sites and boards added 8 kB to the landing pages' screens).
  const families = new Set([...features].map((name) => name?.split('/')[0]));
  const [family] = families;
  if (families.size === 1 && family !== undefined) return family;
  // An engine's code (radix's popper, react-aria's calendar): with the engine whose screens load
  // it, the one loaded by fewest screens (then by name) when several do.
  let engine: [string, number] | null = null;
  for (const [name, users] of [...layers.engines()].sort(([a], [b]) => a.localeCompare(b)))
    if (within(list, users) && (engine === null || users.size < engine[1])) engine = [name, users.size];
  return engine?.[0] ?? 'shared';
}

/** The part of the bundler's module graph the chunking reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

/** The layers' patterns; the engines are given as the modules of their controls. */
export type LayerRules = Omit<Layers, 'engines'>;

/**
 * The file of each module for one build (see layerOf), with what the walk learns kept between
 * modules: each module's parsed shape and roots, the engines' users and the layers object are
 * computed once per build, not once per module asked about.
 *
 * `engines` names each heavy control's file by the modules (absolute ids) of its controls;
 * `parse` is the bundler's parser (vite's parseAst).
 */
export function moduleLayers(
  rules: LayerRules,
  engines: Readonly<Record<string, readonly string[]>>,
  parse: (code: string) => unknown,
): (id: string, graph: ModuleGraph) => string | null {
  const roots = new Map<string, ReadonlySet<string>>();
  const shapes = new Map<string, ModuleShape | null>();
  let users: Map<string, ReadonlySet<string>> | undefined;
  // The graph of the build being chunked: the bundler hands it with each question, the same one.
  let current: ModuleGraph | undefined;
  const shape = (module: string) => {
    if (!shapes.has(module)) {
      const code = current?.getModuleInfo(module)?.code;
      let parsed: ModuleShape | null = null;
      try {
        parsed = code ? shapeOf(code, parse) : null;
      } catch {
        // Not JavaScript the parser reads (a stylesheet): every importer counts.
      }
      shapes.set(module, parsed);
    }
    return shapes.get(module) ?? null;
  };
  const rootsIn = (id: string) => {
    let known = roots.get(id);
    if (!known) {
      known = rootsOf(id, (module) => current?.getModuleInfo(module) ?? null, shape);
      roots.set(id, known);
    }
    return known;
  };
  const layers: Layers = {
    ...rules,
    engines() {
      users ??= new Map(
        Object.entries(engines).map(([name, modules]) => [
          name,
          new Set(modules.flatMap((module) => [...rootsIn(module)])),
        ]),
      );
      return users;
    },
  };
  return (id, graph) => {
    current = graph;
    return layerOf(id, rootsIn(id), layers);
  };
}
