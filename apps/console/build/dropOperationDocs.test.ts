import { describe, expect, it } from 'vitest';
import { dropOperationDocs } from './dropOperationDocs';

describe('dropOperationDocs', () => {
  it.each([
    [
      'one-line operation',
      "export const a = operation({ method: 'GET', path: '/api/a', summary: '一覧', description: '説明です。', responses: {} });",
      "export const a = operation({ method: 'GET', path: '/api/a',   responses: {} });",
    ],
    [
      'multi-line description, lines kept',
      "const b = operation({\n  method: 'POST',\n  summary: '登録',\n  description:\n    '長い説明。' +\n    '続き。',\n  body: schema,\n});",
      "const b = operation({\n  method: 'POST',\n  \n  \n\n\n  body: schema,\n});",
    ],
    [
      'other calls and other objects untouched',
      "const c = { summary: 'そのまま' }; f({ description: 'そのまま' });",
      "const c = { summary: 'そのまま' }; f({ description: 'そのまま' });",
    ],
  ])('%s', (_name, code, expected) => {
    expect(dropOperationDocs(code)).toBe(expected);
  });
});
