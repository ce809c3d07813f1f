import { type SetStateAction, useState } from 'react';

/**
 * A form's draft of what the server has (`saved`): the user's edits are kept together with the
 * saved value they were made on, and are dropped by themselves when the server's value changes
 * (first load, after saving, another tab's write read again). No effect copies `saved` into
 * state, so no render ever shows an edit against an older value.
 */
export function useDraft<T>(saved: T, same: (a: T, b: T) => boolean = sameJson) {
  const [edit, setEdit] = useState<{ base: T; value: T } | null>(null);
  const value = edit !== null && edit.base === saved ? edit.value : saved;
  const setValue = (next: SetStateAction<T>) =>
    setEdit((current) => {
      const from = current !== null && current.base === saved ? current.value : saved;
      return { base: saved, value: typeof next === 'function' ? (next as (from: T) => T)(from) : next };
    });
  const dirty = value !== saved && !same(value, saved);
  return [value, setValue, dirty] as const;
}

function sameJson<T>(a: T, b: T): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
