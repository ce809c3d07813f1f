import { blockHatch, vars } from '@console/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * The phone's day agenda. Every tappable line is at least the large control height (44 px, the
 * touch target WCAG 2.5.5 and the platforms ask for) and as wide as the screen.
 */

const tap = vars.controlHeight.large;
const focus = {
  outlineStyle: 'solid',
  outlineWidth: vars.borderWidth.focus,
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.borderWidth.standard,
} as const;

export const agenda = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  color: vars.color.text,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const date = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
});

export const chooser = style({
  flex: '1 1 10em',
  maxWidth: '16em',
});

export const empty = style({ margin: 0, color: vars.color.textSubtle });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const staff = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

/** The name and the day's shifts on one line: the shifts are the context of the cards under them. */
export const groupHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

const line = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  minHeight: tap,
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  fontFamily: 'inherit',
  fontSize: vars.font.size.small,
  color: vars.color.text,
  textAlign: 'start',
  borderRadius: vars.radius.small,
} as const;

/** 勤務 10:00–19:00: context, but tappable (the shift panel), so it keeps the tap height. */
export const shift = style({
  ...line,
  minWidth: tap,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focus },
});

/** 勤務なし, 休憩 and a free time that cannot be booked from here: read, not tapped. */
export const context = style({
  ...line,
  minHeight: 0,
  paddingBlock: vars.space.xxsmall,
  color: vars.color.textSubtle,
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A reservation: time and status on top, the customer's name large, the course under it. */
export const card = style({
  ...line,
  width: '100%',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
  background: vars.color.background,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderInlineStartWidth: `calc(${vars.borderWidth.focus} * 3)`,
  cursor: 'pointer',
  selectors: {
    '&[data-tone="info"]': { backgroundColor: vars.color.statusInfo, borderColor: vars.color.primary },
    '&[data-tone="success"]': { backgroundColor: vars.color.statusSuccess, borderColor: vars.color.success },
    '&[data-tone="warning"]': { backgroundColor: vars.color.statusWarning, borderColor: vars.color.warning },
    '&[data-tone="danger"]': { backgroundColor: vars.color.statusDanger, borderColor: vars.color.danger },
    '&[data-tone="neutral"]': { backgroundColor: vars.color.statusNeutral, borderColor: vars.color.border },
    // A customer waits for an answer: the whole card is outlined in the warning colour.
    '&[data-pending]': { borderColor: vars.color.warning, borderInlineStartStyle: 'double' },
    '&:focus-visible': focus,
  },
});

export const cardTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const time = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const status = style({ color: vars.color.text, fontSize: vars.font.size.xsmall });

export const name = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const course = style({ overflowWrap: 'anywhere' });

export const marks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const mark = style({
  paddingInline: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
});

export const pending = style([
  mark,
  {
    fontWeight: vars.font.weight.bold,
    borderColor: vars.color.warning,
    borderWidth: vars.borderWidth.focus,
  },
]);

/** ブロック: hatched like the timeline's block, tappable (the block panel). */
export const block = style({
  ...line,
  width: '100%',
  border: `${vars.borderWidth.standard} solid ${vars.color.blockHatch}`,
  backgroundColor: vars.color.background,
  backgroundImage: blockHatch(),
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus },
});

/** The block's words on a plain ground: the hatch behind them would break up the characters. */
export const blockLabel = style({
  paddingInline: vars.space.xxsmall,
  background: vars.color.background,
  borderRadius: vars.radius.small,
});

/** 空き 13:00–15:00 … 予約を追加: free working time, a tap starts a reservation there. */
export const gap = style({
  ...line,
  width: '100%',
  justifyContent: 'space-between',
  gap: vars.space.small,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': focus,
  },
});

export const gapAction = style({ color: vars.color.primary, fontWeight: vars.font.weight.bold });

/** The phone's toolbar: 前日, the date, 翌日 and the menu on one row of a 360 px screen. */
export const phoneToolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

// Through the controls' stable class hooks: a 360 px row holds the four only with the buttons'
// side padding of a small button, at the large button's 44 px height (a thumb's target).
globalStyle(`${phoneToolbar} .console-ui-Button`, {
  flex: 'none',
  minWidth: tap,
  minHeight: tap,
  paddingInline: vars.space.small,
});

/** The date takes the row's free width, the buttons keep theirs. */
export const phoneDate = style({ flex: '1 1 0', minWidth: 0 });

globalStyle(`${phoneDate} button`, { width: '100%', minWidth: 0, minHeight: tap });

/** 「依頼 N件」 on a phone: a row of its own under the toolbar, the button as wide as the screen. */
export const phoneRequests = style({ display: 'flex' });
globalStyle(`${phoneRequests} .console-ui-Button`, { flex: '1 1 auto', minHeight: tap });
