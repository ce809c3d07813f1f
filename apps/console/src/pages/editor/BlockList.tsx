import {
  BLOCK_TYPE_LABELS,
  BLOCK_TYPES,
  type BlockType,
  COLUMNS_MAX,
  COLUMNS_MIN,
} from '@console/contract/pages';
import { Menu, SegmentedControl, SortableList } from '@console/ui';
import {
  canAdd,
  canAddToColumn,
  type DraftBlock,
  type DraftColumnsBlock,
  type DraftLeafBlock,
  duplicateAt,
  editColumn,
  insertAfter,
  LEAF_TYPES,
  type MakeId,
  moveAt,
  newLeaf,
  orderBy,
  removeAt,
  setColumnCount,
} from './document';
import * as styles from './editor.css';
import { ItemButtons } from './ItemButtons';
import type { Errors, OnBlock } from './inspectors';
import { EDITOR_TEXT as T } from './messages';

/** A few words of a block for its name in the list (its text, its label), or none. */
export function summaryOf(block: DraftBlock): string {
  const words = (() => {
    switch (block.type) {
      case 'heading':
      case 'text':
        return block.text;
      case 'button':
        return block.label;
      case 'countdown':
        return block.label;
      case 'image':
        return block.alt;
      default:
        return '';
    }
  })().trim();
  return words.length > 20 ? `${[...words].slice(0, 20).join('')}…` : words;
}

/** The «add a block» menu: every type (a second form refused), named by the contract's labels. */
export function AddBlockMenu({
  blocks,
  types = BLOCK_TYPES,
  onAdd,
}: {
  blocks: readonly DraftBlock[];
  /** The palette (a site's page has no form). */
  types?: readonly BlockType[];
  onAdd: (type: BlockType) => void;
}) {
  return (
    <Menu
      label={T.addBlock}
      trigger={T.addBlock}
      size="medium"
      align="start"
      items={types.map((type) => ({
        label:
          type === 'form' && !canAdd(blocks, 'form')
            ? `${BLOCK_TYPE_LABELS.form}（${T.oneFormOnly}）`
            : BLOCK_TYPE_LABELS[type],
        disabled: !canAdd(blocks, type),
        onSelect: () => onAdd(type),
      }))}
    />
  );
}

