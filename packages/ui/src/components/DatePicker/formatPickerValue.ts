import type { CalendarMode } from '../Calendar/types';

const slash = (date: string) => date.replaceAll('-', '/');

/**
 * DatePicker のボタンに出す値の文字列。値がなければ空文字。
 * - `single`: `2024/07/10`、`range`・`week`: `2024/07/10 〜 2024/07/20`、`multiple`: `2024/07/03、2024/07/05`
 * - `month`: `2024年7月`、`year`: `2024年`、`quarter`: `2024年 第3四半期`、`time`: `09:30`
 */
export function formatPickerValue(mode: CalendarMode, value: unknown): string {
  if (value == null) return '';
  switch (mode) {
    case 'range':
    case 'week': {
      const range = value as { start?: string; end?: string };
      return range.start && range.end ? `${slash(range.start)} 〜 ${slash(range.end)}` : '';
    }
    case 'multiple':
      return Array.isArray(value) ? value.map((d) => slash(String(d))).join('、') : '';
    case 'month': {
      const m = /^(\d{4})-(\d{2})$/.exec(String(value));
      return m ? `${m[1]}年${Number(m[2])}月` : '';
    }
    case 'year':
      return /^\d{4}$/.test(String(value)) ? `${value}年` : '';
    case 'quarter': {
      const m = /^(\d{4})-Q([1-4])$/.exec(String(value));
      return m ? `${m[1]}年 第${m[2]}四半期` : '';
    }
    case 'time':
      return String(value);
    default:
      return slash(String(value));
  }
}
