import { Button } from '@console/ui';
import { EDITOR_TEXT as T } from './messages';

/*
 * A file of its own: the site settings' menu uses the same buttons, and beside BlockList (with the
 * drag and drop) it pulled the sortable list into every pages screen's first load.
 */

/**
 * 上へ・下へ, 複製 and 削除 of one item of a list (a block, a form's question), each named after the
 * item for a screen reader. `onDuplicate` null: no 複製; `canRemove` false: 削除 disabled (a form's
 * last question).
 */
export function ItemButtons({
  name,
  index,
  count,
  canDuplicate,
  canRemove = true,
  onMove,
  onDuplicate,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  canDuplicate: boolean;
  canRemove?: boolean;
  onMove: (to: number) => void;
  onDuplicate: (() => void) | null;
  onRemove: () => void;
}) {
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-label={T.moveUpOf(name)}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        {T.moveUp}
      </Button>
      <Button
        variant="secondary"
        size="small"
        aria-label={T.moveDownOf(name)}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        {T.moveDown}
      </Button>
      {onDuplicate && (
        <Button
          variant="secondary"
          size="small"
          aria-label={T.duplicateOf(name)}
          disabled={!canDuplicate}
          onClick={onDuplicate}
        >
          {T.duplicate}
        </Button>
      )}
      <Button
        variant="secondary"
        size="small"
        aria-label={T.removeOf(name)}
        disabled={!canRemove}
        onClick={onRemove}
      >
        {T.remove}
      </Button>
    </>
  );
}
