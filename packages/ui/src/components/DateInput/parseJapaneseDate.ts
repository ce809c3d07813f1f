import {
  CalendarDate,
  GregorianCalendar,
  getDayOfWeek,
  JapaneseCalendar,
  toCalendar,
} from '@internationalized/date';

/** `parseJapaneseDate` の結果。成功なら `yyyy-MM-dd`、失敗なら理由。 */
export type ParseDateResult =
  | { ok: true; value: string }
  | {
      ok: false;
      /** `empty`: 空欄、`format`: 日付として読めない、`invalid`: 形は日付だが存在しない日（2023/2/29、平成31年5月1日など）。 */
      error: 'empty' | 'format' | 'invalid';
    };

// 漢字の元号と頭文字。NFKC が ㋿ ㍻ ㍼ ㍽ ㍾ を漢字 2 文字に直すので、それらもここで受かる。
const ERAS: Record<string, string> = {
  明治: 'meiji',
  大正: 'taisho',
  昭和: 'showa',
  平成: 'heisei',
  令和: 'reiwa',
  m: 'meiji',
  t: 'taisho',
  s: 'showa',
  h: 'heisei',
  r: 'reiwa',
};

// NFKC does not fold these to "-": the minus sign, dashes, and the long-vowel mark "ー" that a
// Japanese IME produces for the "-" key in kana mode.
const DASHES = /[\u2010-\u2015\u2212\u30fc\uff70]/g;

const SPACE = '\\s*';
const WEEKDAY = `(?:${SPACE}\\(${SPACE}[日月火水木金土](?:曜日?)?${SPACE}\\))?`;
const ERA = '(明治|大正|昭和|平成|令和|[mtshr])';
/** `令和6年4月1日`、`R6.4.1`、`R06/04/01`、`令和元年5月1日`、`H31年4月30日`。 */
const WAREKI = new RegExp(
  `^${ERA}${SPACE}(元|\\d{1,2})${SPACE}(?:年${SPACE}(\\d{1,2})${SPACE}月${SPACE}(\\d{1,2})${SPACE}日|([./-])${SPACE}(\\d{1,2})${SPACE}\\5${SPACE}(\\d{1,2}))${WEEKDAY}$`,
  'i',
);
/** `2024年4月1日`、`2024/4/1`、`2024-04-01`、`2024.4.1`。 */
const SEIREKI = new RegExp(
  `^(\\d{4})${SPACE}(?:年${SPACE}(\\d{1,2})${SPACE}月${SPACE}(\\d{1,2})${SPACE}日|([./-])${SPACE}(\\d{1,2})${SPACE}\\4${SPACE}(\\d{1,2}))${WEEKDAY}$`,
);
/** `20240401`。 */
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `CalendarDate` は範囲外の値を黙って丸めるので、丸められていないことで実在する日かを判定する。 */
function gregorian(year: number, month: number, day: number): ParseDateResult {
  if (year < 1 || month < 1 || day < 1) return { ok: false, error: 'invalid' };
  const date = new CalendarDate(new GregorianCalendar(), 'AD', year, month, day);
  if (date.year !== year || date.month !== month || date.day !== day) return { ok: false, error: 'invalid' };
  return { ok: true, value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

function wareki(era: string, year: number, month: number, day: number): ParseDateResult {
  if (year < 1 || month < 1 || day < 1) return { ok: false, error: 'invalid' };
  // 元号の範囲外（平成31年5月1日、令和1年4月30日）も、ここで丸められて不一致になる。
  const date = new CalendarDate(new JapaneseCalendar(), era, year, month, day);
  if (date.era !== era || date.year !== year || date.month !== month || date.day !== day) {
    return { ok: false, error: 'invalid' };
  }
  const g = toCalendar(date, new GregorianCalendar());
  return { ok: true, value: `${pad(g.year, 4)}-${pad(g.month)}-${pad(g.day)}` };
}

/**
 * 手入力された日付を `yyyy-MM-dd` に読む。例外は投げず、読めない理由を返す。
 *
 * - 先に NFKC で正規化する（全角数字・`／`・`－`・`（月）`・`㋿` など）。前後の空白は無視。
 * - 西暦: `2024年4月1日`、`2024/4/1`、`2024-4-1`、`2024.4.1`、`20240401`。
 * - 和暦（明治〜令和、`@internationalized/date` の JapaneseCalendar で検証）: `令和6年4月1日`、
 *   `令和元年5月1日`、`R6.4.1`、`R06/04/01`、`h31-4-30`。頭文字 M/T/S/H/R は大文字・小文字どちらでもよい。
 * - 末尾の曜日 `(月)`・`（月曜日）` は受け付けて無視する（SmartHR と同じ）。曜日が日付と合わなくても
 *   日付のほうを採る: 確定後の表示で利用者が日付を確かめられるため。
 * - 存在しない日（`2023/2/29`、`2024/13/1`、`2024/4/31`）と元号の範囲外（`平成31年5月1日`、
 *   `令和1年4月30日`）は `invalid`。
 */
export function parseJapaneseDate(text: string): ParseDateResult {
  const normalized = text.normalize('NFKC').replace(DASHES, '-').trim();
  if (normalized === '') return { ok: false, error: 'empty' };

  const w = WAREKI.exec(normalized);
  if (w) {
    const [, eraText = '', yearText = '', m1, d1, , m2, d2] = w;
    const era = ERAS[eraText.toLowerCase()];
    if (!era) return { ok: false, error: 'format' };
    const year = yearText === '元' ? 1 : Number(yearText);
    return wareki(era, year, Number(m1 ?? m2), Number(d1 ?? d2));
  }

  const s = SEIREKI.exec(normalized);
  if (s) {
    const [, yearText, m1, d1, , m2, d2] = s;
    return gregorian(Number(yearText), Number(m1 ?? m2), Number(d1 ?? d2));
  }

  const c = COMPACT.exec(normalized);
  if (c) return gregorian(Number(c[1]), Number(c[2]), Number(c[3]));

  return { ok: false, error: 'format' };
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `yyyy-MM-dd` の形で、実在する日なら true。 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO.exec(value);
  return m ? gregorian(Number(m[1]), Number(m[2]), Number(m[3])).ok : false;
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
const TOKENS = /'([^']*)'|yyyy|MM|M|dd|d|E/g;

/**
 * `yyyy-MM-dd` を表示用の文字列にする。`format` のトークン: `yyyy`（4 桁の年）、`MM`/`M`（月、
 * 0 埋めあり/なし）、`dd`/`d`（日）、`E`（曜日「月」）。`'…'` で囲んだ部分はそのまま出す。
 * 実在しない日や空の値には空文字を返す（表示を壊さないため）。
 */
export function formatDate(value: string | null | undefined, format = 'yyyy/MM/dd'): string {
  if (!isIsoDate(value)) return '';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[getDayOfWeek(new CalendarDate(y, m, d), 'ja-JP', 'sun')] ?? '';
  return format.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal === '' ? "'" : literal;
    switch (token) {
      case 'yyyy':
        return pad(y, 4);
      case 'MM':
        return pad(m);
      case 'M':
        return String(m);
      case 'dd':
        return pad(d);
      case 'd':
        return String(d);
      default:
        return weekday;
    }
  });
}
