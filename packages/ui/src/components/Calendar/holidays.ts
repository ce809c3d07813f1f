import { useEffect, useState } from 'react';

/**
 * 日本の祝日（国民の祝日・振替休日・国民の休日）。データは `@holiday-jp/holiday_jp`（1970〜2050 年）を使い、
 * パッケージの更新で祝日法の改正に追従する。
 *
 * The table (about 20 kB gzip) is loaded on first use, not with the control: a screen with a date
 * field pays for it only when a calendar is shown (measured: the order-registration screen's first
 * load went from 166 to 14x kB gzip).
 */
type HolidayTable = Readonly<Record<string, { name: string } | undefined>>;
let table: HolidayTable | null = null;
let loading: Promise<void> | null = null;

/** Loads the holiday table once; later calls share the same promise. */
export function loadHolidays(): Promise<void> {
  loading ??= import('@holiday-jp/holiday_jp/lib/holidays.js').then((module) => {
    table = (module.default ?? module) as unknown as HolidayTable;
  });
  return loading;
}

/** True once the holiday table is in memory. */
export function holidaysLoaded(): boolean {
  return table !== null;
}

/** Loads the table on mount and re-renders when it arrives; true once it is there. */
export function useHolidays(): boolean {
  const [loaded, setLoaded] = useState(holidaysLoaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadHolidays().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

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

/**
 * その日（`yyyy-MM-dd`）の祝日名（例: `海の日`、`振替休日`、`国民の休日`）。祝日でなければ `null`。
 * 祝日データの読み込み（`loadHolidays`）が済むまでは `null`。
 */
export function holidayName(value: string): string | null {
  const entry = table?.[value];
  return entry ? normalizeHolidayName(entry.name) : null;
}
