import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import { PUBLIC_PAGE_MESSAGES as M, PAGES_PATHS } from '@console/contract/pages';
import { type Captcha, type CaptchaProvider, mountCaptcha } from './captcha';
import { isInsideLine, liffIdToken } from './liff';
import { type FieldSpec, type FieldType, type FieldValue, validateField } from './validate';

/*
 * The published form's script (issue 33): the server drew the form (apps/server/src/pages/public/
 * render.ts); this reads its fields from the data attributes there, checks them on blur and on
 * send, uploads files, and sends the answer as JSON. Vanilla DOM: the page's whole script stays
 * a few kB (the booking page's entry budget is the ceiling).
 */

export interface FormEnvironment {
  userAgent: string;
  fetch: typeof fetch;
  /** LIFF's ID token (liff.ts); handed in so tests can count whether LIFF was asked for at all. */
  idToken: (liffId: string) => Promise<string | null>;
  captcha: (provider: CaptchaProvider, siteKey: string, container: HTMLElement) => Captcha;
}

export const browserEnvironment = (): FormEnvironment => ({
  userAgent: navigator.userAgent,
  fetch: (...args) => fetch(...args),
  idToken: liffIdToken,
  captcha: mountCaptcha,
});

interface Field {
  id: string;
  root: HTMLElement;
  spec: FieldSpec;
  error: HTMLElement | null;
  controls: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
}

const pathOf = (template: string, code: string) => template.replace('{code}', encodeURIComponent(code));

function readFields(form: HTMLFormElement): Field[] {
  return [...form.querySelectorAll<HTMLElement>('[data-field]')].map((root) => {
    const id = root.dataset.field ?? '';
    const type = (root.dataset.type ?? 'text') as FieldType;
    const controls = [
      ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input, select, textarea',
      ),
    ];
    const options =
      type === 'select'
        ? [...root.querySelectorAll('option')].map((option) => option.value).filter(Boolean)
        : type === 'radio' || type === 'checkbox'
          ? controls.map((control) => control.value)
          : [];
    return {
      id,
      root,
      spec: {
        type,
        required: root.hasAttribute('data-required'),
        max: root.dataset.max ? Number(root.dataset.max) : null,
        options,
      },
      error: form.querySelector<HTMLElement>(`#${CSS.escape(`e-${id}`)}`),
      controls,
    };
  });
}

function fieldValue(field: Field): FieldValue {
  const { type } = field.spec;
  if (type === 'checkbox')
    return field.controls
      .filter((control) => (control as HTMLInputElement).checked)
      .map((control) => control.value);
  if (type === 'radio')
    return field.controls.find((control) => (control as HTMLInputElement).checked)?.value ?? '';
  if (type === 'file') return (field.controls[0] as HTMLInputElement | undefined)?.files?.[0] ?? null;
  return field.controls[0]?.value ?? '';
}

function showError(field: Field, message: string | null) {
  if (field.error) field.error.textContent = message ?? '';
  for (const control of field.controls) {
    if (message) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }
}

/** Upload one file to the page's upload operation, saying how far it got; the token, or an error. */
function upload(
  code: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ token: string } | { status: number; message: string | null }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', pathOf(PAGES_PATHS.publicUploads, code));
    request.setRequestHeader(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: { token?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      resolve(
        request.status === 201 && body.token
          ? { token: body.token }
          : { status: request.status, message: body.message ?? null },
      );
    });
    request.addEventListener('error', () => resolve({ status: 0, message: null }));
    const data = new FormData();
    data.append('file', file);
    request.send(data);
  });
}

const STATUS_MESSAGES: Record<number, string> = {
  401: M.idToken,
  404: M.notFound,
  409: M.alreadyAnswered,
  413: M.fileSize,
  429: M.tooMany,
};

