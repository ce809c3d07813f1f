import { LINE_LIMITS } from '@console/contract/line';
import type { messagingApi } from '@line/bot-sdk';
import { getIn, moveItem, type Path, setIn } from '../edits';

/*
 * The Flex editor's pure work (issue 29): a Flex container is kept as the very JSON LINE takes
 * (@line/bot-sdk's messagingApi.FlexContainer), changed by path, so what an operator imports from
 * LINE's simulator comes back out equal — the editor never adds, renames or reorders a key it was
 * not asked to. Nodes are addressed by their path from the container (`['contents', 2, 'body',
 * 'contents', 0]`). Table-tested in model.test.ts; the showcase round trip in roundTrip.test.ts.
 */

export type FlexContainer = messagingApi.FlexContainer;
export type FlexComponent = messagingApi.FlexComponent;
/** A node as the editor holds it: LINE's shape, loosely (the operator may be half-way). */
export type Node = Record<string, unknown>;

/** The kinds of component an operator adds, in the order LINE's reference lists them. */
export const COMPONENT_KINDS = [
  'box',
  'text',
  'image',
  'button',
  'icon',
  'separator',
  'filler',
  'span',
  'video',
] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/** A bubble's blocks, in the order LINE draws them. */
export const BLOCKS = ['header', 'hero', 'body', 'footer'] as const;
export type Block = (typeof BLOCKS)[number];

/** #f-carousel: at most 12 bubbles. */
export const CAROUSEL_MAX_BUBBLES = 12;

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const nodeAt = (doc: unknown, path: Path): Node | undefined => {
  const value = getIn(doc, path);
  return isNode(value) ? value : undefined;
};

/** A new component of a kind, with what LINE requires present (and a word to see it by). */
export function newComponent(kind: ComponentKind): FlexComponent | messagingApi.FlexSpan {
  switch (kind) {
    case 'box':
      return { type: 'box', layout: 'vertical', contents: [] };
    case 'text':
      return { type: 'text', text: 'テキスト', wrap: true };
    case 'span':
      return { type: 'span', text: 'スパン' };
    case 'image':
      return { type: 'image', url: '', size: 'full' };
    case 'video':
      return {
        type: 'video',
        url: '',
        previewUrl: '',
        aspectRatio: '20:13',
        altContent: { type: 'image', url: '', size: 'full', aspectRatio: '20:13', aspectMode: 'cover' },
      };
    case 'icon':
      return { type: 'icon', url: '' };
    case 'button':
      return { type: 'button', action: { type: 'uri', label: '詳しく見る', uri: 'https://' } };
    case 'separator':
      return { type: 'separator' };
    case 'filler':
      return { type: 'filler' };
  }
}

export function newBubble(): messagingApi.FlexBubble {
  return {
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'テキスト', wrap: true }] },
  };
}

/** A bubble's new block: the hero an image (or a video), the others a vertical box. */
export function newBlock(block: Block, video = false): FlexComponent {
  if (block === 'hero' && video) return newComponent('video') as FlexComponent;
  if (block === 'hero')
    return { type: 'image', url: '', size: 'full', aspectRatio: '20:13', aspectMode: 'cover' };
  return { type: 'box', layout: 'vertical', contents: [] };
}

/**
 * What may be added inside a node (LINE's reference): a carousel holds bubbles, a box components
 * (an icon only in a baseline box; a video only as a hero), a text spans. Nothing else has children.
 */
export function childKinds(node: Node | undefined): readonly ComponentKind[] {
  if (node?.type === 'box') {
    const kinds: ComponentKind[] = ['box', 'text', 'image', 'button', 'separator', 'filler'];
    if (node.layout === 'baseline') kinds.splice(4, 0, 'icon');
    return kinds;
  }
  if (node?.type === 'text') return ['span'];
  return [];
}

/** The node's children as a list (`contents` of a carousel, box or text), or undefined. */
export function childList(node: Node | undefined): readonly unknown[] | undefined {
  if (!node) return undefined;
  if (node.type !== 'carousel' && node.type !== 'box' && node.type !== 'text') return undefined;
  return Array.isArray(node.contents) ? node.contents : node.type === 'text' ? undefined : [];
}

const parentOf = (path: Path) => ({ list: path.slice(0, -1), index: path[path.length - 1] });

/** `kind` appended to the node at `parent`'s contents; the new node's path. */
export function insertChild(doc: FlexContainer, parent: Path, kind: ComponentKind) {
  const node = nodeAt(doc, parent);
  const list = [...(childList(node) ?? [])];
  const path = [...parent, 'contents', list.length];
  return { doc: setIn(doc, [...parent, 'contents'], [...list, newComponent(kind)]), path };
}

