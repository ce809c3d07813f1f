import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { japaneseAnnouncements, SORTABLE_LIST_INSTRUCTIONS, sortHandleLabel } from './announcements';

const labels: Record<string, string> = { a: 'カット', b: 'カラー', c: 'パーマ' };
const announce = japaneseAnnouncements(
  () => ['a', 'b', 'c'],
  (id) => labels[String(id)] ?? String(id),
);
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('japaneseAnnouncements', () => {
  it.each([
    ['持ち上げ', announce.onDragStart({ active: active('a') }), 'カットを持ち上げました。3件中1番目です。'],
    [
      '移動',
      announce.onDragOver({ active: active('a'), over: over('b') }),
      'カットを3件中2番目へ動かしました。',
    ],
    ['並びの外', announce.onDragOver({ active: active('a'), over: null }), 'カットは並びの外にあります。'],
    [
      '置く',
      announce.onDragEnd({ active: active('a'), over: over('c') }),
      'カットを3件中3番目に置きました。',
    ],
    [
      '取り消し',
      announce.onDragCancel({ active: active('b'), over: null }),
      '並べ替えを取り消しました。カラーは元の位置（3件中2番目）に戻りました。',
    ],
  ])('%s を日本語で読み上げる', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('持ち上げた直後の「自分の位置の上」は読み上げず（持ち上げの読み上げを消さない）、動かしたあとは読み上げる', () => {
    const fresh = japaneseAnnouncements(
      () => ['a', 'b', 'c'],
      (id) => labels[String(id)] ?? String(id),
    );
    fresh.onDragStart({ active: active('b') });
    expect(fresh.onDragOver({ active: active('b'), over: over('b') })).toBeUndefined();
    expect(fresh.onDragOver({ active: active('b'), over: over('c') })).toBe(
      'カラーを3件中3番目へ動かしました。',
    );
    expect(fresh.onDragOver({ active: active('b'), over: over('b') })).toBe(
      'カラーを3件中2番目へ動かしました。',
    );
  });

  it('操作方法はスペースキー・矢印キー・スペースキーを日本語で説明する', () => {
    expect(SORTABLE_LIST_INSTRUCTIONS).toContain(
      '並べ替えるには、スペースキーで持ち上げ、矢印キーで移動し、スペースキーで置きます。',
    );
  });

  it('ハンドルの名前は「{名前}を並べ替え」', () => {
    expect(sortHandleLabel('カット')).toBe('カットを並べ替え');
  });
});
