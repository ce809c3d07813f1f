import type { ConsoleColorTokens } from './tokens';

/** What is drawn in `foreground` on `background`, and the WCAG 2.1 AA ratio it needs. */
export interface ContrastPair {
  foreground: keyof ConsoleColorTokens;
  background: keyof ConsoleColorTokens;
  /** 4.5 for text (1.4.3), 3 for component boundaries, focus and graphics (1.4.11). */
  minimum: 4.5 | 3;
  /** Where the pair appears, for the テーマ page. */
  use: string;
}

/**
 * Every colour pair the controls draw, with its WCAG 2.1 AA minimum. One list for the unit test
 * (`themes.test.ts`, every theme) and the テーマ page in Storybook (shown, and asserted by its play
 * function in Chromium).
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'onPrimary', background: 'primary', minimum: 4.5, use: '主要ボタンの文字' },
  { foreground: 'onPrimary', background: 'primaryHover', minimum: 4.5, use: '主要ボタン（ホバー）の文字' },
  { foreground: 'onDanger', background: 'danger', minimum: 4.5, use: '削除ボタンの文字' },
  { foreground: 'onDanger', background: 'dangerHover', minimum: 4.5, use: '削除ボタン（ホバー）の文字' },
  { foreground: 'text', background: 'background', minimum: 4.5, use: '本文' },
  { foreground: 'text', background: 'surface', minimum: 4.5, use: 'カード・パネルの本文' },
  { foreground: 'text', background: 'surfaceHover', minimum: 4.5, use: 'ホバー中の行・選択肢の文字' },
  { foreground: 'textSubtle', background: 'background', minimum: 4.5, use: '補足・説明文' },
  { foreground: 'textSubtle', background: 'surface', minimum: 4.5, use: 'パネルの補足' },
  { foreground: 'primary', background: 'background', minimum: 3, use: 'リンク・選択中の印' },
  { foreground: 'focusRing', background: 'background', minimum: 3, use: 'フォーカスのリング' },
  { foreground: 'border', background: 'background', minimum: 3, use: '入力欄の枠' },
  { foreground: 'danger', background: 'background', minimum: 3, use: 'エラーの枠' },
  // Menu の削除などの項目と、枠線だけの危険ボタン（Button の dangerOutline）は危険色の文字。
  {
    foreground: 'danger',
    background: 'background',
    minimum: 4.5,
    use: '危険な操作の文字（メニュー・枠線のボタン）',
  },
  {
    foreground: 'danger',
    background: 'surfaceHover',
    minimum: 4.5,
    use: '危険な操作の文字（選択中の項目・ホバー）',
  },
  { foreground: 'success', background: 'background', minimum: 3, use: '成功の印' },
  // 暦の日曜・祝日（赤）と土曜（青）の日付は文字。範囲の途中の日は surfaceHover の上に載る。
  { foreground: 'holiday', background: 'background', minimum: 4.5, use: '暦の日曜・祝日' },
  { foreground: 'holiday', background: 'surface', minimum: 4.5, use: '暦の日曜・祝日（パネル上）' },
  { foreground: 'holiday', background: 'surfaceHover', minimum: 4.5, use: '暦の日曜・祝日（範囲の途中）' },
  { foreground: 'saturday', background: 'background', minimum: 4.5, use: '暦の土曜' },
  { foreground: 'saturday', background: 'surface', minimum: 4.5, use: '暦の土曜（パネル上）' },
  { foreground: 'saturday', background: 'surfaceHover', minimum: 4.5, use: '暦の土曜（範囲の途中）' },
  // Timeline: 予約カードは状態の背景の上に本文色の文字。左端の帯・ブロック時間の斜線・現在時刻の線は 3:1。
  { foreground: 'text', background: 'statusInfo', minimum: 4.5, use: '予約カード「案内」の文字' },
  { foreground: 'text', background: 'statusSuccess', minimum: 4.5, use: '予約カード「確定」の文字' },
  { foreground: 'text', background: 'statusWarning', minimum: 4.5, use: '予約カード「保留」の文字' },
  { foreground: 'text', background: 'statusDanger', minimum: 4.5, use: '予約カード「取消」の文字' },
  { foreground: 'text', background: 'statusNeutral', minimum: 4.5, use: '予約カード「その他」の文字' },
  { foreground: 'warning', background: 'background', minimum: 3, use: '注意の帯' },
  { foreground: 'blockHatch', background: 'background', minimum: 3, use: 'ブロック時間の斜線' },
  // LinePreview: LINE のトーク画面（どのテーマでも同じ色）。
  { foreground: 'lineBubbleText', background: 'lineBubble', minimum: 4.5, use: 'LINE の吹き出しの文字' },
  { foreground: 'lineAction', background: 'lineBubble', minimum: 4.5, use: 'LINE のテンプレートのボタン' },
  { foreground: 'lineChatText', background: 'lineChatBackground', minimum: 4.5, use: 'LINE のアカウント名' },
  { foreground: 'primary', background: 'statusInfo', minimum: 3, use: '予約カード「案内」の帯' },
  { foreground: 'success', background: 'statusSuccess', minimum: 3, use: '予約カード「確定」の帯' },
  { foreground: 'warning', background: 'statusWarning', minimum: 3, use: '予約カード「保留」の帯' },
  { foreground: 'danger', background: 'statusDanger', minimum: 3, use: '予約カード「取消」の帯' },
  { foreground: 'border', background: 'statusNeutral', minimum: 3, use: '予約カード「その他」の帯' },
];