/** A new bubble after the last one of a carousel (at most 12); the new bubble's path. */
export function addBubble(doc: FlexContainer) {
  if (doc.type !== 'carousel' || doc.contents.length >= CAROUSEL_MAX_BUBBLES)
    return { doc, path: [] as Path };
  return {
    doc: { ...doc, contents: [...doc.contents, newBubble()] },
    path: ['contents', doc.contents.length] as Path,
  };
}

/** A block added to the bubble at `bubble` (a hero may be a video: #f-video); its path. */
export function addBlock(doc: FlexContainer, bubble: Path, block: Block, video = false) {
  const path = [...bubble, block];
  if (nodeAt(doc, path)) return { doc, path };
  const node = nodeAt(doc, bubble) ?? {};
  // Keep LINE's block order in the JSON too, so an added header comes before the body.
  const keys = Object.keys(node);
  const after = BLOCKS.slice(BLOCKS.indexOf(block) + 1);
  const at = keys.findIndex((key) => (after as readonly string[]).includes(key));
  const entries = Object.entries(node);
  entries.splice(at === -1 ? entries.length : at, 0, [block, newBlock(block, video)]);
  return { doc: setIn(doc, bubble, Object.fromEntries(entries)), path };
}

/**
 * The document without the node at `path`. A block is taken off its bubble; the container itself
 * and a carousel's last bubble stay (LINE needs one).
 */
export function removeNode(doc: FlexContainer, path: Path): FlexContainer {
  if (path.length === 0) return doc;
  const { list, index } = parentOf(path);
  if (typeof index === 'string') {
    const owner = nodeAt(doc, list);
    if (!owner) return doc;
    const { [index]: _removed, ...rest } = owner;
    return setIn(doc, list, rest);
  }
  const items = getIn(doc, list);
  if (!Array.isArray(items)) return doc;
  if (list.length === 1 && doc.type === 'carousel' && items.length <= 1) return doc;
  return setIn(
    doc,
    list,
    items.filter((_, i) => i !== index),
  );
}

/** The node at `path` moved to place `to` among its siblings (clamped). */
export function moveNode(doc: FlexContainer, path: Path, to: number): FlexContainer {
  const { list, index } = parentOf(path);
  const items = getIn(doc, list);
  if (typeof index !== 'number' || !Array.isArray(items)) return doc;
  return setIn(doc, list, moveItem(items, index, to));
}

/** The siblings at `list` put in `order` (old indexes, as a drag reports them). */
export function reorder(doc: FlexContainer, list: Path, order: readonly number[]): FlexContainer {
  const items = getIn(doc, list);
  if (!Array.isArray(items) || order.length !== items.length) return doc;
  return setIn(
    doc,
    list,
    order.map((i) => items[i]),
  );
}

/** A copy of the node put right after it; the copy's path. */
export function duplicateNode(doc: FlexContainer, path: Path) {
  const { list, index } = parentOf(path);
  const items = getIn(doc, list);
  if (typeof index !== 'number' || !Array.isArray(items)) return { doc, path };
  if (list.length === 1 && doc.type === 'carousel' && items.length >= CAROUSEL_MAX_BUBBLES)
    return { doc, path };
  const copy = structuredClone(items[index]);
  const next = [...items.slice(0, index + 1), copy, ...items.slice(index + 1)];
  return { doc: setIn(doc, list, next), path: [...list, index + 1] };
}

/** Whether the node at `path` is a component inside a box (so it can move into or out of boxes). */
const inBox = (doc: FlexContainer, path: Path) =>
  typeof path[path.length - 1] === 'number' && nodeAt(doc, path.slice(0, -2))?.type === 'box';

/** The node moved into the box just before it (at the end of that box); its new path, or null. */
export function indentNode(doc: FlexContainer, path: Path) {
  const { list, index } = parentOf(path);
  if (!inBox(doc, path) || typeof index !== 'number' || index === 0) return null;
  const target = [...list, index - 1];
  const box = nodeAt(doc, target);
  const node = nodeAt(doc, path);
  if (box?.type !== 'box' || !node || !childKinds(box).includes(node.type as ComponentKind)) return null;
  const inside = [...(childList(box) ?? [])];
  const moved = setIn(doc, [...target, 'contents'], [...inside, node]);
  return { doc: removeNode(moved, path), path: [...target, 'contents', inside.length] };
}

