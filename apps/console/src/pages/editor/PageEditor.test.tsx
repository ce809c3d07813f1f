import { ToastProvider } from '@console/ui';
import { ConsoleUITestProvider } from '@console/ui/test';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_TEXT as T } from './messages';
import { FormNewPage, LandingNewPage } from './PageEditorPage';

// The editor's calls, answered without a server: the keys are what these tests are about.
vi.mock('../hooks', () => ({
  usePage: () => ({ data: undefined, error: undefined, isLoading: false }),
  pagesApi: { preview: async () => '<p>preview</p>' },
}));

// The shared lists (tags, friend information) find nothing: no server in these tests.
beforeEach(() => {
  vi.spyOn(window, 'fetch').mockImplementation(
    async () => new Response('{"message":"なし"}', { status: 404 }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  document.body.innerHTML = '';
});

function renderEditor(Screen: () => ReactNode, path: string) {
  const router = createMemoryRouter([{ path, element: <Screen /> }], { initialEntries: [path] });
  render(
    <ConsoleUITestProvider>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ToastProvider>
    </ConsoleUITestProvider>,
  );
}

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;
const disabled = (button: HTMLElement) =>
  (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true';

const undoKey = (target: Element, extra: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(target, { key: 'z', ctrlKey: true, ...extra });

describe('the editor’s undo keys', () => {
  it('Ctrl+Z in a text field takes back what was typed within a second as one step, Ctrl+Y puts it back', () => {
    renderEditor(LandingNewPage, '/line/landing/edit');
    const title = screen.getByRole('textbox', { name: T.title });
    fireEvent.change(title, { target: { value: '冬' } });
    fireEvent.change(title, { target: { value: '冬の' } });
    fireEvent.change(title, { target: { value: '冬のセール' } });
    undoKey(title);
    expect(inputValue(title)).toBe('');
    fireEvent.keyDown(title, { key: 'y', ctrlKey: true });
    expect(inputValue(title)).toBe('冬のセール');
    fireEvent.keyDown(title, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(inputValue(title)).toBe('冬のセール');
  });

  it('Ctrl+Z while an IME composes is the IME’s, not the editor’s', () => {
    renderEditor(LandingNewPage, '/line/landing/edit');
    const title = screen.getByRole('textbox', { name: T.title });
    fireEvent.change(title, { target: { value: 'ふゆ' } });
    undoKey(title, { isComposing: true });
    expect(inputValue(title)).toBe('ふゆ');
    undoKey(title, { keyCode: 229 });
    expect(inputValue(title)).toBe('ふゆ');
  });

  it('Ctrl+Z in a field that commits on blur (a number) is the field’s own', () => {
    renderEditor(FormNewPage, '/line/form/edit');
    // A new form page starts with its form selected, its first question open.
    const question = screen.getByRole('group', { name: '質問1' });
    const label = within(question).getByRole('textbox', { name: T.fieldLabel });
    fireEvent.change(label, { target: { value: 'お名前' } });
    const max = within(question).getByRole('spinbutton', { name: T.maxLength });
    const event = undoKey(max);
    expect(event).toBe(true); // not prevented: the browser's undo runs
    expect(inputValue(label)).toBe('お名前');
    undoKey(label);
    expect(inputValue(label)).toBe('');
  });

  it('the buttons follow the history: 元に戻す only with something to undo, やり直す only after an undo', () => {
    renderEditor(LandingNewPage, '/line/landing/edit');
    const undo = screen.getByRole('button', { name: T.undo });
    const redo = screen.getByRole('button', { name: T.redo });
    expect(disabled(undo)).toBe(true);
    expect(disabled(redo)).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: T.title }), { target: { value: 'A' } });
    expect(disabled(undo)).toBe(false);
    fireEvent.click(undo);
    expect(disabled(redo)).toBe(false);
    expect(disabled(undo)).toBe(true);
  });
});
