/**
 * The form a name is stored and searched in: NFKC (half-width ｶﾅ and full-width Ａ１ become their
 * usual forms), katakana as hiragana (ヤマダ finds やまだ and the other way round), lower case,
 * no spaces (山田 花子 is found by 山田花子). Kanji stay as they are: a reading is not known.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .toLowerCase()
    .replace(/\s+/gu, '');
}

/** A LIKE pattern matching `text` anywhere, its %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
