/**
 * Which modal is on top. Modals stack: the N-th open modal (N = 1, 2, …) sits at
 * z-index 1000 + 2 × (N − 1) (spec §9), its overlay at that value and its dialog one above, so
 * every later modal and its overlay cover every earlier one. Only the top modal answers Escape.
 */

/** Two layers per modal: the overlay and the dialog. */
export const MODAL_Z_INDEX_STEP = 2;

/** z-index of the overlay and dialog of the modal at `position` (0 = the first open modal). */
export function modalZIndex(position: number, base = 1000): { overlay: number; dialog: number } {
  const overlay = base + MODAL_Z_INDEX_STEP * position;
  return { overlay, dialog: overlay + 1 };
}

interface Entry {
  id: string;
  parentId: string | null;
}

/**
 * The open modals in stacking order. A modal opened from inside another (its parent) always sits
 * above it, even when both open in the same render (React registers children before parents).
 */
export class ModalStack {
  private entries: Entry[] = [];
  private listeners = new Set<() => void>();

  open(id: string, parentId: string | null = null): void {
    if (this.entries.some((entry) => entry.id === id)) return;
    const entry = { id, parentId };
    const firstDescendant = this.entries.findIndex((other) => this.isDescendant(other, id));
    if (firstDescendant >= 0) this.entries.splice(firstDescendant, 0, entry);
    else this.entries.push(entry);
    this.emit();
  }

  close(id: string): void {
    const before = this.entries.length;
    this.entries = this.entries.filter((entry) => entry.id !== id);
    if (this.entries.length !== before) this.emit();
  }

  /** 0 for the bottom modal; -1 when `id` is not open. */
  position(id: string): number {
    return this.entries.findIndex((entry) => entry.id === id);
  }

  isTop(id: string): boolean {
    return this.entries.length > 0 && this.entries[this.entries.length - 1]?.id === id;
  }

  get size(): number {
    return this.entries.length;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private isDescendant(entry: Entry, ancestorId: string): boolean {
    let parentId = entry.parentId;
    const seen = new Set<string>();
    while (parentId && !seen.has(parentId)) {
      if (parentId === ancestorId) return true;
      seen.add(parentId);
      parentId = this.entries.find((other) => other.id === parentId)?.parentId ?? null;
    }
    return false;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The one stack of the page. */
export const modalStack = new ModalStack();
