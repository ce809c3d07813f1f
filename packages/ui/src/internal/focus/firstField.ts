/** What counts as a field: something the user types into or chooses from. Buttons and links do not. */
const FIELD = [
  'input:not([type="hidden"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not(:disabled)',
  'textarea:not(:disabled)',
  'select:not(:disabled)',
  '[role="combobox"]:not([aria-disabled="true"])',
  '[role="textbox"][contenteditable="true"]',
].join(', ');

/**
 * Where focus goes when an overlay (Modal, SidePanel) opens: the element the content marks
 * `data-autofocus`, else its first field, else null (the caller then focuses the overlay itself,
 * so its title is read first). A field inside an `inert` or `hidden` part is skipped.
 */
export function firstField(root: HTMLElement): HTMLElement | null {
  const wanted = root.querySelector<HTMLElement>('[data-autofocus]');
  if (wanted) return wanted;
  for (const element of root.querySelectorAll<HTMLElement>(FIELD)) {
    // The root itself may still be inert (a SidePanel opening): only a part inside it counts.
    const blocked = element.closest('[inert], [hidden]');
    if (blocked && blocked !== root && root.contains(blocked)) continue;
    return element;
  }
  return null;
}
