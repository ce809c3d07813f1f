import { MEDIA_MAX_BYTES } from '@console/contract/media';
import { describe, expect, it } from 'vitest';
import { nextUpload, type UploadItem, uploadsReducer } from './uploads';

const item = (key: string, state: UploadItem['state'], percent = 0): UploadItem => ({
  key,
  name: `${key}.jpg`,
  size: 1000,
  state,
  percent,
});

describe('uploadsReducer', () => {
  it('adds files waiting, and a file over 10 MB failed at once with the message', () => {
    const items = uploadsReducer([], {
      type: 'add',
      files: [
        { key: 'a', name: 'a.jpg', size: MEDIA_MAX_BYTES },
        { key: 'b', name: 'b.jpg', size: MEDIA_MAX_BYTES + 1 },
      ],
      tooLarge: '大きすぎます',
    });
    expect(items.map((i) => [i.key, i.state, i.error])).toEqual([
      ['a', 'waiting', undefined],
      ['b', 'failed', '大きすぎます'],
    ]);
  });

  it.each([
    [0, 100, 'uploading', 0],
    [50, 100, 'uploading', 50],
    [99.9, 100, 'uploading', 99],
    [100, 100, 'processing', 100],
    [5, 0, 'uploading', 0],
  ])('progress %d of %d is %s at %d%%', (loaded, total, state, percent) => {
    const [after] = uploadsReducer([item('a', 'uploading')], { type: 'progress', key: 'a', loaded, total });
    expect([after?.state, after?.percent]).toEqual([state, percent]);
  });

  it('marks done and failed per file, dismisses one, clears the done ones', () => {
    let items = [item('a', 'processing'), item('b', 'uploading'), item('c', 'waiting')];
    items = uploadsReducer(items, { type: 'done', key: 'a' });
    items = uploadsReducer(items, { type: 'failed', key: 'b', error: '画像ではありません' });
    expect(items.map((i) => i.state)).toEqual(['done', 'failed', 'waiting']);
    expect(items[1]?.error).toBe('画像ではありません');
    expect(uploadsReducer(items, { type: 'clearDone' }).map((i) => i.key)).toEqual(['b', 'c']);
    expect(uploadsReducer(items, { type: 'dismiss', key: 'c' }).map((i) => i.key)).toEqual(['a', 'b']);
  });
});

describe('nextUpload', () => {
  it.each([
    [[], null],
    [[item('a', 'waiting'), item('b', 'waiting')], 'a'],
    [[item('a', 'done'), item('b', 'failed'), item('c', 'waiting')], 'c'],
    [[item('a', 'uploading'), item('b', 'waiting')], null],
    [[item('a', 'processing'), item('b', 'waiting')], null],
  ] as const)('of %j is %s', (items, key) => {
    expect(nextUpload(items)?.key ?? null).toBe(key);
  });
});
