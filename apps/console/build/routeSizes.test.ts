import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BuiltFile,
  importCircles,
  MIN_JS_GZIP,
  ROUTER_DEVELOPMENT_STRINGS,
  SMALL_FILES_ALLOWED,
  smallFiles,
} from '../scripts/route-sizes.mjs';

const file = (name: string, gzip: number, screen = false, imports: string[] = []): BuiltFile => ({
  file: `assets/${name}-AbCd1234.js`,
  name,
  gzip,
  screen,
  imports,
});

describe('smallFiles', () => {
  it.each([
    ['a file of at least MIN_JS_GZIP passes', file('shared', MIN_JS_GZIP), false],
    ['a tiny shared helper fails', file('dates', 234), true],
    ["a tiny route's own screen passes", file('HomePage', 760, true), false],
    ['an allowed tiny file passes', file(Object.keys(SMALL_FILES_ALLOWED)[0] as string, 300), false],
  ])('%s', (_name, built, fails) => {
    expect(smallFiles([built]).length > 0).toBe(fails);
  });
});

describe('importCircles', () => {
  it.each([
    ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['two files importing each other', { a: ['b'], b: ['a'] }, [['a', 'b', 'a']]],
    ['a circle of three behind a chain', { x: ['a'], a: ['b'], b: ['c'], c: ['a'] }, [['a', 'b', 'c', 'a']]],
  ])('%s', (_name, graph, circles) => {
    expect(importCircles(Object.entries(graph).map(([name, imports]) => ({ file: name, imports })))).toEqual(
      circles,
    );
  });
});

describe('ROUTER_DEVELOPMENT_STRINGS', () => {
  // The check means something only while each string is in react-router's development build and
  // not in its production build (a react-router update may reword them).
  const require = createRequire(import.meta.url);
  const development = path.dirname(
    createRequire(require.resolve('react-router-dom')).resolve('react-router'),
  );
  const code = (build: string) => {
    const folder = path.join(development, '..', build);
    return readdirSync(folder)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(path.join(folder, name), 'utf8'))
      .join('\n');
  };

  it.each(ROUTER_DEVELOPMENT_STRINGS)('%s: in the development build only', (text) => {
    expect(code('development')).toContain(text);
    // The production build keeps the string only behind ENABLE_DEV_WARNINGS, false there, which
    // the bundler drops: route-sizes.mjs checks the built bundle itself.
    expect(code('production')).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(code('development')).toContain('var ENABLE_DEV_WARNINGS = true;');
  });
});
