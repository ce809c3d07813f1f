import { lineMessagesProblems } from '@console/contract/line';
import { describe, expect, it } from 'vitest';
import { COALESCE_MS, HISTORY_LIMIT, record, redo, startHistory, undo } from '../../shared/history';
import {
  addBlock,
  addBubble,
  allPaths,
  CAROUSEL_MAX_BUBBLES,
  childKinds,
  duplicateNode,
  exportJson,
  type FlexContainer,
  flexMessageOf,
  importJson,
  indentNode,
  insertChild,
  moveNode,
  newBubble,
  newComponent,
  nodeAt,
  outdentNode,
  removeNode,
  reorder,
  setProp,
  toggleCarousel,
} from './model';

const text = (value: string) => ({ type: 'text' as const, text: value });
const bubble: FlexContainer = {
  type: 'bubble',
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [text('a'), { type: 'box', layout: 'horizontal', contents: [text('b'), text('c')] }, text('d')],
  },
};
const carousel = (n: number): FlexContainer => ({
  type: 'carousel',
  contents: Array.from({ length: n }, () => newBubble()),
});
const body = ['body', 'contents'] as const;
/** The children of the node at `path` (none when it has none). */
const kids = <T>(doc: unknown, path: readonly (string | number)[]) =>
  (nodeAt(doc, path)?.contents ?? []) as T[];

