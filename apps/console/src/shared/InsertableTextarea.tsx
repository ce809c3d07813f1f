import { INSERTION_KIND_LABELS, INSERTION_KINDS, type InsertionKind } from '@console/contract/friends';
import { TRACKER_LABELS, trackerToken } from '@console/contract/trackers';
import { InsertMenu, Textarea } from '@console/ui';
import type { ReactNode } from 'react';
import { useCaretInsert } from './caretInsert';
import { useTrackerChoices } from './choiceLists';
import { useInsertionEntries } from './useSharedData';

/**
 * A message's text with the insertion menu under it (friend information, common variables, form
 * answers, trackers): the chosen token goes in at the caret, and the caret comes back after it. The journey
 * step's message and the template editor's texts; a page's text offers friend information only
 * (`only="variable"`: the one insertion a page fills).
 */
export function InsertableTextarea({
  label,
  insertLabel,
  value,
  onChange,
  rows,
  maxLength,
  errorText,
  helpText,
  readOnly = false,
  only,
}: {
  label: string;
  /** The menu's button (「差し込み」). */
  insertLabel: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
  errorText?: ReactNode;
  helpText?: ReactNode;
  /** Offer this insertion kind alone (no other kinds, no trackers). */
  only?: InsertionKind;
  /** Shown but not editable (an operator without the write permission): no insertion menu. */
  readOnly?: boolean;
}) {
  const entries = useInsertionEntries();
  // A `{{tracker:N}}` becomes each friend's own short link when the message is sent.
  const trackers = useTrackerChoices(!readOnly && !only);
  const caret = useCaretInsert(value, onChange);
  return (
    <>
      <Textarea
        ref={caret.ref}
        onFocus={caret.onFocus}
        label={label}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        errorText={errorText}
        helpText={helpText}
        readOnly={readOnly}
      />
      {!readOnly && (
        <InsertMenu
          label={insertLabel}
          groups={[
            ...(only ? [only] : INSERTION_KINDS).map((kind) => ({
              key: kind,
              label: INSERTION_KIND_LABELS[kind],
              items: entries[kind].map((entry) => ({ id: entry.id, label: entry.label, token: entry.token })),
            })),
            ...(only
              ? []
              : [
                  {
                    key: 'tracker',
                    label: TRACKER_LABELS.insertGroup,
                    items: (trackers.data ?? []).map(({ id, name }) => ({
                      id,
                      label: name,
                      token: trackerToken(id),
                    })),
                  },
                ]),
          ]}
          onInsert={(item) => caret.insert(item.token)}
          focusAfterInsert={caret.ref}
        />
      )}
    </>
  );
}
