import { MEDIA_MAX_BYTES } from '@console/contract/media';

/*
 * The upload queue of the library (several files at once, one after another, each with its own
 * progress and error). A reducer, so the rules are table-tested without a browser.
 */

export type UploadState = 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  state: UploadState;
  /** 0–100 of the bytes sent. */
  percent: number;
  /** The Japanese reason, when failed. */
  error?: string;
}

export type UploadAction =
  | { type: 'add'; files: { key: string; name: string; size: number }[]; tooLarge: string }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'dismiss'; key: string }
  | { type: 'clearDone' };

const update = (items: UploadItem[], key: string, change: Partial<UploadItem>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item));

export function uploadsReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      // A file over the limit fails at once: sending 10 MB only to hear 413 wastes the operator's time.
      return [
        ...items,
        ...action.files.map(
          (file): UploadItem =>
            file.size > MEDIA_MAX_BYTES
              ? { ...file, state: 'failed', percent: 0, error: action.tooLarge }
              : { ...file, state: 'waiting', percent: 0 },
        ),
      ];
    case 'start':
      return update(items, action.key, { state: 'uploading', percent: 0 });
    case 'progress': {
      const percent = action.total > 0 ? Math.min(100, Math.floor((action.loaded / action.total) * 100)) : 0;
      // Every byte sent: the server is resizing now.
      return update(items, action.key, { percent, state: percent >= 100 ? 'processing' : 'uploading' });
    }
    case 'done':
      return update(items, action.key, { state: 'done', percent: 100 });
    case 'failed':
      return update(items, action.key, { state: 'failed', error: action.error });
    case 'dismiss':
      return items.filter((item) => item.key !== action.key);
    case 'clearDone':
      return items.filter((item) => item.state !== 'done');
  }
}

/** The next file to send: the oldest waiting one, none while another is on its way. */
export function nextUpload(items: readonly UploadItem[]): UploadItem | null {
  if (items.some((item) => item.state === 'uploading' || item.state === 'processing')) return null;
  return items.find((item) => item.state === 'waiting') ?? null;
}
