import type { Path } from '../edits';
import { BLOCK_LABELS, KIND_LABELS } from './messages';
import type { Block, Node } from './model';

/** A node's key: its path joined with dots (`body.contents.0`; the container is ''). */
export const pathKey = (path: Path): string => path.join('.');

const QUOTE_MAX = 16;
const quote = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const chars = [...value.replace(/\s+/g, ' ').trim()];
  return `「${chars.slice(0, QUOTE_MAX).join('')}${chars.length > QUOTE_MAX ? '…' : ''}」`;
};

/**
 * A node's name in the tree and in announcements: its block or place, its kind, and what tells it
 * apart (a text's first words, a button's label, a box's direction) — 「ボディ: ボックス（縦）」.
 */
export function nodeName(node: Node, path: Path): string {
  const type = String(node.type ?? '');
  const kind = KIND_LABELS[type as keyof typeof KIND_LABELS] ?? (type || '?');
  const last = path[path.length - 1];
  const block = typeof last === 'string' && last in BLOCK_LABELS ? `${BLOCK_LABELS[last as Block]}: ` : '';
  const place = type === 'bubble' && typeof last === 'number' ? ` ${last + 1}` : '';
  let detail = '';
  if (type === 'text' || type === 'span') {
    const spans = Array.isArray(node.contents) ? node.contents : [];
    detail = quote(spans.length > 0 ? spans.map((span) => (span as Node)?.text ?? '').join('') : node.text);
  } else if (type === 'button') detail = quote((node.action as Node | undefined)?.label);
  else if (type === 'box') {
    const layout = { vertical: '縦', horizontal: '横', baseline: 'ベースライン' }[String(node.layout)];
    detail = layout ? `（${layout}）` : '';
  } else if (type === 'bubble' && typeof node.size === 'string') detail = `（${node.size}）`;
  return `${block}${kind}${place}${detail}`;
}

/**
 * The node each problem belongs to: the problem at `body.contents.0.text` (a key under the
 * container) is the text's at `body.contents.0`, the deepest node whose key starts the problem's.
 */
export function problemOwners(problems: readonly string[], keys: readonly string[]): Set<string> {
  const owners = new Set<string>();
  for (const problem of problems) {
    let owner = '';
    for (const key of keys) {
      if (key.length > owner.length && (problem === key || problem.startsWith(`${key}.`))) owner = key;
    }
    owners.add(owner);
  }
  return owners;
}
