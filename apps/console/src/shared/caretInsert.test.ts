import { describe, expect, it } from 'vitest';
import { insertAt } from './caretInsert';

describe('insertAt', () => {
  it.each([
    ['at the end when the field was not touched', 'こんにちは', null, 'こんにちは{{var:1}}', 14],
    ['at the caret', 'こんにちは様', { start: 5, end: 5 }, 'こんにちは{{var:1}}様', 14],
    ['over a selection', 'こんにちは〇〇様', { start: 5, end: 7 }, 'こんにちは{{var:1}}様', 14],
    ['a selection made backwards', 'こんにちは〇〇様', { start: 7, end: 5 }, 'こんにちは{{var:1}}様', 14],
    ['at the start', '様', { start: 0, end: 0 }, '{{var:1}}様', 9],
    ['a caret past the text (the text was shortened)', 'あ', { start: 9, end: 9 }, 'あ{{var:1}}', 10],
  ])('%s', (_name, text, selection, expected, caret) => {
    expect(insertAt(text, '{{var:1}}', selection)).toEqual({ text: expected, caret });
  });
});