/** Wires one server-drawn form; returns when its first setup is done (the LIFF visit is under way). */
export function setupForm(form: HTMLFormElement, env: FormEnvironment) {
  const code = form.dataset.code ?? '';
  const fields = readFields(form);
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const status = form.querySelector<HTMLElement>('#form-status');
  const captchaError = form.querySelector<HTMLElement>('#e-captcha_token');
  const buttonLabel = button?.textContent ?? '';
  let composing = false;
  let sending = false;

  // Inside LINE with the account's LIFF app: the visit is the friend's; the answer waits for the token.
  const liffId = document.body.dataset.liffId ?? form.dataset.liffId ?? '';
  const idToken: Promise<string | null> =
    liffId && isInsideLine(env.userAgent) ? env.idToken(liffId) : Promise.resolve(null);
  const visit = idToken.then((token) =>
    token
      ? env
          .fetch(pathOf(PAGES_PATHS.publicVisits, code), {
            method: 'POST',
            headers: { 'content-type': 'application/json', [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
            body: JSON.stringify({ id_token: token }),
          })
          .then(
            () => undefined,
            () => undefined,
          )
      : undefined,
  );

  let captcha: Captcha | null = null;
  const provider = form.dataset.captcha as CaptchaProvider | undefined;
  const siteKey = form.dataset.captchaSiteKey;
  if ((provider === 'turnstile' || provider === 'hcaptcha') && siteKey && captchaError) {
    const container = document.createElement('div');
    captchaError.before(container);
    captcha = env.captcha(provider, siteKey, container);
  }

  // IME: Japanese is typed through a composition; nothing is checked or sent until it ends.
  form.addEventListener('compositionstart', () => {
    composing = true;
  });
  form.addEventListener('compositionend', () => {
    composing = false;
  });
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.isComposing || event.keyCode === 229)) event.preventDefault();
  });

  const check = (field: Field) => {
    const message = validateField(field.spec, fieldValue(field));
    showError(field, message);
    return message;
  };
  for (const field of fields) {
    field.root.addEventListener('focusout', (event) => {
      // Leaving one radio for the next in the same group is not leaving the question.
      if (composing || field.root.contains(event.relatedTarget as Node | null)) return;
      check(field);
    });
    // Once a field was marked wrong, a fix clears the mark as it is made: while typing (not
    // mid-composition), not on leaving the field, where the message going away would move the
    // form under the finger tapping the next question.
    const recheck = () => {
      if (!composing && field.controls.some((control) => control.getAttribute('aria-invalid'))) check(field);
    };
    field.root.addEventListener('input', recheck);
    field.root.addEventListener('change', recheck);
  }

  const focusFirstInvalid = () => {
    const first = fields.find((field) => field.error?.textContent);
    first?.controls[0]?.focus();
    return first !== undefined;
  };

  const setBusy = (text: string | null) => {
    if (!button) return;
    button.disabled = text !== null;
    button.textContent = text ?? buttonLabel;
  };

  const fail = (message: string) => {
    if (status) status.textContent = message;
    setBusy(null);
    sending = false;
  };

  const showServerErrors = (errors: Record<string, string[]>) => {
    for (const field of fields)
      showError(field, errors[field.id]?.[0] ?? errors[`values.${field.id}`]?.[0] ?? null);
    if (captchaError) captchaError.textContent = errors.captcha_token?.[0] ?? '';
    if (!focusFirstInvalid() && errors.captcha_token) captchaError?.focus();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (composing || sending) return;
    if (status) status.textContent = '';
    if (captchaError) captchaError.textContent = '';
    const invalid = fields.map(check).some((message) => message !== null);
    if (invalid) {
      focusFirstInvalid();
      if (status) status.textContent = M.invalid;
      return;
    }
    sending = true;
    const values: Record<string, string | string[]> = {};
    for (const field of fields) {
      const value = fieldValue(field);
      if (value instanceof File) {
        setBusy(M.uploading);
        const result = await upload(code, value, (percent) => setBusy(`${M.uploading} ${percent}%`));
        if ('token' in result) {
          values[field.id] = result.token;
          continue;
        }
        showError(
          field,
          result.status === 422 || result.status === 413 ? (result.message ?? M.fileType) : null,
        );
        focusFirstInvalid();
        return fail(STATUS_MESSAGES[result.status] ?? (result.status === 422 ? M.invalid : M.network));
      }
      if (value !== null && !(typeof value === 'string' && value === ''))
        values[field.id] = value as string | string[];
    }
    setBusy(M.sending);
    const token = await idToken;
    let response: Response;
    try {
      response = await env.fetch(pathOf(PAGES_PATHS.publicAnswers, code), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
        body: JSON.stringify({ values, id_token: token, captcha_token: captcha?.token() ?? null }),
      });
    } catch {
      captcha?.reset();
      return fail(M.network);
    }
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (response.status === 201) {
      const thanks = document.createElement('div');
      thanks.setAttribute('role', 'status');
      thanks.tabIndex = -1;
      thanks.className = 'notice';
      thanks.textContent = body.message ?? form.dataset.thanks ?? '';
      form.replaceWith(thanks);
      thanks.focus();
      return;
    }
    captcha?.reset();
    if (response.status === 422 && body.errors) showServerErrors(body.errors);
    fail(
      STATUS_MESSAGES[response.status] ?? (response.status === 422 ? (body.message ?? M.invalid) : M.network),
    );
  });

  setBusy(null);
  return { visit };
}
