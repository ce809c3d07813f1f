import { describe, expect, it, vi } from 'vitest';
import { MODAL_Z_INDEX_STEP, ModalStack, modalZIndex } from './modalStack';

describe('modalZIndex', () => {
  it.each([
    [0, { overlay: 1000, dialog: 1001 }],
    [1, { overlay: 1002, dialog: 1003 }],
    [2, { overlay: 1004, dialog: 1005 }],
    [9, { overlay: 1018, dialog: 1019 }],
  ])('the modal at position %i sits at 1000 + 2 × position → %o', (position, expected) => {
    expect(modalZIndex(position)).toEqual(expected);
  });

  it('adds the offsets to another base (the theme token)', () => {
    expect(modalZIndex(1, 0)).toEqual({ overlay: MODAL_Z_INDEX_STEP, dialog: MODAL_Z_INDEX_STEP + 1 });
  });
});

describe('ModalStack', () => {
  it('stacks modals in the order they open; only the last is on top', () => {
    const stack = new ModalStack();
    stack.open('a');
    stack.open('b');
    expect([stack.position('a'), stack.position('b')]).toEqual([0, 1]);
    expect(stack.isTop('b')).toBe(true);
    expect(stack.isTop('a')).toBe(false);
  });

  it('closing the top modal makes the one below the top', () => {
    const stack = new ModalStack();
    stack.open('a');
    stack.open('b');
    stack.close('b');
    expect(stack.isTop('a')).toBe(true);
    expect(stack.position('b')).toBe(-1);
  });

  it('closing a modal in the middle moves the ones above down', () => {
    const stack = new ModalStack();
    stack.open('a');
    stack.open('b');
    stack.open('c');
    stack.close('b');
    expect(stack.position('c')).toBe(1);
    expect(stack.size).toBe(2);
  });

  it('puts a parent below its children that registered first (same render)', () => {
    const stack = new ModalStack();
    stack.open('grandchild', 'child');
    stack.open('child', 'parent');
    stack.open('parent');
    expect(['parent', 'child', 'grandchild'].map((id) => stack.position(id))).toEqual([0, 1, 2]);
  });

  it('opening the same modal twice keeps one entry', () => {
    const stack = new ModalStack();
    stack.open('a');
    stack.open('a');
    expect(stack.size).toBe(1);
  });

  it('tells subscribers when the stack changes, and stops after unsubscribing', () => {
    const stack = new ModalStack();
    const listener = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    stack.open('a');
    stack.close('a');
    stack.close('a');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    stack.open('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('nobody is on top of an empty stack', () => {
    expect(new ModalStack().isTop('a')).toBe(false);
  });
});
