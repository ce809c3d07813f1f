import { useToast } from '@console/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIB_MESSAGES } from './messages';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';
import { writeError } from './writes';

type FieldErrors = Record<string, string>;

export interface DraftFormOptions<Draft> {
  initial: Draft;
  /**
   * Whether the draft is already saved: a saved one is judged at once, a new one after its first
   * save (an empty form is no error).
   */
  existing: boolean;
  /** The form's own check of the draft, by field; a function outside the component (kept stable). */
  problemsOf: (draft: Draft) => FieldErrors;
  /** The toast of a refused check, from the feature's messages. */
  problemsText: (count: number) => string;
}

/**
 * The state a form keeps while an operator edits a draft and saves it (the tracker, delivery and
 * rich menu editors): the draft and whether it has unsaved edits (for LeaveWarning), its problems
 * shown once they are judged, the server's field messages of a refused save (cleared by the next
 * edit), focus on the first wrong field after a refusal, and a move to another address that waits
 * until the save has been recorded as clean (so LeaveWarning never asks about a saved draft).
 * How a form saves (one call, or a save then a schedule or a publish) stays its own.
 */
export function useDraftForm<Draft>({
  initial,
  existing,
  problemsOf,
  problemsText,
}: DraftFormOptions<Draft>) {
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [judged, setJudged] = useState(existing);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const refuse = useFocusFirstInvalid(formRef);
  useEffect(() => {
    if (leaveTo !== null && !dirty) navigate(leaveTo, { replace: true });
  }, [leaveTo, dirty, navigate]);

  const problems = useMemo(() => problemsOf(draft), [problemsOf, draft]);
  const errors: FieldErrors = { ...(judged ? problems : {}), ...serverErrors };

  return {
    draft,
    dirty,
    judged,
    /** The draft's own problems, judged or not. */
    problems,
    /** What each field shows: its problem once judged, or the server's message. */
    errors,
    formRef,
    /** Applies an operator's edit: the draft is dirty, the server's old messages go. */
    edit(changes: Partial<Draft>) {
      setDraft((current) => ({ ...current, ...changes }));
      setServerErrors({});
      setDirty(true);
    },
    /**
     * The form's own check before a save; false (the problems toasted, the first wrong field
     * focused) when it refuses. `also` adds what only the form knows: messages under fields the
     * draft's check cannot judge (a rich menu published without its image) and a count of
     * problems shown elsewhere on the form.
     */
    check(also: { fields?: FieldErrors; count?: number } = {}) {
      const fields = also.fields ?? {};
      setJudged(true);
      setServerErrors(fields);
      const count = Object.keys(problems).length + Object.keys(fields).length + (also.count ?? 0);
      if (count === 0) return true;
      toast.error(problemsText(count));
      refuse();
      return false;
    },
    /** A save the server refused: its messages under their fields, its first words toasted. */
    refused(failure: unknown) {
      const { fields, messages } = writeError(failure);
      setServerErrors(fields);
      toast.error(messages[0] ?? LIB_MESSAGES.unknownError);
      refuse();
    },
    /** The draft as saved: no unsaved edits. */
    markClean: () => setDirty(false),
    /** Goes to `path` (replacing this address) once the draft is clean. */
    leaveTo: setLeaveTo,
  };
}
