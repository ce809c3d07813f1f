import { FLEX_SHOWCASE } from '@console/contract/line/showcase';
import { describe, expect, it } from 'vitest';
import { record, startHistory, undo } from '../../shared/history';
import {
  allPaths,
  exportJson,
  type FlexContainer,
  flexMessageOf,
  importJson,
  moveNode,
  type Node,
  nodeAt,
  setProp,
} from './model';

/*
 * The Flex round trip of issue 29: each showcase fixture (LINE's simulator layouts, written in
 * packages/contract/src/line/showcase) pasted into the editor as the simulator exports it, walked
 * as the tree walks it, and exported: the JSON comes back equal. An edit undone leaves it equal too.
 */

/** Every component of a container counted from the raw JSON, independently of allPaths. */
function countNodes(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countNodes(item), 0);
  const node = value as Node;
  let count = typeof node.type === 'string' && node.type !== 'flex' ? 1 : 0;
  for (const key of ['header', 'hero', 'body', 'footer', 'contents']) count += countNodes(node[key]);
  return count;
}

describe.each(FLEX_SHOWCASE.map((sample) => [sample.name, sample] as const))('%s', (_name, sample) => {
  const simulatorJson = JSON.stringify(sample.contents, null, 2);

  it('imports as the simulator exports it and exports the same JSON', () => {
    const imported = importJson(simulatorJson);
    if (!imported.ok) throw new Error(`not imported: ${imported.reason}`);
    const { messages, index } = flexMessageOf([
      { type: 'flex', altText: sample.altText, contents: imported.contents },
    ]);
    const history = startHistory((messages[index] as Node).contents as FlexContainer);
    const out = exportJson(history.present);
    expect(JSON.parse(out)).toEqual(sample.contents);
    expect(out).toBe(simulatorJson);
  });

  it('reads a whole Flex message too, with its alternative text', () => {
    const imported = importJson(
      JSON.stringify({ type: 'flex', altText: sample.altText, contents: sample.contents }),
    );
    expect(imported).toEqual({ ok: true, contents: sample.contents, altText: sample.altText });
  });

  it('lists every component in the tree once', () => {
    const contents = sample.contents as FlexContainer;
    const paths = allPaths(contents);
    expect(new Set(paths.map((path) => path.join('.'))).size).toBe(paths.length);
    // Video alternatives (altContent) are part of the video, not a node of the tree.
    expect(paths.length).toBe(countNodes(contents));
    for (const path of paths) expect(nodeAt(contents, path)?.type).toBeTypeOf('string');
  });

  it('comes back equal after an edit and a move are undone', () => {
    const contents = sample.contents as FlexContainer;
    const paths = allPaths(contents);
    const last = paths[paths.length - 1] ?? [];
    let history = startHistory(contents);
    history = record(history, setProp(history.present, last, ['margin'], 'xl'), 'a', 0);
    const movable = paths.find(
      (path) => typeof path[path.length - 1] === 'number' && path[path.length - 1] !== 0,
    );
    if (movable) history = record(history, moveNode(history.present, movable, 0), null, 5000);
    expect(history.present).not.toEqual(contents);
    history = undo(movable ? undo(history) : history);
    expect(exportJson(history.present)).toBe(simulatorJson);
  });
});

it('has at least 30 showcase samples', () => {
  expect(FLEX_SHOWCASE.length).toBeGreaterThanOrEqual(30);
});
