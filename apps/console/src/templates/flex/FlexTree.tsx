import { MENU_SEPARATOR, Menu, type MenuEntry, type SortableList as SortableListType } from '@console/ui';
import { createContext, lazy, memo, type ReactNode, Suspense, useContext, useMemo } from 'react';
import type { Path } from '../edits';
import * as styles from './flex.css';
import { BLOCK_LABELS, FLEX_TEXT as T } from './messages';
import {
  BLOCKS,
  type Block,
  CAROUSEL_MAX_BUBBLES,
  type ComponentKind,
  childKinds,
  childList,
  type Node,
} from './model';
import { nodeName, pathKey } from './names';

/** What a tree row asks the editor to do; the editor applies it to the document and the history. */
export type TreeCommand =
  | { kind: 'select'; path: Path }
  | { kind: 'insert'; path: Path; component: ComponentKind }
  | { kind: 'addBlock'; path: Path; block: Block; video?: boolean }
  | { kind: 'addBubble' }
  | { kind: 'move'; path: Path; to: number }
  | { kind: 'reorder'; list: Path; order: number[] }
  | { kind: 'indent' | 'outdent' | 'duplicate' | 'remove'; path: Path }
  | { kind: 'toggleCarousel' };

interface TreeContext {
  selected: string;
  /** Node keys with a problem of their own (`body.contents.0`). */
  problems: ReadonlySet<string>;
  run: (command: TreeCommand) => void;
}
// lazy() drops the list's generic item type; it is the same component.
const SortableList = lazy(() => import('./dragSort')) as unknown as typeof SortableListType;

const Context = createContext<TreeContext>({ selected: '', problems: new Set(), run: () => {} });

/** The selected row's actions: what fits this node here (LINE's rules in model.ts). */
function actionsOf(node: Node, path: Path, siblings: number, index: number | null, run: TreeContext['run']) {
  const entries: MenuEntry[] = [];
  const name = nodeName(node, path);
  for (const kind of childKinds(node)) {
    entries.push({
      key: `add-${kind}`,
      label: `${T.addIn(name)}: ${nodeName({ type: kind }, [])}`,
      onSelect: () => run({ kind: 'insert', path, component: kind }),
    });
  }
  if (node.type === 'bubble') {
    for (const block of BLOCKS) {
      if (node[block] === undefined)
        entries.push({
          label: T.addBlock(BLOCK_LABELS[block]),
          onSelect: () => run({ kind: 'addBlock', path, block }),
        });
    }
  }
  if (path.length === 0) {
    if (node.type === 'carousel') {
      const full = (childList(node)?.length ?? 0) >= CAROUSEL_MAX_BUBBLES;
      entries.push({
        label: full ? T.maxBubbles : T.addBubble,
        disabled: full,
        onSelect: () => run({ kind: 'addBubble' }),
      });
      if ((childList(node)?.length ?? 0) === 1)
        entries.push({ label: T.toBubble, onSelect: () => run({ kind: 'toggleCarousel' }) });
    } else {
      entries.push({ label: T.toCarousel, onSelect: () => run({ kind: 'toggleCarousel' }) });
    }
  }
  if (index !== null) {
    if (entries.length > 0) entries.push(MENU_SEPARATOR);
    entries.push(
      { label: T.moveUp, disabled: index === 0, onSelect: () => run({ kind: 'move', path, to: index - 1 }) },
      {
        label: T.moveDown,
        disabled: index >= siblings - 1,
        onSelect: () => run({ kind: 'move', path, to: index + 1 }),
      },
      { label: T.indent, onSelect: () => run({ kind: 'indent', path }) },
      { label: T.outdent, onSelect: () => run({ kind: 'outdent', path }) },
      { label: T.duplicate, onSelect: () => run({ kind: 'duplicate', path }) },
    );
  }
  if (path.length > 0) {
    if (entries.length > 0) entries.push(MENU_SEPARATOR);
    entries.push({ label: T.remove, tone: 'danger', onSelect: () => run({ kind: 'remove', path }) });
  }
  return entries;
}

