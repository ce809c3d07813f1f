/**
 * 文字数カウンター用の文字数。UTF-16 の長さ（`string.length`）ではなくコードポイントで数えるので、
 * 絵文字（😀）やサロゲートペアの漢字（𠮷）も 1 文字になる。
 *
 * 結合文字・異体字セレクター・ZWJ で繋いだ絵文字（👨‍👩‍👧）は、見た目が 1 文字でも構成する
 * コードポイントの数になる。サーバー側の上限（コードポイント数）と同じ数え方にそろえるため。
 */
export function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low surrogate is one code point; a lone half counts as one.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
  }
  return count;
}
