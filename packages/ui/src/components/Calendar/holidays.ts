import holidayData from '@holiday-jp/holiday_jp/lib/holidays.js';

/**
 * 日本の祝日（国民の祝日・振替休日・国民の休日）。データは `@holiday-jp/holiday_jp`（1970〜2050 年）を使い、
 * パッケージの更新で祝日法の改正に追従する。
 */
const table = holidayData as unknown as Readonly<Record<string, { name: string } | undefined>>;

/**
 * データの名前を画面に出す名前にそろえる。データは振替休日を「建国記念の日 振替休日」のように元の祝日名付きで持つが、
 * 元の祝日の取り違えがある（2025-05-06 は 5/4 みどりの日の振替なのに「こどもの日 振替休日」）ので「振替休日」だけにする。
 * 祝日に挟まれた「休日」は一般的な呼び名の「国民の休日」にする。
 */
export function normalizeHolidayName(name: string): string {
  if (/(^|\s)振替休日$/.test(name)) return '振替休日';
  if (name === '休日') return '国民の休日';
  return name;
}

/** その日（`yyyy-MM-dd`）の祝日名（例: `海の日`、`振替休日`、`国民の休日`）。祝日でなければ `null`。 */
export function holidayName(value: string): string | null {
  const entry = table[value];
  return entry ? normalizeHolidayName(entry.name) : null;
}
