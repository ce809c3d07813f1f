import { describe, expect, it } from 'vitest';
import { type MessageSegment, tokenizeVariables } from './tokenizeVariables';

const t = (text: string): MessageSegment => ({ type: 'text', text });
const v = (kind: 'var' | 'common' | 'form', key: string, fallback?: string): MessageSegment => ({
  type: 'variable',
  kind,
  key,
  token: `{{${kind}:${key}}}`,
  raw: fallback === undefined ? `{{${kind}:${key}}}` : `{{${kind}:${key}|${fallback}}}`,
  ...(fallback === undefined ? {} : { fallback }),
});

describe('tokenizeVariables', () => {
  it.each<[string, string, MessageSegment[]]>([
    ['empty text', '', []],
    ['text only', 'こんにちは', [t('こんにちは')]],
    ['a friend variable in the middle', 'ようこそ{{var:1}}さん', [t('ようこそ'), v('var', '1'), t('さん')]],
    ['a common variable at the start', '{{common:shop_name}}です', [v('common', 'shop_name'), t('です')]],
    ['a form item at the end', '回答: {{form:q1}}', [t('回答: '), v('form', 'q1')]],
    ['two tokens side by side', '{{var:3}}{{var:3}}', [v('var', '3'), v('var', '3')]],
    [
      'unknown kinds and broken braces stay text',
      '{{other:1}} {{var:}} {var:1}',
      [t('{{other:1}} {{var:}} {var:1}')],
    ],
    ['a key with a space is not a token', '{{common:shop name}}', [t('{{common:shop name}}')]],
    ['a line break is kept in the text', '1行目\n{{var:2}}', [t('1行目\n'), v('var', '2')]],
    [
      'a fallback after a bar is kept apart from the token',
      '{{var:2|お客}}様',
      [v('var', '2', 'お客'), t('様')],
    ],
  ])('%s', (_name, text, expected) => {
    expect(tokenizeVariables(text)).toEqual(expected);
  });

  it('gives back the original text when the pieces are joined', () => {
    const text = 'A{{var:1}}B{{common:x_y|なし}}C{{form:f}}{{bad}}';
    const joined = tokenizeVariables(text)
      .map((segment) => (segment.type === 'text' ? segment.text : segment.raw))
      .join('');
    expect(joined).toBe(text);
  });
});
