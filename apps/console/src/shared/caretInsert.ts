import { type SyntheticEvent, useRef } from 'react';

/**
 * `token` put into `text` where the operator's caret (or selection) is, replacing the selection;
 * at the end when the field has not been touched. Returns the text and where the caret goes.
 */
export function insertAt(
  text: string,
  token: string,
  selection: { start: number; end: number } | null,
): { text: string; caret: number } {
  const clamp = (at: number) => Math.max(0, Math.min(text.length, at));
  const start = selection ? clamp(Math.min(selection.start, selection.end)) : text.length;
  const end = selection ? clamp(Math.max(selection.start, selection.end)) : text.length;
  return { text: `${text.slice(0, start)}${token}${text.slice(end)}`, caret: start + token.length };
}

/**
 * An InsertMenu's insertion at the caret of a textarea (a message's text): the field remembers
 * where the caret was when the menu took the focus, the token goes in there, and the caret comes
 * back right after it, so the operator types on.
 */
export function useCaretInsert(value: string, set: (next: string) => void) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);
  const onSelect = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const area = event.currentTarget;
    selection.current = { start: area.selectionStart, end: area.selectionEnd };
  };
  const insert = (token: string) => {
    const { text, caret } = insertAt(value, token, selection.current);
    set(text);
    selection.current = { start: caret, end: caret };
    // After the menu has closed and given the focus back to its button.
    setTimeout(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(caret, caret);
    }, 0);
  };
  return { ref, onSelect, insert };
}
