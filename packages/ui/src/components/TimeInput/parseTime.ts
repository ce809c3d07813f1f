/** `parseTime` の結果。成功なら `HH:mm`（秒ありなら `HH:mm:ss`）、失敗なら理由。 */
export type ParseTimeResult =
  | { ok: true; value: string }
  | {
      ok: false;
      /**
       * `empty`: 空欄、`format`: 時刻として読めない（分が 1 桁など）、`invalid`: 形は時刻だが範囲外
       * （24 時、60 分）、`step`: `minuteStep` の刻みに合わない分。
       */
      error: 'empty' | 'format' | 'invalid' | 'step';
    };

export interface ParseTimeOptions {
  /** 秒まで扱う。`HH:mm` と入力されたら `:00` を補う。 */
  seconds?: boolean;
  /** 分の刻み（例: 5、15、30）。刻みに合わない分は `step` エラー。 */
  minuteStep?: number;
}

const TIME = /^(\d{1,2})\s*:\s*(\d{2})(?:\s*:\s*(\d{2}))?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 手入力された 24 時間制の時刻を読む。NFKC で全角数字と `：` を半角にし、前後の空白を無視する。
 * 時は 0〜23 の 1〜2 桁、分と秒は 00〜59 の 2 桁（`9:5` は 9 時 5 分か 9 時 50 分か決められないので
 * `format`）。秒なしのときに秒つきの入力は `format`。
 */
export function parseTime(text: string, options: ParseTimeOptions = {}): ParseTimeResult {
  const normalized = text.normalize('NFKC').trim();
  if (normalized === '') return { ok: false, error: 'empty' };
  const match = TIME.exec(normalized);
  if (!match) return { ok: false, error: 'format' };
  const [, h, m, s] = match;
  if (s !== undefined && !options.seconds) return { ok: false, error: 'format' };
  const hours = Number(h);
  const minutes = Number(m);
  const secs = Number(s ?? 0);
  if (hours > 23 || minutes > 59 || secs > 59) return { ok: false, error: 'invalid' };
  if (options.minuteStep && minutes % options.minuteStep !== 0) return { ok: false, error: 'step' };
  const value = `${pad(hours)}:${pad(minutes)}`;
  return { ok: true, value: options.seconds ? `${value}:${pad(secs)}` : value };
}

/** 時の選択肢 `00`〜`23`。 */
export const hourOptions = (): string[] => Array.from({ length: 24 }, (_, i) => pad(i));

/** 分の選択肢 `00`〜`59`。`step` を渡すとその刻みだけ（15 なら 00, 15, 30, 45）。 */
export function minuteOptions(step = 1): string[] {
  const size = Number.isInteger(step) && step >= 1 && step <= 60 ? step : 1;
  return Array.from({ length: Math.ceil(60 / size) }, (_, i) => pad(i * size));
}
