import { beforeAll, describe, expect, it } from 'vitest';
import { holidayName, holidaysLoaded, loadHolidays, normalizeHolidayName } from './holidays';

describe('loadHolidays', () => {
  it('knows no holiday before the table is loaded, and every one after', async () => {
    expect(holidaysLoaded()).toBe(false);
    expect(holidayName('2024-01-01')).toBeNull();
    await loadHolidays();
    expect(holidaysLoaded()).toBe(true);
    expect(holidayName('2024-01-01')).toBe('元日');
  });
});

describe('holidayName（日本の祝日）', () => {
  beforeAll(() => loadHolidays());

  it.each([
    ['2024-01-01', '元日'],
    ['2024-01-08', '成人の日'],
    ['2024-02-12', '振替休日'], // 建国記念の日（2/11）が日曜
    ['2024-02-23', '天皇誕生日'],
    ['2024-07-15', '海の日'],
    ['2024-09-23', '振替休日'], // 秋分の日（9/22）が日曜
    ['2025-05-06', '振替休日'], // こどもの日（5/5）が月曜、みどりの日（5/4）が日曜
    ['2026-09-22', '国民の休日'], // 敬老の日（9/21）と秋分の日（9/23）に挟まれた日
    ['2026-01-01', '元日'],
    ['2026-12-31', null], // 大晦日は祝日ではない
    ['2024-07-16', null],
    ['2024-07-14', null], // ただの日曜
    ['2019-05-01', '休日（祝日扱い）'], // 即位の日
  ])('%s → %s', (date, name) => {
    expect(holidayName(date)).toBe(name);
  });

  it.each([
    ['建国記念の日 振替休日', '振替休日'],
    ['こどもの日 振替休日', '振替休日'],
    ['休日', '国民の休日'],
    ['休日（祝日扱い）', '休日（祝日扱い）'],
    ['海の日', '海の日'],
  ])('名前 %s は %s と表示する', (raw, shown) => expect(normalizeHolidayName(raw)).toBe(shown));

  it('データは少なくとも 2026 年まである', () => {
    for (const year of [2024, 2025, 2026, 2027]) expect(holidayName(`${year}-01-01`)).toBe('元日');
  });
});
