import { describe, expect, it } from 'vitest';
import { titleForMatches } from './DocumentTitle';

describe('titleForMatches', () => {
  it.each([
    [
      'the deepest titled route wins',
      [{ handle: undefined }, { handle: { title: 'ホーム' } }],
      'ホーム - Console',
    ],
    [
      'layout routes without a title are skipped',
      [{ handle: { title: 'ホーム' } }, { handle: {} }],
      'ホーム - Console',
    ],
    [
      'no title at all gives the app name alone',
      [{ handle: undefined }, { handle: { title: '' } }],
      'Console',
    ],
    ['no matches gives the app name alone', [], 'Console'],
  ])('%s', (_name, matches, expected) => {
    expect(titleForMatches(matches, 'Console')).toBe(expected);
  });
});
