import { PUBLIC_PAGE_MESSAGES as M } from '@console/contract/pages';
import liff from '@line/liff/core';
import IsInClientModule from '@line/liff/is-in-client';
import { LiffMockPlugin } from '@line/liff-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FormEnvironment, setupForm } from './form';
import { liffIdToken } from './liff';

/**
 * A published form as the server draws it (apps/server/src/pages/public/render.ts, whose tests pin
 * the same attributes): the markup the script reads.
 */
function formPage(options: { liffId?: string; captcha?: boolean; file?: boolean } = {}): void {
  if (options.liffId) document.body.dataset.liffId = options.liffId;
  else delete document.body.dataset.liffId;
  document.body.innerHTML = `<main>
<form data-pageform data-code="abcdefghijkl" data-form="form" data-thanks="ありがとうございました。" novalidate${
    options.captcha ? ' data-captcha="turnstile" data-captcha-site-key="key-1"' : ''
  }>
<div class="field" data-field="name" data-type="text" data-required data-max="10"><label for="f-name">お名前<span class="req">必須</span></label><input type="text" id="f-name" name="name" required aria-describedby="e-name" maxlength="10"><p class="err" id="e-name"></p></div>
<div class="field" data-field="mail" data-type="email"><label for="f-mail">メール</label><input type="email" id="f-mail" name="mail" aria-describedby="e-mail"><p class="err" id="e-mail"></p></div>
<fieldset class="field" data-field="menu" data-type="checkbox" data-required aria-describedby="e-menu"><legend>メニュー</legend><label class="opt"><input type="checkbox" id="f-menu-0" name="menu" value="カット">カット</label><label class="opt"><input type="checkbox" id="f-menu-1" name="menu" value="カラー">カラー</label><p class="err" id="e-menu"></p></fieldset>
${
  options.file
    ? '<div class="field" data-field="photo" data-type="file"><label for="f-photo">写真</label><input type="file" id="f-photo" name="photo" aria-describedby="e-photo"><p class="err" id="e-photo"></p></div>'
    : ''
}
<div class="err" id="e-captcha_token" role="alert"></div><p class="err" id="form-status" role="alert"></p><button type="submit" class="btn btn-primary" disabled>送信する</button></form>
</main>`;
}

/* The published form's script (issue 33) on the server's markup (fixture.ts). */

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const INSIDE_LINE = `${BROWSER} Safari Line/14.1.0`;

interface Call {
  url: string;
  body: Record<string, unknown>;
}