describe('editing a Flex container by path', () => {
  it.each([
    [
      'insert a text at the end of the body',
      () => insertChild(bubble, ['body'], 'text'),
      [...body, 3],
      'text',
    ],
    [
      'insert a span into a text',
      () => insertChild(bubble, [...body, 0], 'span'),
      [...body, 0, 'contents', 0],
      'span',
    ],
    ['duplicate the inner box', () => duplicateNode(bubble, [...body, 1]), [...body, 2], 'box'],
    ['add a header', () => addBlock(bubble, [], 'header'), ['header'], 'box'],
    ['add a hero', () => addBlock(bubble, [], 'hero'), ['hero'], 'image'],
    ['add a video hero', () => addBlock(bubble, [], 'hero', true), ['hero'], 'video'],
    ['add a bubble to a carousel', () => addBubble(carousel(2)), ['contents', 2], 'bubble'],
  ])('%s', (_name, run, path, type) => {
    const { doc, path: made } = run();
    expect(made).toEqual(path);
    expect(nodeAt(doc, made)?.type).toBe(type);
  });

  it('keeps LINE’s block order in the JSON when a header is added after the body', () => {
    const { doc } = addBlock(
      { type: 'bubble', size: 'kilo', body: { type: 'box', layout: 'vertical', contents: [] } },
      [],
      'header',
    );
    expect(Object.keys(doc)).toEqual(['type', 'size', 'header', 'body']);
  });

  it.each([
    ['a component', [...body, 0], ['b', 'c'], 2],
    ['a block', ['body'], null, 0],
  ])('removes %s', (_name, path, innerTexts, bodyCount) => {
    const doc = removeNode(bubble, path);
    expect(nodeAt(doc, ['body'])?.contents ?? []).toHaveLength(bodyCount);
    if (innerTexts) expect(kids<{ text: string }>(doc, [...body, 0]).map((t) => t.text)).toEqual(innerTexts);
  });

  it('never removes the container or a carousel’s last bubble', () => {
    expect(removeNode(bubble, [])).toBe(bubble);
    const one = carousel(1);
    expect(removeNode(one, ['contents', 0])).toBe(one);
    expect((removeNode(carousel(2), ['contents', 0]) as { contents: unknown[] }).contents).toHaveLength(1);
  });

  it('stops at 12 bubbles (LINE #f-carousel)', () => {
    const full = carousel(CAROUSEL_MAX_BUBBLES);
    expect(addBubble(full).doc).toBe(full);
    expect(duplicateNode(full, ['contents', 0]).doc).toBe(full);
  });

  it.each([
    [0, 2, ['b', 'd', 'a']],
    [2, 0, ['d', 'a', 'b']],
    [0, 99, ['b', 'd', 'a']],
  ])('moves the component at %i to %i', (from, to, order) => {
    const doc = moveNode(bubble, [...body, from], to);
    const names = kids<{ text?: string; contents?: { text: string }[] }>(doc, ['body']).map(
      (node) => node.text ?? node.contents?.[0]?.text,
    );
    expect(names).toEqual(order);
  });

  it('reorders siblings as a drag reports them, and refuses an order of the wrong length', () => {
    const doc = reorder(bubble, ['body', 'contents'], [2, 0, 1]);
    expect((nodeAt(doc, [...body, 0]) as { text: string }).text).toBe('d');
    expect(reorder(bubble, ['body', 'contents'], [0, 1])).toBe(bubble);
  });

  it('moves a component into the box before it and back out', () => {
    const into = indentNode(bubble, [...body, 2]);
    expect(into?.path).toEqual([...body, 1, 'contents', 2]);
    expect(nodeAt(into?.doc, into?.path ?? [])).toEqual(text('d'));
    expect(nodeAt(into?.doc, ['body'])?.contents).toHaveLength(2);
    const out = outdentNode(into?.doc as FlexContainer, into?.path ?? []);
    expect(out?.path).toEqual([...body, 2]);
    expect(out?.doc).toEqual(bubble);
  });

  it.each([
    ['the first component (no box before it)', () => indentNode(bubble, [...body, 0])],
    ['after a text (not a box)', () => indentNode(bubble, [...body, 1, 'contents', 1])],
    ['out of the body (not inside a box in a box)', () => outdentNode(bubble, [...body, 0])],
    ['a block', () => indentNode(bubble, ['body'])],
  ])('does not move %s', (_name, run) => {
    expect(run()).toBeNull();
  });

  it.each([
    ['sets a property', ['weight'], 'bold', 'bold'],
    ['sets a nested property', ['action', 'label'], '予約', { label: '予約' }],
    ['takes a key away when emptied', ['text'], '', undefined],
  ])('%s', (_name, key, value, expected) => {
    const doc = setProp(bubble, [...body, 0], key, value);
    expect(nodeAt(doc, [...body, 0])?.[key[0] as string]).toEqual(expected);
  });

  it('leaves the document as it is when an absent key is emptied', () => {
    expect(setProp(bubble, [...body, 0], ['color'], undefined)).toBe(bubble);
  });

  it('shares every untouched part (the preview redraws only what changed)', () => {
    const many = carousel(12);
    const doc = setProp(many, ['contents', 3, 'body', 'contents', 0], ['text'], '変更') as typeof many & {
      contents: unknown[];
    };
    expect(
      doc.contents.filter((item, i) => item === (many as { contents: unknown[] }).contents[i]),
    ).toHaveLength(11);
  });

  it('turns a bubble into a carousel of one and back', () => {
    const wrapped = toggleCarousel(bubble);
    expect(wrapped).toEqual({ type: 'carousel', contents: [bubble] });
    expect(toggleCarousel(wrapped)).toBe(bubble);
    const two = carousel(2);
    expect(toggleCarousel(two)).toBe(two);
  });

  it.each([
    ['box', ['box', 'text', 'image', 'button', 'separator', 'filler']],
    ['baseline', ['box', 'text', 'image', 'button', 'icon', 'separator', 'filler']],
    ['text', ['span']],
    ['image', []],
  ])('lets a %s hold %j', (kind, kinds) => {
    const node =
      kind === 'baseline' ? { type: 'box', layout: 'baseline', contents: [] } : { type: kind, contents: [] };
    expect(childKinds(node)).toEqual(kinds);
  });

  it('lists every node once, container first, blocks in LINE’s order', () => {
    const { doc } = addBlock(bubble, [], 'footer');
    expect(allPaths(doc).map((path) => path.join('.'))).toEqual([
      '',
      'body',
      'body.contents.0',
      'body.contents.1',
      'body.contents.1.contents.0',
      'body.contents.1.contents.1',
      'body.contents.2',
      'footer',
    ]);
  });

  it('makes new components that LINE takes once their URLs are filled', () => {
    for (const kind of ['box', 'text', 'button', 'separator', 'filler'] as const) {
      const contents = {
        type: 'bubble',
        body: { type: 'box', layout: 'vertical', contents: [newComponent(kind)] },
      };
      expect(lineMessagesProblems([{ type: 'flex', altText: 'お知らせ', contents }]), kind).toEqual([]);
    }
  });
});