/** The node moved out of its box, right after it in the outer box; its new path, or null. */
export function outdentNode(doc: FlexContainer, path: Path) {
  const box = path.slice(0, -2);
  if (!inBox(doc, path) || !inBox(doc, box)) return null;
  const node = nodeAt(doc, path);
  const outer = nodeAt(doc, box.slice(0, -2));
  if (!node || !childKinds(outer).includes(node.type as ComponentKind)) return null;
  const boxIndex = box[box.length - 1] as number;
  const without = removeNode(doc, path);
  const list = box.slice(0, -1);
  const items = [...(getIn(without, list) as unknown[])];
  items.splice(boxIndex + 1, 0, node);
  return { doc: setIn(without, list, items), path: [...list, boxIndex + 1] };
}

/**
 * The node's property at `key` (a path inside the node, e.g. `['action', 'label']`) set to `value`;
 * undefined or '' takes the key away, so the JSON holds only what the operator chose.
 */
export function setProp(doc: FlexContainer, path: Path, key: Path, value: unknown): FlexContainer {
  if (value === undefined || value === '') {
    const owner = nodeAt(doc, [...path, ...key.slice(0, -1)]);
    const last = key[key.length - 1] as string;
    if (!owner || !(last in owner)) return doc;
    const { [last]: _removed, ...rest } = owner;
    return setIn(doc, [...path, ...key.slice(0, -1)], rest);
  }
  return setIn(doc, [...path, ...key], value);
}

/** A bubble made a carousel of one, or a carousel of one bubble made that bubble. */
export function toggleCarousel(doc: FlexContainer): FlexContainer {
  if (doc.type === 'bubble') return { type: 'carousel', contents: [doc] };
  return doc.contents.length === 1 && doc.contents[0] ? doc.contents[0] : doc;
}

export type ImportResult =
  | { ok: true; contents: FlexContainer; altText?: string }
  | { ok: false; reason: 'json' | 'shape' };

/**
 * JSON pasted in: a Flex container (what LINE's simulator exports: a bubble or a carousel) or a
 * whole Flex message (`{type: 'flex', altText, contents}`, as LINE's reference shows one), kept as
 * it came. What is in it is the contract's check's to judge, field by field.
 */
export function importJson(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (isNode(value) && value.type === 'flex' && isNode(value.contents)) {
    const inner = importContainer(value.contents);
    if (!inner) return { ok: false, reason: 'shape' };
    return typeof value.altText === 'string'
      ? { ok: true, contents: inner, altText: value.altText }
      : { ok: true, contents: inner };
  }
  const contents = importContainer(value);
  return contents ? { ok: true, contents } : { ok: false, reason: 'shape' };
}

function importContainer(value: unknown): FlexContainer | null {
  if (!isNode(value)) return null;
  if (value.type === 'bubble') return value as unknown as FlexContainer;
  if (value.type === 'carousel' && Array.isArray(value.contents)) return value as unknown as FlexContainer;
  return null;
}

/** The container as LINE's simulator writes it (2-space JSON). */
export const exportJson = (contents: FlexContainer): string => JSON.stringify(contents, null, 2);

/** Every node's path in the order the tree lists them (container first), for walking and tests. */
export function allPaths(doc: FlexContainer): Path[] {
  const paths: Path[] = [];
  const walk = (node: unknown, path: Path) => {
    if (!isNode(node)) return;
    paths.push(path);
    if (node.type === 'bubble') {
      for (const block of BLOCKS) if (isNode(node[block])) walk(node[block], [...path, block]);
      return;
    }
    const children = childList(node);
    children?.forEach((child, index) => {
      walk(child, [...path, 'contents', index]);
    });
  };
  walk(doc, []);
  return paths;
}

/**
 * The messages the Flex editor starts from and the Flex message in them (the first one). A template
 * without one gets one at the end, so an operator who opens edit_v3 on it finds something to edit
 * (at most five messages: the last is replaced then, and the editor says so).
 */
export function flexMessageOf(messages: readonly Node[] | undefined): {
  messages: Node[];
  index: number;
  added: boolean;
} {
  const list = [...(messages ?? [])];
  const index = list.findIndex((message) => message.type === 'flex' && isNode(message.contents));
  if (index !== -1) return { messages: list, index, added: false };
  const flex = { type: 'flex', altText: '', contents: newBubble() };
  const max = LINE_LIMITS.MESSAGES_PER_REQUEST_MAX;
  if (list.length >= max) list[max - 1] = flex;
  else list.push(flex);
  return { messages: list, index: Math.min(list.length, max) - 1, added: true };
}
