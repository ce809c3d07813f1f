import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { surface } from '../../internal/surface.css';
import { blockHatch } from '../../themes/hatch';
import { vars } from '../../themes/vars.css';

/** 横軸の単位の数（日の表示は時間数、週の表示は 7 日）。要素の style で与える。 */
export const unitsVar = createVar();
/** 行のレーン数。 */
export const lanesVar = createVar();
/** 項目のレーン番号。 */
export const laneVar = createVar();
/** 現在時刻の位置（横軸の 0〜1）。 */
export const nowVar = createVar();

export const root = style([
  surface,
  {
    position: 'relative',
    overflow: 'auto',
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.tight,
    selectors: {
      '&:focus-visible': {
        outlineStyle: 'solid',
        outlineWidth: vars.borderWidth.focus,
        outlineColor: vars.color.focusRing,
        outlineOffset: vars.borderWidth.standard,
      },
    },
  },
]);

export const grid = style({
  position: 'relative',
  minWidth: `calc(${vars.size.timelineResourceWidth} + ${unitsVar} * ${vars.size.timelineHourWidth})`,
  selectors: {
    [`${root}[data-kind="weekly-shift"] &`]: {
      minWidth: `calc(${vars.size.timelineResourceWidth} + ${unitsVar} * ${vars.size.timelineDayWidth})`,
    },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 6,
  display: 'flex',
  backgroundColor: vars.color.background,
  borderBottomStyle: 'solid',
  borderBottomWidth: vars.borderWidth.standard,
  borderBottomColor: vars.color.border,
});

const stickyStart = {
  position: 'sticky',
  left: 0,
  flex: `0 0 ${vars.size.timelineResourceWidth}`,
  boxSizing: 'border-box',
  paddingInline: vars.space.small,
  borderRightStyle: 'solid',
  borderRightWidth: vars.borderWidth.standard,
  borderRightColor: vars.color.border,
} as const;

export const corner = style({
  ...stickyStart,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.small,
  backgroundColor: vars.color.background,
  fontWeight: vars.font.weight.bold,
});

export const axis = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: vars.controlHeight.small,
});

export const hourLabel = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  paddingInlineStart: vars.space.xxsmall,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xsmall,
  whiteSpace: 'nowrap',
});

export const dayHeader = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  borderLeftStyle: 'solid',
  borderLeftWidth: vars.borderWidth.standard,
  borderLeftColor: vars.color.border,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-weekday="0"]': { color: vars.color.holiday },
    '&[data-weekday="6"]': { color: vars.color.saturday },
  },
});

export const rows = style({ position: 'relative' });

export const row = style({
  display: 'flex',
  selectors: {
    '& + &': {
      borderTopStyle: 'solid',
      borderTopWidth: vars.borderWidth.standard,
      borderTopColor: vars.color.border,
    },
  },
});

export const resourceName = style({
  ...stickyStart,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  backgroundColor: vars.color.background,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const track = style({
  position: 'relative',
  flex: '1 1 auto',
  isolation: 'isolate',
  height: `calc(max(${lanesVar}, 1) * ${vars.size.timelineLaneHeight})`,
  backgroundColor: vars.color.surface,
  cursor: 'cell',
  overflow: 'hidden',
  // 画面外の行は配置と描画を省く（高さは上で決まっているので、省いても行の大きさは変わらない）。
  // 読み上げ・ページ内検索の対象には残る。
  contentVisibility: 'auto',
  // 時間（週の表示では日）の区切り線。帯の上・カードの下に重ねる。
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    pointerEvents: 'none',
    backgroundImage: `linear-gradient(to right, ${vars.color.surfaceHover} 0 ${vars.borderWidth.standard}, transparent ${vars.borderWidth.standard})`,
    backgroundSize: `calc(100% / ${unitsVar}) 100%`,
  },
  selectors: {
    [`${root}[data-kind="weekly-shift"] &::after`]: {
      backgroundImage: `linear-gradient(to right, ${vars.color.border} 0 ${vars.borderWidth.standard}, transparent ${vars.borderWidth.standard})`,
    },
  },
});

const band = {
  position: 'absolute',
  top: 0,
  bottom: 0,
  boxSizing: 'border-box',
} as const;

/** 勤務時間（スケジュールの背景）。押せない。 */
export const shiftBand = style({
  ...band,
  zIndex: 0,
  backgroundColor: vars.color.background,
  pointerEvents: 'none',
});

/** ブロック時間（予約不可）。斜線で示す。 */
export const block = style({
  ...band,
  zIndex: 2,
  margin: 0,
  padding: vars.space.xxsmall,
  display: 'flex',
  alignItems: 'flex-start',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.blockHatch,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  backgroundImage: blockHatch(),
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xsmall,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    // シフトの表示では勤務がカードなので、予定ブロックをその上に重ねる（斜線の下に勤務が透ける）。
    [`${root}:not([data-kind="schedule"]) &`]: { zIndex: 4, backgroundColor: 'transparent' },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      zIndex: 4,
    },
  },
});

