import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './fetcher';
import { createUploadForm } from './upload';

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

describe('uploadForm', () => {
  it('posts with the CSRF header, reports progress and parses the answer', async () => {
    const { xhr, headers } = fakeXhr(200, '{"id":3,"count":10}');
    const upload = createUploadForm({ createXhr: () => xhr, location: location() });
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
    const upload = createUploadForm({ createXhr: () => xhr, location: location() });
    const error = await upload('/api/tel/upload', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ file: ['2行目: x'] });
  });

  it('sends the browser to the login page on 401', async () => {
    const { xhr } = fakeXhr(401, '');
    const loc = location();
    const upload = createUploadForm({ createXhr: () => xhr, location: loc });
    await expect(upload('/api/tel/upload', new FormData())).rejects.toBeInstanceOf(ApiError);
    expect(loc.assign).toHaveBeenCalledWith('/account/login?next=%2Fline%2Ftel%2Fupload');
  });
});
