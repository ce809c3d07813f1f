import type { CSSProperties } from 'react';
import type { DateRange, InvalidReason } from './dates';
import type { PresetDate } from './presets';

/**
 * 選び方。
 * - `single`: 1 日。値は `yyyy-MM-dd`。
 * - `range`: 期間。1 回目のクリックで開始日、2 回目で終了日（開始日より前なら入れ替え）。値は `{start, end}`（`yyyy-MM-dd`）。
 *   2 回目のクリックで期間が決まったときだけ `onChange` を呼ぶ。
 * - `multiple`: 複数の日。クリックで追加・解除。値は昇順の `yyyy-MM-dd[]`。
 * - `week`: 週。クリックした日を含む日曜〜土曜の `{start, end}`。
 * - `month`: 月。値は `yyyy-MM`。
 * - `year`: 年。値は `yyyy`。
 * - `quarter`: 四半期。値は `yyyy-Qn`（1〜3 月が Q1）。
 * - `time`: 時刻だけ。値は 24 時間制の `HH:mm`。
 */
export type CalendarMode = 'single' | 'range' | 'multiple' | 'week' | 'month' | 'year' | 'quarter' | 'time';

/** 日付の目印の吹き出しの 1 行。 */
export interface CalendarMarkerTooltip {
  /** 吹き出しの文言。 */
  text: string;
  /** 文言の前の印の色。トークン名（`primary`、`danger`、`success` など）か CSS の色。 */
  color?: string;
}

/** 日付の目印（仕様 §3「Calendar marker」）。 */
export interface CalendarMarker {
  /** 点（`dot`）か線（`line`）。 */
  type: 'dot' | 'line';
  /** 目印の色。トークン名（`primary`、`danger`、`success`、`holiday`、`saturday` など）か CSS の色。既定は `primary`。 */
  color?: string;
  /** ホバー・フォーカスで出す吹き出しの行（読み上げでは日付の説明になる）。 */
  tooltip?: CalendarMarkerTooltip[];
}

/** 日付ごとの目印。キーは `yyyy-MM-dd`。 */
export type CalendarMarkers = Readonly<Record<string, readonly CalendarMarker[] | undefined>>;

/**
 * プリセットの値。モードに合わせて解釈する: `single` は日付 1 つ、`range`・`week` は `{start, end}` か `[start, end]`、
 * `multiple` は日付の配列、`month`・`year`・`quarter`・`time` はその形式の文字列。
 */
export type CalendarPresetValue = PresetDate | readonly PresetDate[] | { start: PresetDate; end: PresetDate };

/** プリセットの日付（仕様 §3「Preset date item」）。押すとその値を選ぶ。 */
export interface CalendarPreset {
  /** ボタンの文言（例: 「今日」「今月末」）。 */
  label: string;
  /** 選ぶ値。日付は `yyyy-MM-dd`、日時文字列、Date のいずれか。 */
  value: CalendarPresetValue;
  /** ボタンに足すインラインスタイル（強調したいプリセットなど）。 */
  style?: CSSProperties;
  /** ボタンを置く場所。`side` は暦の横、`bottom` は暦の下。既定は `bottom`。 */
  slot?: 'side' | 'bottom';
  /** 真なら日時の値にタイムゾーンを適用せず、書かれた（UTC の）日付をそのまま使う。 */
  noTimezone?: boolean;
}

export interface CalendarCommonProps {
  /** 選べる最初の日（`yyyy-MM-dd`、当日を含む）。`time` モードでは `HH:mm`。 */
  min?: string;
  /** 選べる最後の日（`yyyy-MM-dd`、当日を含む）。`time` モードでは `HH:mm`。 */
  max?: string;
  /** 真を返した日（`yyyy-MM-dd`）は選べない。`time` モードでは `HH:mm` を受け取る。 */
  isDateDisabled?: (value: string) => boolean;
  /** 選べない日を選ぼうとしたとき。値は変わらず「選択できない日付です」を表示する。 */
  onInvalid?: (value: string, reason: InvalidReason) => void;
  /** 選べない日を選ぼうとしたときの文言。既定は「選択できない日付です」。 */
  invalidMessage?: string;
  /** 日付ごとの目印（キーは `yyyy-MM-dd`）。 */
  markers?: CalendarMarkers;
  /** 暦の横・下に並べるプリセットの日付。 */
  presets?: readonly CalendarPreset[];
  /** 値がないときに最初に表示する月（`yyyy-MM` か `yyyy-MM-dd`）。既定は今月。 */
  defaultMonth?: string;
  /** `time` モードの分の刻み（分）。既定は 1。 */
  minuteStep?: number;
  /** 暦全体の名前（読み上げ用）。既定は表示中の年月。 */
  'aria-label'?: string;
  /** ルート要素に足すクラス。 */
  className?: string;
  /** ルート要素の id。 */
  id?: string;
}

/** モードごとの値と `onChange` の型。 */
export type CalendarValueProps =
  | {
      /** 選び方。既定は `single`。 */
      mode?: 'single';
      /** 選んでいる日（`yyyy-MM-dd`）。なければ `null`。 */
      value: string | null;
      /** 日を選んだとき（`yyyy-MM-dd`）。 */
      onChange: (value: string) => void;
    }
  | {
      mode: 'range';
      /** 選んでいる期間。 */
      value: DateRange | null;
      /** 2 回目のクリックで期間が決まったとき（開始 ≤ 終了）。 */
      onChange: (value: DateRange) => void;
    }
  | {
      mode: 'multiple';
      /** 選んでいる日（`yyyy-MM-dd`）。 */
      value: readonly string[];
      /** 追加・解除したとき（昇順）。 */
      onChange: (value: string[]) => void;
    }
  | {
      mode: 'week';
      /** 選んでいる週（日曜〜土曜）。 */
      value: DateRange | null;
      /** 週を選んだとき。 */
      onChange: (value: DateRange) => void;
    }
  | {
      mode: 'month';
      /** 選んでいる月（`yyyy-MM`）。 */
      value: string | null;
      /** 月を選んだとき（`yyyy-MM`）。 */
      onChange: (value: string) => void;
    }
  | {
      mode: 'year';
      /** 選んでいる年（`yyyy`）。 */
      value: string | null;
      /** 年を選んだとき（`yyyy`）。 */
      onChange: (value: string) => void;
    }
  | {
      mode: 'quarter';
      /** 選んでいる四半期（`yyyy-Qn`）。 */
      value: string | null;
      /** 四半期を選んだとき（`yyyy-Qn`）。 */
      onChange: (value: string) => void;
    }
  | {
      mode: 'time';
      /** 選んでいる時刻（24 時間制の `HH:mm`）。 */
      value: string | null;
      /** 時か分を選んだとき（`HH:mm`）。 */
      onChange: (value: string) => void;
    };

export type CalendarProps = CalendarCommonProps & CalendarValueProps;
