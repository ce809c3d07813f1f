import { ToastProvider } from '@console/ui';
import { ConsoleUITestProvider } from '@console/ui/test';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './fetcher';
import { LIB_MESSAGES } from './messages';
import { useDraftForm } from './useDraftForm';

afterEach(() => {
  cleanup();
  // The toasts live in a portal on <body>, outside what the cleanup unmounts.
  document.body.innerHTML = '';
});

interface Draft {
  name: string;
  tel: string;
}

const problemsOf = (draft: Draft) => ({
  ...(draft.name ? {} : { name: '名前を入力してください。' }),
  ...(/^\d+$/.test(draft.tel) ? {} : { tel: '電話番号は数字で入力してください。' }),
});
const problemsText = (count: number) => `入力内容に誤りが${count}件あります。`;

/** What a test does with the hook: the buttons a form of the console would have. */
interface Actions {
  save: 'ok' | ApiError;
  also?: { fields?: Record<string, string>; count?: number };
}

function Form({ initial, existing, save, also }: { initial: Draft; existing: boolean } & Actions) {
  const form = useDraftForm({ initial, existing, problemsOf, problemsText });
  const { draft, errors } = form;
  return (
    <form ref={form.formRef} aria-label="フォーム">
      <input
        aria-label="名前"
        value={draft.name}
        aria-invalid={errors.name ? true : undefined}
        onChange={(event) => form.edit({ name: event.target.value })}
      />
      {errors.name && <p>{errors.name}</p>}
      <input
        aria-label="電話番号"
        value={draft.tel}
        aria-invalid={errors.tel ? true : undefined}
        onChange={(event) => form.edit({ tel: event.target.value })}
      />
      {errors.tel && <p>{errors.tel}</p>}
      {errors.image && <p>{errors.image}</p>}
      <output aria-label="状態">{`${form.dirty ? 'dirty' : 'clean'} ${form.judged ? 'judged' : 'unjudged'}`}</output>
      <button
        type="button"
        onClick={() => {
          if (!form.check(also)) return;
          if (save === 'ok') form.markClean();
          else form.refused(save);
        }}
      >
        保存
      </button>
      <button type="button" onClick={() => form.leaveTo('/saved')}>
        移動
      </button>
      <button type="button" onClick={() => form.markClean()}>
        保存済み
      </button>
    </form>
  );
}

/** The page moved to, saying how it was reached (PUSH or REPLACE). */
function Saved() {
  return <p>{`saved page (${useNavigationType()})`}</p>;
}

function renderForm(props: { initial: Draft; existing: boolean } & Actions) {
  render(
    <ConsoleUITestProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={['/form']}>
          <Routes>
            <Route path="/form" element={<Form {...props} />} />
            <Route path="/saved" element={<Saved />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </ConsoleUITestProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const state = () => screen.getByRole('status', { name: '状態' }).textContent;
const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const toast = async (text: string) =>
  within(await screen.findByRole('region', { name: '通知' })).findByText(text);

const empty: Draft = { name: '', tel: '' };
const good: Draft = { name: '山田', tel: '0312345678' };

describe('useDraftForm', () => {
  it('judges a new draft only after its first check, then focuses the first wrong field', async () => {
    renderForm({ initial: empty, existing: false, save: 'ok' });
    // An empty form is no error until it is sent.
    expect(screen.queryByText('名前を入力してください。')).toBeNull();
    expect(state()).toBe('clean unjudged');
    click('保存');
    expect(state()).toBe('clean judged');
    expect(screen.getByText('名前を入力してください。')).toBeTruthy();
    expect(screen.getByText('電話番号は数字で入力してください。')).toBeTruthy();
    expect(document.activeElement).toBe(field('名前'));
    expect(await toast('入力内容に誤りが2件あります。')).toBeTruthy();
  });

  it('judges a saved draft at once', () => {
    renderForm({ initial: { name: '山田', tel: '03-1234' }, existing: true, save: 'ok' });
    expect(state()).toBe('clean judged');
    expect(screen.getByText('電話番号は数字で入力してください。')).toBeTruthy();
    expect(screen.queryByText('名前を入力してください。')).toBeNull();
  });

  it('marks edits dirty, applies them to the draft and re-judges it', () => {
    renderForm({ initial: empty, existing: false, save: 'ok' });
    click('保存');
    type('名前', '山田');
    expect(field('名前').value).toBe('山田');
    expect(state()).toBe('dirty judged');
    expect(screen.queryByText('名前を入力してください。')).toBeNull();
    expect(screen.getByText('電話番号は数字で入力してください。')).toBeTruthy();
  });

  it('counts and shows what only the form knows beside the draft’s problems', async () => {
    renderForm({
      initial: good,
      existing: true,
      save: 'ok',
      also: { fields: { image: '画像を選んでください。' }, count: 2 },
    });
    click('保存');
    expect(screen.getByText('画像を選んでください。')).toBeTruthy();
    expect(await toast('入力内容に誤りが3件あります。')).toBeTruthy();
  });

  it('shows a refused save’s messages under their fields until the next edit', async () => {
    const refusal = new ApiError(422, '入力内容に誤りがあります。', {
      tel: ['この電話番号は登録済みです。', '二つ目は出さない'],
    });
    renderForm({ initial: good, existing: true, save: refusal });
    const save = screen.getByRole('button', { name: '保存' });
    save.focus();
    click('保存');
    expect(screen.getByText('この電話番号は登録済みです。')).toBeTruthy();
    expect(screen.queryByText('二つ目は出さない')).toBeNull();
    expect(document.activeElement).toBe(field('電話番号'));
    expect(await toast('入力内容に誤りがあります。')).toBeTruthy();
    type('名前', '山田花子');
    expect(screen.queryByText('この電話番号は登録済みです。')).toBeNull();
  });

  it('says the unknown error for a failure without an answer', async () => {
    renderForm({ initial: good, existing: true, save: new ApiError(0, '') });
    click('保存');
    expect(await toast(LIB_MESSAGES.unknownError)).toBeTruthy();
  });

  it('moves to another address only once the draft is clean, replacing this one', () => {
    renderForm({ initial: empty, existing: false, save: 'ok' });
    type('名前', '山田');
    click('移動');
    // Still dirty: the move waits (LeaveWarning would ask about a draft just saved).
    expect(screen.getByRole('form', { name: 'フォーム' })).toBeTruthy();
    click('保存済み');
    expect(screen.queryByRole('form', { name: 'フォーム' })).toBeNull();
    expect(screen.getByText('saved page (REPLACE)')).toBeTruthy();
  });
});
