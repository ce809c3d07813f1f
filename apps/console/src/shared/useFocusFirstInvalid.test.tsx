import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

afterEach(cleanup);

/** A form with two fields; `bad` names the fields shown as wrong. */
function Form({ server = {} }: { server?: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null);
  const [bad, setBad] = useState<string[]>([]);
  const refuse = useFocusFirstInvalid(form, server);
  const invalid = (name: string) => bad.includes(name) || name in server;
  return (
    <form ref={form}>
      <input aria-label="名前" aria-invalid={invalid('name')} />
      <input aria-label="電話番号" aria-invalid={invalid('tel')} />
      <button
        type="button"
        onClick={() => {
          setBad(['tel']);
          refuse();
        }}
      >
        保存
      </button>
      <button type="button" onClick={() => setBad([])}>
        直す
      </button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('focuses the first wrong field after the render that shows it', () => {
    render(<Form />);
    const save = screen.getByRole('button', { name: '保存' });
    save.focus();
    act(() => save.click());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '電話番号' }));
  });

  it('focuses again on each refusal, not on other renders', () => {
    render(<Form />);
    const save = screen.getByRole('button', { name: '保存' });
    act(() => save.click());
    const name = screen.getByRole('textbox', { name: '名前' });
    name.focus();
    // A render with the same refusal count (fixing a field) leaves focus where the user is
    // (a click() in jsdom does not move focus: it stays on 名前).
    act(() => screen.getByRole('button', { name: '直す' }).click());
    expect(document.activeElement).toBe(name);
    act(() => save.click());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '電話番号' }));
  });

  it.each([
    ['the server names the first field', { name: '必須です' }, '名前'],
    ['the server names the second field', { tel: '電話番号の形式が正しくありません' }, '電話番号'],
  ])('follows new field errors from the server: %s', (_, server, field) => {
    const { rerender } = render(<Form />);
    const save = screen.getByRole('button', { name: '保存' });
    save.focus();
    rerender(<Form server={server} />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: field }));
  });

  it('does not move focus when the errors are cleared', () => {
    const { rerender } = render(<Form server={{ name: '必須です' }} />);
    const save = screen.getByRole('button', { name: '保存' });
    save.focus();
    rerender(<Form server={{}} />);
    expect(document.activeElement).toBe(save);
  });
});