export const blockLabel = style({
  paddingInline: vars.space.xxsmall,
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.small,
  whiteSpace: 'nowrap',
});

/** 予約（日の表示のシフト）のカード。色は data-tone で決まる。 */
export const card = style({
  position: 'absolute',
  zIndex: 3,
  top: `calc(${laneVar} * ${vars.size.timelineLaneHeight} + ${vars.borderWidth.standard})`,
  height: `calc(${vars.size.timelineLaneHeight} - ${vars.borderWidth.focus})`,
  boxSizing: 'border-box',
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
  display: 'block',
  // ボタンは既定で中身を縦の中央に置くので、上に揃える。
  alignContent: 'start',
  textAlign: 'start',
  overflow: 'hidden',
  // 中身は改行で区切った 1 つのテキスト（名前・時間・コース）。1 行目（名前）を太字に。
  // 行は折り返さず、はみ出た行の終わりを「…」に（折り返しで名前が何行にもなり、コースが押し出されていた）。
  whiteSpace: 'pre',
  textOverflow: 'ellipsis',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderInlineStartWidth: `calc(${vars.borderWidth.focus} * 2)`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&[data-tone="info"]': { backgroundColor: vars.color.statusInfo, borderColor: vars.color.primary },
    '&[data-tone="success"]': { backgroundColor: vars.color.statusSuccess, borderColor: vars.color.success },
    '&[data-tone="warning"]': { backgroundColor: vars.color.statusWarning, borderColor: vars.color.warning },
    '&[data-tone="danger"]': { backgroundColor: vars.color.statusDanger, borderColor: vars.color.danger },
    '&[data-tone="neutral"]': { backgroundColor: vars.color.statusNeutral, borderColor: vars.color.border },
    '&::first-line': { fontWeight: vars.font.weight.bold },
    // 目印（変更依頼など）のあるカードは枠も破線にする（文字の目印と合わせ、色だけに頼らない）。
    '&[data-badge]': { borderStyle: 'dashed' },
    '&:hover': { zIndex: 4 },
    // ドラッグできるカードはタッチでもスクロールせずに掴める。
    '&[data-draggable]': { cursor: 'grab', touchAction: 'none', userSelect: 'none' },
    '&[data-dragging]': {
      zIndex: 5,
      cursor: 'grabbing',
      boxShadow: `0 0 0 ${vars.borderWidth.focus} ${vars.color.focusRing}`,
    },
    '&:focus-visible': {
      zIndex: 4,
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.standard,
    },
  },
});

/** 終了時刻を変えるつまみ（カードの右端）。`onItemChange` があるときだけ出す。 */
export const resizeHandle = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  right: 0,
  width: vars.space.xsmall,
  cursor: 'ew-resize',
  touchAction: 'none',
});

/** 現在時刻の線。行の上に 1 本だけ重ねる。 */
export const nowLine = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  zIndex: 4,
  left: `calc(${vars.size.timelineResourceWidth} + (100% - ${vars.size.timelineResourceWidth}) * ${nowVar})`,
  width: vars.borderWidth.focus,
  marginInlineStart: `calc(${vars.borderWidth.focus} / -2)`,
  backgroundColor: vars.color.danger,
  pointerEvents: 'none',
});

export const empty = style({
  padding: vars.space.medium,
  color: vars.color.textSubtle,
});