interface RowProps {
  node: Node;
  path: Path;
  /** The place among its siblings (null for a block or the container, which do not move). */
  index: number | null;
  siblings: number;
}

/**
 * One node of the tree and its children. Memoised by the node's object: an edit replaces only the
 * objects on its path, so typing in one text re-renders that text's row and its ancestors.
 */
const TreeRow = memo(function TreeRow({ node, path, index, siblings }: RowProps) {
  const { selected, problems, run } = useContext(Context);
  const key = pathKey(path);
  const isSelected = selected === key;
  const name = nodeName(node, path);
  return (
    <div className={styles.treeNode}>
      <div className={styles.treeRow} data-selected={isSelected || undefined}>
        <button
          type="button"
          className={styles.treeSelect}
          aria-current={isSelected ? 'true' : undefined}
          onClick={() => run({ kind: 'select', path })}
        >
          {name}
          {problems.has(key) && (
            <span className={styles.problemMark} role="img" aria-label={T.hasProblems}>
              !
            </span>
          )}
        </button>
        {isSelected && (
          <Menu
            size="small"
            align="end"
            label={T.nodeActions(name)}
            items={actionsOf(node, path, siblings, index, run)}
          />
        )}
      </div>
      <Children node={node} path={path} />
    </div>
  );
});

function Children({ node, path }: { node: Node; path: Path }): ReactNode {
  const { run } = useContext(Context);
  if (node.type === 'bubble') {
    const blocks = BLOCKS.filter((block) => node[block] !== null && typeof node[block] === 'object');
    if (blocks.length === 0) return null;
    return (
      <ul className={`${styles.treeList} ${styles.blockList}`}>
        {blocks.map((block) => (
          <li key={block}>
            <TreeRow node={node[block] as Node} path={[...path, block]} index={null} siblings={0} />
          </li>
        ))}
      </ul>
    );
  }
  const children = childList(node);
  if (!children || children.length === 0) return null;
  const items = children.map((child, index) => ({ id: String(index), index, child }));
  const row = (item: (typeof items)[number]) =>
    item.child !== null && typeof item.child === 'object' ? (
      <TreeRow
        node={item.child as Node}
        path={[...path, 'contents', item.index]}
        index={item.index}
        siblings={children.length}
      />
    ) : null;
  return (
    <div className={styles.treeList}>
      <Suspense
        fallback={
          // The same rows before the drag code arrives, each with the handle's place kept.
          <ul className={styles.staticList}>
            {items.map((item) => (
              <li key={item.id} className={styles.staticRow}>
                <span className={styles.handleSpace} aria-hidden="true" />
                <div className={styles.rowContent}>{row(item)}</div>
              </li>
            ))}
          </ul>
        }
      >
        <SortableList
          density="compact"
          aria-label={T.treeLabel}
          items={items}
          getLabel={(item) => nodeName(item.child as Node, [...path, 'contents', item.index])}
          onReorder={(ids) => run({ kind: 'reorder', list: [...path, 'contents'], order: ids.map(Number) })}
          renderItem={row}
        />
      </Suspense>
    </div>
  );
}

/**
 * The Flex container as a tree (issue 29): select a node to edit its properties; the selected one
 * has its actions (add inside, move, into and out of boxes, duplicate, delete); siblings reorder by
 * drag or by keyboard (the handle, Space and the arrow keys, as every sortable list here).
 */
export function FlexTree({
  contents,
  selected,
  problems,
  run,
}: {
  contents: Node;
  selected: string;
  problems: ReadonlySet<string>;
  run: (command: TreeCommand) => void;
}) {
  // One value while nothing it holds changes: every row reads it, and memo would not help otherwise.
  const value = useMemo(() => ({ selected, problems, run }), [selected, problems, run]);
  return (
    <Context.Provider value={value}>
      <nav aria-label={T.treeLabel} className={styles.tree}>
        <p className={styles.subtle}>{T.sortHint}</p>
        <TreeRow node={contents} path={[]} index={null} siblings={0} />
      </nav>
    </Context.Provider>
  );
}