/** A fetch that answers each call with the next of `answers` and records what was sent. */
function fakeFetch(answers: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function environment(overrides: Partial<FormEnvironment>): FormEnvironment {
  return {
    userAgent: BROWSER,
    fetch: fakeFetch([]).fetch,
    idToken: vi.fn(async () => null),
    captcha: vi.fn(() => ({ token: () => 'captcha-token', reset: vi.fn() })),
    ...overrides,
  };
}

const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
const form = () => $<HTMLFormElement>('form[data-pageform]');
const submit = () => form().dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
const type = (selector: string, value: string) => {
  const input = $<HTMLInputElement>(selector);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const blur = (selector: string) =>
  $<HTMLInputElement>(selector).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
const fillValid = () => {
  type('#f-name', '山田 花子');
  $<HTMLInputElement>('#f-menu-1').checked = true;
};

beforeEach(() => {
  formPage();
});

describe('checks in the browser', () => {
  it('enables the send button once the script runs', () => {
    expect($<HTMLButtonElement>('button').disabled).toBe(true);
    setupForm(form(), environment({}));
    expect($<HTMLButtonElement>('button').disabled).toBe(false);
  });

  it('says a required field is empty when it is left, and marks it invalid', () => {
    setupForm(form(), environment({}));
    blur('#f-name');
    expect($('#e-name').textContent).toBe(M.required);
    expect($('#f-name').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks nothing while Japanese is being composed (IME), and checks once composition ends', () => {
    setupForm(form(), environment({}));
    form().dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    blur('#f-name');
    expect($('#e-name').textContent).toBe('');
    form().dispatchEvent(new CompositionEvent('compositionend', { bubbles: true }));
    blur('#f-name');
    expect($('#e-name').textContent).toBe(M.required);
  });

  it('clears a marked field as it is fixed, while typing, not mid-composition and not only on leaving it', () => {
    setupForm(form(), environment({}));
    blur('#f-name');
    expect($('#e-name').textContent).toBe(M.required);
    form().dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    type('#f-name', 'やまだ');
    expect($('#e-name').textContent).toBe(M.required);
    form().dispatchEvent(new CompositionEvent('compositionend', { bubbles: true }));
    type('#f-name', '山田');
    expect($('#e-name').textContent).toBe('');
    expect($('#f-name').getAttribute('aria-invalid')).toBeNull();
  });

  it('does not send an invalid form: the errors show and the first invalid field has the focus', async () => {
    const { fetch, calls } = fakeFetch([]);
    setupForm(form(), environment({ fetch }));
    type('#f-mail', 'hanako@');
    submit();
    expect($('#e-name').textContent).toBe(M.required);
    expect($('#e-mail').textContent).toBe(M.email);
    expect($('#e-menu').textContent).toBe(M.required);
    expect(document.activeElement).toBe($('#f-name'));
    expect($('#form-status').textContent).toBe(M.invalid);
    await Promise.resolve();
    expect(calls).toHaveLength(0);
  });
});

describe('sending', () => {
  it('posts the values as JSON, disables the button meanwhile, and shows the thanks as a status', async () => {
    const { fetch, calls } = fakeFetch([
      { status: 201, body: { message: 'ご回答ありがとうございました！', friend: false } },
    ]);
    setupForm(form(), environment({ fetch }));
    fillValid();
    submit();
    expect($<HTMLButtonElement>('button').disabled).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('[role=status]')).not.toBeNull());
    expect(calls).toEqual([
      {
        url: '/api/public/pages/abcdefghijkl/answers',
        body: { values: { name: '山田 花子', menu: ['カラー'] }, id_token: null, captcha_token: null },
      },
    ]);
    const thanks = $('[role=status]');
    expect(thanks.textContent).toBe('ご回答ありがとうございました！');
    expect(document.activeElement).toBe(thanks);
    expect(document.querySelector('form')).toBeNull();
  });

  it('shows the server 422 errors under their fields, keeps the values and lets the person send again', async () => {
    const { fetch } = fakeFetch([
      {
        status: 422,
        body: {
          message: M.invalid,
          errors: { mail: ['このアドレスには送れません。'], captcha_token: [M.captcha] },
        },
      },
    ]);
    setupForm(form(), environment({ fetch }));
    fillValid();
    type('#f-mail', 'hanako@example.jp');
    submit();
    await vi.waitFor(() => expect($('#e-mail').textContent).toBe('このアドレスには送れません。'));
    expect($('#e-captcha_token').textContent).toBe(M.captcha);
    expect($<HTMLInputElement>('#f-name').value).toBe('山田 花子');
    expect($<HTMLInputElement>('#f-mail').value).toBe('hanako@example.jp');
    expect(document.activeElement).toBe($('#f-mail'));
    expect($<HTMLButtonElement>('button').disabled).toBe(false);
    expect($<HTMLButtonElement>('button').textContent).toBe('送信する');
  });

  it.each([
    [409, M.alreadyAnswered],
    [429, M.tooMany],
    [401, M.idToken],
  ])('says why an answer answered %i was not taken', async (status, message) => {
    const { fetch } = fakeFetch([{ status, body: { message: 'x' } }]);
    setupForm(form(), environment({ fetch }));
    fillValid();
    submit();
    await vi.waitFor(() => expect($('#form-status').textContent).toBe(message));
  });

  it('says the network failed when the request does not reach the server', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    setupForm(form(), environment({ fetch }));
    fillValid();
    submit();
    await vi.waitFor(() => expect($('#form-status').textContent).toBe(M.network));
    expect($<HTMLInputElement>('#f-name').value).toBe('山田 花子');
  });

  it('sends the captcha widget token when the page asks for a captcha', async () => {
    formPage({ captcha: true });
    const { fetch, calls } = fakeFetch([{ status: 201, body: { message: 'ok', friend: false } }]);
    const captcha = vi.fn(() => ({ token: () => 'turnstile-token', reset: vi.fn() }));
    setupForm(form(), environment({ fetch, captcha }));
    expect(captcha).toHaveBeenCalledWith('turnstile', 'key-1', expect.any(HTMLElement));
    fillValid();
    submit();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body.captcha_token).toBe('turnstile-token');
  });
});

