import { describe, expect, it } from 'vitest';
import { nodeName, problemOwners } from './names';

describe('problemOwners', () => {
  const keys = ['', 'body', 'body.contents.0', 'body.contents.1', 'body.contents.10'];
  it.each([
    ['a field of a text', ['body.contents.0.text'], ['body.contents.0']],
    ['not the 1 of 10', ['body.contents.10.url'], ['body.contents.10']],
    ['the container itself', [''], ['']],
    ['a block', ['body.layout'], ['body']],
  ])('%s', (_name, problems, owners) => {
    expect([...problemOwners(problems, keys)]).toEqual(owners);
  });
});

describe('nodeName', () => {
  it.each([
    [{ type: 'text', text: 'ヘッドスパ 30分' }, ['body', 'contents', 0], 'テキスト「ヘッドスパ 30分」'],
    [{ type: 'box', layout: 'horizontal' }, ['footer'], 'フッター: ボックス（横）'],
    [{ type: 'bubble', size: 'kilo' }, ['contents', 2], 'バブル 3（kilo）'],
    [{ type: 'button', action: { label: '予約する' } }, ['body', 'contents', 1], 'ボタン「予約する」'],
  ])('%o', (node, path, name) => {
    expect(nodeName(node, path)).toBe(name);
  });
});
