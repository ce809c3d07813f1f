/**
 * テーマトークンの型と参照セット。
 *
 * ブランドごとの値はここで型付けした生の値（グリッド段数・px 数値・16 進色）で書き、
 * CSS 用の文字列への変換は `resolveTokens` だけが行う。コンポーネントは変換後の `vars` しか読まない。
 */

/** 16 進表記の色（`#rrggbb`）。コントラスト検査が計算できるよう形式を固定する。 */
export type HexColor = `#${string}`;

export interface ConsoleColorTokens {
  /** 主要操作（保存・送信など）の背景色。 */
  primary: HexColor;
  /** 主要操作のホバー時の背景色。 */
  primaryHover: HexColor;
  /** `primary` の上に載る文字色。 */
  onPrimary: HexColor;
  /** 本文の文字色。 */
  text: HexColor;
  /** 補足・説明文の文字色。 */
  textSubtle: HexColor;
  /** 画面の背景色。 */
  background: HexColor;
  /** カード・パネルの背景色。 */
  surface: HexColor;
  /** 副次操作のホバー時の背景色。 */
  surfaceHover: HexColor;
  /** 枠線の色。 */
  border: HexColor;
  /** 削除など取り消せない操作・エラーの色。 */
  danger: HexColor;
  /** `danger` のホバー時の色。 */
  dangerHover: HexColor;
  /** `danger` の上に載る文字色。 */
  onDanger: HexColor;
  /** 成功・完了の色。 */
  success: HexColor;
  /** キーボードフォーカスのリング色。 */
  focusRing: HexColor;
  /** 暦の日曜日・祝日の文字色（赤）。背景・面の上で文字として読めること。 */
  holiday: HexColor;
  /** 暦の土曜日の文字色（青）。背景・面の上で文字として読めること。 */
  saturday: HexColor;
  /** 注意の色（予約カードの左端の帯など）。背景の上で 3:1 以上。 */
  warning: HexColor;
  /** 予約カード「案内」の背景色。`text` が 4.5:1 以上で読めること。 */
  statusInfo: HexColor;
  /** 予約カード「成功・確定」の背景色。`text` が 4.5:1 以上で読めること。 */
  statusSuccess: HexColor;
  /** 予約カード「注意・保留」の背景色。`text` が 4.5:1 以上で読めること。 */
  statusWarning: HexColor;
  /** 予約カード「危険・取消」の背景色。`text` が 4.5:1 以上で読めること。 */
  statusDanger: HexColor;
  /** 予約カード「中立・その他」の背景色。`text` が 4.5:1 以上で読めること。 */
  statusNeutral: HexColor;
  /** タイムラインのブロック時間（予約不可）の斜線の色。背景の上で 3:1 以上。 */
  blockHatch: HexColor;
  /**
   * LINE のトーク画面の背景（メッセージのプレビュー `LinePreview`）。プレビューは LINE アプリの見た目を写すので、
   * どのテーマでも同じ値にする（テーマはプレビューの外側だけに効く）。
   */
  lineChatBackground: HexColor;
  /** LINE のトークの吹き出し・カードの地の色。 */
  lineBubble: HexColor;
  /** 吹き出しの文字の色。`lineBubble` の上で 4.5:1 以上。 */
  lineBubbleText: HexColor;
  /** テンプレートのボタン（アクション）の文字の色。`lineBubble` の上で 4.5:1 以上。 */
  lineAction: HexColor;
  /** トーク画面の背景に直接置く文字（アカウント名・時刻）。`lineChatBackground` の上で 4.5:1 以上。 */
  lineChatText: HexColor;
}