describe('file answers', () => {
  /** An XMLHttpRequest stand-in: reports half the upload, then answers with `answer`. */
  function fakeUploads(answer: { status: number; body: unknown }) {
    const sent: { url: string; file: unknown; progressText: string }[] = [];
    class FakeRequest {
      status = 0;
      responseText = '';
      url = '';
      headers: Record<string, string> = {};
      private listeners: Record<string, () => void> = {};
      private uploadListeners: Record<string, (event: ProgressEvent) => void> = {};
      upload = {
        addEventListener: (name: string, listener: (event: ProgressEvent) => void) => {
          this.uploadListeners[name] = listener;
        },
      };
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      addEventListener(name: string, listener: () => void) {
        this.listeners[name] = listener;
      }
      send(data: FormData) {
        this.uploadListeners.progress?.(
          new ProgressEvent('progress', { lengthComputable: true, loaded: 50, total: 100 }),
        );
        sent.push({ url: this.url, file: data.get('file'), progressText: $('button').textContent ?? '' });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        queueMicrotask(() => this.listeners.load?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    return sent;
  }
  const choose = (file: File) => {
    Object.defineProperty($<HTMLInputElement>('#f-photo'), 'files', { value: [file], configurable: true });
  };

  it('uploads the file first, showing its progress, and answers with its token', async () => {
    formPage({ file: true });
    const sent = fakeUploads({
      status: 201,
      body: { token: 'T'.repeat(22), name: 'a.png', type: 'image/png', size: 3 },
    });
    const { fetch, calls } = fakeFetch([{ status: 201, body: { message: 'ok', friend: false } }]);
    setupForm(form(), environment({ fetch }));
    fillValid();
    const photo = new File(['png'], 'a.png', { type: 'image/png' });
    choose(photo);
    submit();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(sent).toEqual([
      {
        url: '/api/public/pages/abcdefghijkl/uploads',
        file: expect.any(File),
        progressText: `${M.uploading} 50%`,
      },
    ]);
    expect(calls[0]?.body.values).toEqual({ name: '山田 花子', menu: ['カラー'], photo: 'T'.repeat(22) });
  });

  it('shows a refused upload under its field and sends no answer', async () => {
    formPage({ file: true });
    fakeUploads({ status: 422, body: { message: M.fileType } });
    const { fetch, calls } = fakeFetch([]);
    setupForm(form(), environment({ fetch }));
    fillValid();
    choose(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    submit();
    await vi.waitFor(() => expect($('#e-photo').textContent).toBe(M.fileType));
    expect(document.activeElement).toBe($('#f-photo'));
    expect(calls).toHaveLength(0);
    expect($<HTMLButtonElement>('button').disabled).toBe(false);
  });
});

describe('inside LINE through LIFF (@line/liff-mock)', () => {
  it('sends the LIFF ID token with the visit and with the answer', async () => {
    // The pluggable SDK the script loads, with LIFF Mock in mock mode (its README: is-in-client first).
    liff.use(new IsInClientModule());
    // Typed against the whole SDK's liff; the core is the same object with fewer modules installed.
    liff.use(new LiffMockPlugin() as unknown as IsInClientModule);
    const init = liff.init.bind(liff);
    vi.spyOn(liff, 'init').mockImplementation((config, ...rest) =>
      init({ ...config, mock: true } as never, ...rest),
    );
    (liff as unknown as { $mock: { set: (data: object) => void } }).$mock.set({
      getIDToken: 'mock-id-token-42',
    });

    formPage({ liffId: '1234567890-AbCdEfGh' });
    const { fetch, calls } = fakeFetch([
      { status: 204, body: null },
      { status: 201, body: { message: 'ok', friend: true } },
    ]);
    const { visit } = setupForm(form(), environment({ fetch, userAgent: INSIDE_LINE, idToken: liffIdToken }));
    await visit;
    expect(liff.init).toHaveBeenCalledWith({ liffId: '1234567890-AbCdEfGh' });
    expect(calls[0]).toEqual({
      url: '/api/public/pages/abcdefghijkl/visits',
      body: { id_token: 'mock-id-token-42' },
    });
    fillValid();
    submit();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.url).toBe('/api/public/pages/abcdefghijkl/answers');
    expect(calls[1]?.body.id_token).toBe('mock-id-token-42');
  });

  it('asks nothing of LIFF outside LINE, even on a page with a LIFF id', async () => {
    formPage({ liffId: '1234567890-AbCdEfGh' });
    const idToken = vi.fn(async () => 'never');
    const { fetch, calls } = fakeFetch([{ status: 201, body: { message: 'ok', friend: false } }]);
    const { visit } = setupForm(form(), environment({ fetch, idToken }));
    await visit;
    fillValid();
    submit();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(idToken).not.toHaveBeenCalled();
    expect(calls[0]?.body.id_token).toBeNull();
  });
});