/** One row: the block's name (selects it), its error mark, and its moves, copy and removal. */
function BlockRow({
  name,
  selected,
  invalid,
  index,
  count,
  canDuplicate,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: {
  name: string;
  selected: boolean;
  invalid: boolean;
  index: number;
  count: number;
  canDuplicate: boolean;
  onSelect: () => void;
  onMove: (to: number) => void;
  onDuplicate: (() => void) | null;
  onRemove: () => void;
}) {
  return (
    <div className={styles.item}>
      <button type="button" className={styles.itemName} aria-pressed={selected} onClick={onSelect}>
        {name}
        {invalid && <span className={styles.errorBadge}>{T.hasErrors}</span>}
      </button>
      <ItemButtons
        name={name}
        index={index}
        count={count}
        onMove={onMove}
        onDuplicate={onDuplicate}
        canDuplicate={canDuplicate}
        onRemove={onRemove}
      />
    </div>
  );
}

const nameOf = (block: DraftBlock, index: number) =>
  T.blockName(index + 1, BLOCK_TYPE_LABELS[block.type], summaryOf(block));

/**
 * The page's blocks in order: drag a handle (or its keyboard: Space, arrows, Space), or 上へ/下へ;
 * a block's name selects it for the inspector.
 */
export function BlockList({
  blocks,
  selected,
  invalid,
  makeId,
  onBlocks,
  onSelect,
}: {
  blocks: readonly DraftBlock[];
  selected: string | null;
  invalid: ReadonlySet<string>;
  makeId: MakeId;
  onBlocks: (blocks: DraftBlock[]) => void;
  onSelect: (id: string | null) => void;
}) {
  if (blocks.length === 0) return <p className={styles.subtle}>{T.noBlocks}</p>;
  const canDuplicate = canAdd(blocks, 'heading');
  return (
    <SortableList
      aria-label={T.blockList}
      items={blocks}
      getLabel={(block) => nameOf(block, blocks.indexOf(block))}
      onReorder={(ids) => onBlocks(orderBy(blocks, ids))}
      renderItem={(block) => {
        const index = blocks.indexOf(block);
        return (
          <BlockRow
            name={nameOf(block, index)}
            selected={selected === block.id}
            invalid={invalid.has(block.id)}
            index={index}
            count={blocks.length}
            canDuplicate={canDuplicate}
            onSelect={() => onSelect(block.id)}
            onMove={(to) => onBlocks([...moveAt(blocks, index, to)])}
            onDuplicate={
              block.type === 'form'
                ? null
                : () => {
                    const next = duplicateAt(blocks, index, makeId);
                    onBlocks(next);
                    onSelect(next[index + 1]?.id ?? null);
                  }
            }
            onRemove={() => {
              onBlocks(removeAt(blocks, index));
              if (selected === block.id) onSelect(null);
            }}
          />
        );
      }}
    />
  );
}

/**
 * The columns block's inspector: how many columns, and each column's blocks (the leaf types),
 * which open in the inspector like the page's own blocks.
 */
export function ColumnsInspector({
  block,
  errors,
  invalid,
  makeId,
  onChange,
  onSelect,
}: {
  block: DraftColumnsBlock;
  errors: Errors;
  invalid: ReadonlySet<string>;
  makeId: MakeId;
  onChange: OnBlock<DraftColumnsBlock>;
  onSelect: (id: string) => void;
}) {
  const edit = (column: number, change: (list: readonly DraftLeafBlock[]) => readonly DraftLeafBlock[]) =>
    onChange(editColumn(block, column, change), null);
  const counts = Array.from({ length: COLUMNS_MAX - COLUMNS_MIN + 1 }, (_, i) => COLUMNS_MIN + i);
  return (
    <>
      <SegmentedControl
        label={T.columnCount}
        options={counts.map((n) => ({ value: String(n), label: T.columnCounts(n) }))}
        value={String(block.columns.length)}
        onValueChange={(value) => onChange(setColumnCount(block, Number(value)), null)}
        errorText={errors.columns}
      />
      {block.columns.map((list, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place
        <section key={column} className={styles.subPanel} aria-label={T.column(column + 1)}>
          <h3 className={styles.sectionHeading}>{T.column(column + 1)}</h3>
          {errors[`columns.${column}`] && (
            <p className={styles.problem} role="alert">
              {errors[`columns.${column}`]}
            </p>
          )}
          {list.length === 0 ? (
            <p className={styles.subtle}>{T.columnEmpty}</p>
          ) : (
            <ol className={styles.plainList}>
              {list.map((inner, at) => (
                <li key={inner.id}>
                  <BlockRow
                    name={nameOf(inner, at)}
                    selected={false}
                    invalid={invalid.has(inner.id)}
                    index={at}
                    count={list.length}
                    canDuplicate={canAddToColumn(block, column)}
                    onSelect={() => onSelect(inner.id)}
                    onMove={(to) => edit(column, (items) => moveAt(items, at, to))}
                    onDuplicate={() =>
                      edit(column, (items) =>
                        insertAfter(items, { ...structuredClone(inner), id: makeId() }, at),
                      )
                    }
                    onRemove={() => edit(column, (items) => removeAt(items, at))}
                  />
                </li>
              ))}
            </ol>
          )}
          {canAddToColumn(block, column) ? (
            <Menu
              label={T.addBlockTo(column + 1)}
              trigger={T.addBlockTo(column + 1)}
              size="small"
              align="start"
              items={LEAF_TYPES.map((type) => ({
                label: BLOCK_TYPE_LABELS[type],
                onSelect: () => {
                  const added = newLeaf(type, makeId);
                  edit(column, (items) => [...items, added]);
                  onSelect(added.id);
                },
              }))}
            />
          ) : (
            <p className={styles.subtle}>{T.columnFull}</p>
          )}
        </section>
      ))}
    </>
  );
}