/** ブランドが指定する生のトークン。 */
export interface ConsoleTokens {
  /** 表示名（Storybook のツールバーなどに出す）。 */
  displayName: string;
  color: ConsoleColorTokens;
  /** 余白の基準となるグリッド（px）。余白はこの倍数で決まる。 */
  grid: number;
  /** 余白の段階（グリッドの倍数）。 */
  space: {
    none: 0;
    xxsmall: number;
    xsmall: number;
    small: number;
    medium: number;
    large: number;
    xlarge: number;
  };
  /** 角丸（px）。 */
  radius: { small: number; medium: number; large: number; full: number };
  /** 枠線の太さ（px）。 */
  borderWidth: { standard: number; focus: number };
  typography: {
    /** 本文用フォント（日本語フォントを含む）。 */
    fontFamily: string[];
    /** 等幅フォント。 */
    monospaceFontFamily: string[];
    /** 文字サイズ（px）。 */
    fontSize: { xsmall: number; small: number; medium: number; large: number; xlarge: number };
    /** 行の高さ（倍率）。 */
    lineHeight: { tight: number; standard: number };
    fontWeight: { regular: number; bold: number };
  };
  /** 操作要素の高さ（px）。 */
  controlHeight: { small: number; medium: number; large: number };
  /** 時刻の選択リスト（時・分）の高さ（px）。 */
  timeListHeight: number;
  /** 重なり順。ポップアップ類はこの段階だけを使う。 */
  zIndex: { base: number; dropdown: number; sticky: number; modal: number; popover: number; toast: number };
  /** 重なる部品の寸法（px）。 */
  size: {
    /** Select の選択肢リストの最大の高さ。超えるとスクロールする。 */
    selectListMaxHeight: number;
    /** Modal（ダイアログ）の既定の幅。 */
    modalWidth: number;
    /** Toast（通知）の幅。 */
    toastWidth: number;
    /** SidePanel（サロンの右側のパネル）の幅。 */
    sidePanelWidth: number;
    /** Timeline の 1 レーンの高さ。行の高さ = レーン数 × この値。 */
    timelineLaneHeight: number;
    /** Timeline の担当者（リソース）列の幅。 */
    timelineResourceWidth: number;
    /** Timeline の 1 時間の最小の幅（日の表示）。 */
    timelineHourWidth: number;
    /**
     * Timeline の 1 日の最小の幅（週の表示）。担当者列と 7 日分が、幅 1280 px の画面のサイド
     * メニューの横に収まる値（144 + 7 × 112 = 928 px）。
     */
    timelineDayWidth: number;
  };
  /** 状態変化のアニメーション時間（ミリ秒）。 */
  transitionMs: number;
  /** 部品ごとの動きの時間（ミリ秒）。仕様 §9 の値。 */
  durationMs: {
    /** SidePanel の出入り（切り替え時の待ちと同じ 250 ms）。 */
    sidePanel: number;
    /** SortableList の並べ替えのアニメーション（150 ms）。 */
    dragSort: number;
  };
}

/** どのブランドでも共有する既定値。ブランドは主に色を上書きする。 */
export const baseTokens = {
  grid: 4,
  space: { none: 0, xxsmall: 1, xsmall: 2, small: 3, medium: 4, large: 6, xlarge: 8 },
  radius: { small: 4, medium: 6, large: 12, full: 9999 },
  borderWidth: { standard: 1, focus: 2 },
  typography: {
    fontFamily: [
      '"Hiragino Sans"',
      '"Hiragino Kaku Gothic ProN"',
      '"Noto Sans JP"',
      '"Noto Sans CJK JP"',
      '"BIZ UDPGothic"',
      'Meiryo',
      'sans-serif',
    ],
    monospaceFontFamily: ['ui-monospace', '"SFMono-Regular"', '"Noto Sans Mono CJK JP"', 'monospace'],
    fontSize: { xsmall: 12, small: 13, medium: 14, large: 16, xlarge: 20 },
    lineHeight: { tight: 1.25, standard: 1.6 },
    fontWeight: { regular: 400, bold: 700 },
  },
  controlHeight: { small: 28, medium: 36, large: 44 },
  timeListHeight: 280,
  zIndex: { base: 0, dropdown: 100, sticky: 200, modal: 1000, popover: 1100, toast: 1200 },
  size: {
    selectListMaxHeight: 300,
    modalWidth: 480,
    toastWidth: 360,
    sidePanelWidth: 400,
    timelineLaneHeight: 56,
    timelineResourceWidth: 144,
    timelineHourWidth: 96,
    timelineDayWidth: 112,
  },
  transitionMs: 120,
  durationMs: { sidePanel: 250, dragSort: 150 },
} satisfies Omit<ConsoleTokens, 'displayName' | 'color'>;

/** 参照トークン。テーマ契約（`vars`）の形はこのセットから作る。 */
export const referenceTokens: ConsoleTokens = {
  ...baseTokens,
  displayName: 'Console',
  color: {
    primary: '#1f5fbf',
    primaryHover: '#184c99',
    onPrimary: '#ffffff',
    text: '#1d2330',
    textSubtle: '#545c6b',
    background: '#ffffff',
    surface: '#f4f6f9',
    surfaceHover: '#e6eaf0',
    border: '#7b8494',
    danger: '#c4252f',
    dangerHover: '#9e1d26',
    onDanger: '#ffffff',
    success: '#1e7a3c',
    focusRing: '#1f5fbf',
    holiday: '#b8202a',
    saturday: '#1a56b0',
    warning: '#a35c00',
    statusInfo: '#e1ecfa',
    statusSuccess: '#dff1e4',
    statusWarning: '#fcefd2',
    statusDanger: '#fbe2e3',
    statusNeutral: '#eceef2',
    blockHatch: '#7b8494',
    // LINE's own talk room (its default light theme), the same in every OEM theme.
    lineChatBackground: '#a7bcd9',
    lineBubble: '#ffffff',
    lineBubbleText: '#111111',
    lineAction: '#2a5291',
    lineChatText: '#1b2433',
  },
};
