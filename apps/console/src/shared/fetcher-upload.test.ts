import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './fetcher';

/** Just enough of XMLHttpRequest: records headers, answers with the given status and body. */
function fakeXhr(status: number, body: string) {
  const listeners: Record<string, (() => void)[]> = {};
  const uploadListeners: ((event: ProgressEvent) => void)[] = [];
  const headers: Record<string, string> = {};
  const xhr = {
    status,
    responseText: body,
    withCredentials: false,
    open: vi.fn(),
    setRequestHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    addEventListener: (type: string, fn: () => void) => {
      listeners[type] = [...(listeners[type] ?? []), fn];
    },
    getResponseHeader: () => null,
    upload: {
      addEventListener: (_type: string, fn: (event: ProgressEvent) => void) => uploadListeners.push(fn),
    },
    send: vi.fn(() => {
      for (const fn of uploadListeners)
        fn({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      for (const fn of listeners.load ?? []) fn();
    }),
  };
  return { xhr: xhr as unknown as XMLHttpRequest, headers };
}

const location = () => ({ currentPath: () => '/line/tel/upload', assign: vi.fn(), reload: vi.fn() });

/** The fetcher with an XMLHttpRequest for uploads; `upload` posts a form with progress. */
function uploader(xhr: XMLHttpRequest, loc = location()) {
  const { request } = createApiClient({ fetch: vi.fn(), createXhr: () => xhr, location: loc });
  return (path: string, body: FormData, options: { onProgress?: () => void } = {}) =>
    request(path, { method: 'POST', body, onUploadProgress: options.onProgress ?? (() => {}) });
}

describe('apiRequest with an upload', () => {
  it('posts with the CSRF header, reports progress and parses the answer', async () => {
    const { xhr, headers } = fakeXhr(200, '{"id":3,"count":10}');
    const upload = uploader(xhr);
    const onProgress = vi.fn();
    await expect(upload('/api/tel/upload', new FormData(), { onProgress })).resolves.toEqual({
      id: 3,
      count: 10,
    });
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(onProgress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
  });

  it('turns an error body into an ApiError with its field errors', async () => {
    const { xhr } = fakeXhr(422, JSON.stringify({ message: '誤り', errors: { file: ['2行目: x'] } }));
    const upload = uploader(xhr);
    const error = await upload('/api/tel/upload', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ file: ['2行目: x'] });
  });

  it('sends the browser to the login page on 401', async () => {
    const { xhr } = fakeXhr(401, '');
    const loc = location();
    const upload = uploader(xhr, loc);
    await expect(upload('/api/tel/upload', new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(loc.assign).toHaveBeenCalledWith('/account/login?next=%2Fline%2Ftel%2Fupload');
  });
});