/**
 * 目印のあるカードは自分の幅で中身を組み替える（コンテナクエリ。条件にはトークンの var() が
 * 使えないので rem で書く）。この幅より狭いカード（1 時間 = timelineHourWidth 96 の既定で
 * 75 分未満）は、目印を 1 行目に置いて時間の行を省く。
 */
const NARROW_CARD = '(max-width: 7.4rem)';
/** さらに狭いカード（45 分未満）は目印も短い文字（「依頼」）にする。 */
const TINY_CARD = '(max-width: 4.4rem)';
/** 見えないが読み上げには残す（カードの読み上げ名は中身から作るので、省いた行も読まれる）。 */
const readOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** 目印のあるカードの 1 行。折り返さず、はみ出た終わりを「…」に。 */
export const cardLine = style({
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-line="name"]': { fontWeight: vars.font.weight.bold },
  },
  '@container': {
    [NARROW_CARD]: {
      selectors: { '&[data-line="time"]': readOnly },
    },
  },
});

globalStyle(`${card}[data-badge]`, { containerType: 'inline-size', whiteSpace: 'normal' });

/** カードの目印（「変更依頼」など）。名前の前に小さく出す。狭いカードでは 1 行目に単独で。 */
export const badge = style({
  display: 'inline-block',
  marginInlineEnd: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontWeight: vars.font.weight.bold,
  verticalAlign: 'top',
  '@container': {
    [NARROW_CARD]: { display: 'block', width: 'fit-content', maxWidth: '100%', marginInlineEnd: 0 },
  },
});

/** 名前。狭いカードでは目印の下の自分の行で「…」に切る。 */
export const cardName = style({
  '@container': {
    [NARROW_CARD]: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
  },
});

export const badgeFull = style({
  '@container': { [TINY_CARD]: readOnly },
});

export const badgeShort = style({
  display: 'none',
  '@container': { [TINY_CARD]: { display: 'inline' } },
});

/** ドラッグ中の落ちる先（刻みに丸めた時刻・行）。行の高さいっぱいの破線の枠。 */
export const dropPreview = style({
  ...band,
  zIndex: 6,
  display: 'flex',
  alignItems: 'flex-end',
  padding: vars.space.xxsmall,
  borderStyle: 'dashed',
  borderWidth: vars.borderWidth.focus,
  borderColor: vars.color.focusRing,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

/** 「18:00以降 →」の置き場所。見出しの右端に貼り付く幅 0 の要素。 */
export const laterAnchor = style({
  position: 'sticky',
  right: 0,
  flex: '0 0 0',
  zIndex: 2,
});

export const later = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  margin: 0,
  paddingInline: vars.space.small,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
    },
  },
});

/** 凡例。色の見本と名前を横に並べる。 */
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xsmall,
  color: vars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

/** 凡例の見本。カードと同じ色・枠（data-tone）、予定ブロックは斜線、勤務は帯の色。 */
export const swatch = style({
  display: 'inline-block',
  width: vars.space.medium,
  height: vars.space.small,
  boxSizing: 'border-box',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderInlineStartWidth: `calc(${vars.borderWidth.focus} * 2)`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-tone="info"]': { backgroundColor: vars.color.statusInfo, borderColor: vars.color.primary },
    '&[data-tone="success"]': { backgroundColor: vars.color.statusSuccess, borderColor: vars.color.success },
    '&[data-tone="warning"]': { backgroundColor: vars.color.statusWarning, borderColor: vars.color.warning },
    '&[data-tone="danger"]': { backgroundColor: vars.color.statusDanger, borderColor: vars.color.danger },
    '&[data-tone="neutral"]': { backgroundColor: vars.color.statusNeutral, borderColor: vars.color.border },
    '&[data-swatch="badge"]': { borderStyle: 'dashed', borderColor: vars.color.text },
    '&[data-swatch="block"]': {
      borderWidth: vars.borderWidth.standard,
      borderColor: vars.color.blockHatch,
      backgroundImage: blockHatch(vars.space.xxsmall),
    },
    '&[data-swatch="shift"]': {
      borderWidth: vars.borderWidth.standard,
      borderColor: vars.color.border,
      backgroundColor: vars.color.background,
    },
  },
});
