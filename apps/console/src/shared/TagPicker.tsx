import type { Tag } from '@console/contract/friends';
import { Button, Select } from '@console/ui';
import * as styles from './form.css';
import { subtle } from './list.css';

/** The picker's words, from the feature's messages. */
export interface TagPickerText {
  /** The Select's label. */
  add: string;
  /** A chip's remove button. */
  remove: (name: string) => string;
  /** No tag chosen. */
  none: string;
  /** A chosen tag that is no longer in the account's tags. */
  unknown: string;
}

/**
 * Tags as chips with a Select to add one more: a multiple choice built from the controls
 * @console/ui has (a tracker's tags, a delivery's included and excluded tags).
 */
export function TagPicker({
  legend,
  legendClassName,
  ids,
  tags,
  loading,
  taken = [],
  max,
  readOnly = false,
  error,
  text,
  onChange,
}: {
  legend: string;
  /** The legend's look: a heading of its own, or a caption beside a second picker. */
  legendClassName: string;
  ids: number[];
  tags: Tag[];
  loading: boolean;
  /** Tags chosen in another list, not offered here (one tag is not both included and excluded). */
  taken?: number[];
  /** How many tags the contract takes: the Select goes at that count. */
  max: number;
  /** Shown, not changed: no remove buttons and no Select (its error then stands alone). */
  readOnly?: boolean;
  error: string | undefined;
  text: TagPickerText;
  onChange: (ids: number[]) => void;
}) {
  const name = new Map(tags.map((tag) => [tag.id, tag.name]));
  const addable = tags
    .filter((tag) => !ids.includes(tag.id) && !taken.includes(tag.id))
    .map((tag) => ({ name: tag.name, value: String(tag.id) }));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={legendClassName}>{legend}</legend>
      {ids.length === 0 ? (
        <p className={subtle}>{text.none}</p>
      ) : (
        <ul className={styles.chips} aria-label={legend}>
          {ids.map((id) => {
            const label = name.get(id) ?? text.unknown;
            return (
              <li key={id} className={styles.chip}>
                {label}
                {!readOnly && (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={text.remove(label)}
                    onClick={() => onChange(ids.filter((other) => other !== id))}
                  >
                    ×
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && ids.length < max && (
        <Select
          label={text.add}
          options={addable}
          loading={loading}
          value=""
          onValueChange={(value) => value && onChange([...ids, Number(value)])}
          errorText={error}
        />
      )}
      {readOnly && error && <p className={styles.problem}>{error}</p>}
    </fieldset>
  );
}