describe('importing and exporting JSON', () => {
  it.each([
    ['a bubble', JSON.stringify(bubble), { ok: true, contents: bubble }],
    [
      'a whole Flex message',
      JSON.stringify({ type: 'flex', altText: '予約', contents: bubble }),
      { ok: true, contents: bubble, altText: '予約' },
    ],
    ['a carousel', JSON.stringify(carousel(2)), { ok: true, contents: carousel(2) }],
    ['broken JSON', '{"type": "bubble",', { ok: false, reason: 'json' }],
    ['a text message', '{"type":"text","text":"x"}', { ok: false, reason: 'shape' }],
    ['a carousel without contents', '{"type":"carousel"}', { ok: false, reason: 'shape' }],
    ['an array', '[]', { ok: false, reason: 'shape' }],
  ])('imports %s', (_name, input, expected) => {
    expect(importJson(input)).toEqual(expected);
  });

  it('exports as LINE’s simulator writes it, and reads its own output back equal', () => {
    const out = exportJson(bubble);
    expect(out).toBe(JSON.stringify(bubble, null, 2));
    expect(importJson(out)).toEqual({ ok: true, contents: bubble });
  });
});

describe('undo and redo', () => {
  const start = startHistory('a');
  it('undoes and redoes each step, and a new change drops what was undone', () => {
    let h = record(start, 'b', null, 0);
    h = record(h, 'c', null, 10);
    expect(undo(h).present).toBe('b');
    expect(undo(undo(h)).present).toBe('a');
    expect(undo(undo(undo(h))).present).toBe('a');
    expect(redo(undo(undo(h))).present).toBe('b');
    const branched = record(undo(h), 'x', null, 20);
    expect(branched.future).toEqual([]);
    expect(redo(branched)).toBe(branched);
  });

  it.each([
    ['one field within a moment is one step', 'text@1', 'text@1', COALESCE_MS - 1, 'a'],
    ['a pause makes two steps', 'text@1', 'text@1', COALESCE_MS, 'b'],
    ['another field makes two steps', 'text@1', 'color@1', 5, 'b'],
    ['changes without a field are each a step', null, null, 5, 'b'],
  ])('%s', (_name, first, second, gap, afterUndo) => {
    let h = record(start, 'b', first, 1000);
    h = record(h, 'c', second, 1000 + gap);
    expect(h.present).toBe('c');
    expect(undo(h).present).toBe(afterUndo);
  });

  it('ignores a change to the same value, and keeps the last 100 steps', () => {
    expect(record(start, 'a', null, 0)).toBe(start);
    let h = start;
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h = record(h, `v${i}`, null, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('the Flex message of a template', () => {
  const flex = { type: 'flex', altText: 'a', contents: bubble };
  const text = { type: 'text', text: 'こんにちは' };
  it.each([
    ['a new template', undefined, 0, true, 1],
    ['the first Flex message', [text, flex, { ...flex, altText: 'b' }], 1, false, 3],
    ['one added at the end', [text], 1, true, 2],
    ['five messages: the last replaced', [text, text, text, text, text], 4, true, 5],
  ])('%s', (_name, messages, index, added, length) => {
    const result = flexMessageOf(messages);
    expect(result.index).toBe(index);
    expect(result.added).toBe(added);
    expect(result.messages).toHaveLength(length);
    expect(result.messages[result.index]?.type).toBe('flex');
  });
});
