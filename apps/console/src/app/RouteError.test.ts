import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/fetcher';
import { isChunkLoadError, routeErrorMessage } from './RouteError';

describe('routeErrorMessage', () => {
  it.each([
    [new ApiError(500, 'サーバーでエラーが発生しました。'), 'サーバーでエラーが発生しました。'],
    [
      new TypeError('Failed to fetch dynamically imported module: /assets/TelListPage-abc.js'),
      '画面の読み込みに失敗しました',
    ],
    [new TypeError('Importing a module script failed.'), '画面の読み込みに失敗しました'],
    [
      new TypeError("Cannot read properties of undefined (reading 'map')"),
      '画面の表示中にエラーが発生しました',
    ],
    ['thrown string', 'サーバーから予期しない応答がありました。'],
  ])('%s → %s…', (error, message) => {
    expect(routeErrorMessage(error)).toContain(message);
  });

  it('tells a failed chunk load from other failures', () => {
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
