import { useRef } from 'react';

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
 * An InsertMenu's insertion at the caret of a textarea (a message's text): the token goes in where
 * the caret was when the menu took the focus (a textarea keeps its selection when it loses the
 * focus; one never focused takes it at the end), and the caret goes right after it, so the operator
 * types on once the menu gives the field back its focus.
 */
export function useCaretInsert(value: string, set: (next: string) => void) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const touched = useRef(false);
  const onFocus = () => {
    touched.current = true;
  };
  const insert = (token: string) => {
    const area = ref.current;
    const selection = area && touched.current ? { start: area.selectionStart, end: area.selectionEnd } : null;
    const { text, caret } = insertAt(value, token, selection);
    set(text);
    // Once the new text is drawn; the menu gives the field the focus (InsertMenu's focusAfterInsert).
    setTimeout(() => ref.current?.setSelectionRange(caret, caret), 0);
  };
  return { ref, onFocus, insert };
}
