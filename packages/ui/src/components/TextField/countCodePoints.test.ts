import { describe, expect, it } from 'vitest';
import { countCodePoints } from './countCodePoints';

describe('countCodePoints', () => {
  it.each([
    ['空文字', '', 0],
    ['ASCII', 'abc', 3],
    ['ひらがな・カタカナ・漢字（BMP）', 'あいうカナ漢字', 7],
    ['半角カナ', 'ｱｲｳ', 3],
    ['全角英数と記号', 'ＡＢＣ１２３！', 7],
    ['改行も 1 文字', 'a\nb', 3],
    ['CRLF は 2 文字', 'a\r\nb', 4],
    ['サロゲートペアの漢字 𠮷 は 1 文字', '𠮷', 1],
    ['𠮷野家', '𠮷野家', 3],
    ['絵文字 😀 は 1 文字', '😀', 1],
    ['絵文字が 3 つ', '😀🎉🍣', 3],
    ['絵文字と漢字と英字', 'a😀𠮷b', 4],
    ['異体字セレクター付きの ❤️ は 2 コードポイント', '❤️', 2],
    ['肌色修飾子付きの 👍🏽 は 2 コードポイント', '👍🏽', 2],
    ['国旗 🇯🇵 は地域指示記号 2 つ', '🇯🇵', 2],
    ['ZWJ で繋いだ家族 👨‍👩‍👧 は 5 コードポイント', '👨‍👩‍👧', 5],
    ['結合用濁点（か + ゙）は 2 コードポイント', 'か\u3099', 2],
    ['単独の上位サロゲートも 1 文字', '\ud842', 1],
    ['単独の下位サロゲートも 1 文字', '\udfb7', 1],
    ['順序が逆のサロゲートは 2 文字', '\udfb7\ud842', 2],
    ['末尾の上位サロゲート', 'a\ud842', 2],
  ])('%s: %j → %d', (_name, text, expected) => {
    expect(countCodePoints(text)).toBe(expected);
  });

  it('スプレッド構文（コードポイント単位の反復）と同じ数になる', () => {
    const samples = ['𠮷野家で😀を食べた', '👨‍👩‍👧🇯🇵', 'plain', '\ud842x\udfb7'];
    for (const text of samples) expect(countCodePoints(text)).toBe([...text].length);
  });
});
