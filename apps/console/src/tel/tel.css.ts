import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as formStyles from '../shared/form.css';

export const subtle = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textSubtle,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text,
});

export const banner = style({
  margin: 0,
  padding: vars.space.small,
  color: vars.color.text,
  background: vars.color.surface,
  borderLeft: `${vars.borderWidth.focus} solid ${vars.color.primary}`,
  borderRadius: vars.radius.small,
});

/** Holds the banner's place while the sender's mode loads: laid out, not seen. */
export const reserve = style({ visibility: 'hidden' });

export const paramList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});

export const form = style([formStyles.form, { maxWidth: '640px' }]);

/** The spec's param_1 … param_10 in words, above their fields. */
export const paramsHelp = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textSubtle });

export const paramGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.small,
});

export const errorList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  color: vars.color.danger,
});

export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
});

export const progress = style({
  width: '100%',
  maxWidth: '640px',
  accentColor: vars.color.primary,
});

export const pager = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'center',
});

/** Status text and the order/cancel buttons; the same height before and after the status arrives. */
export const statusBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const statusText = style({
  margin: 0,
  // One line tall even while empty (status still loading).
  minBlockSize: '1lh',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** 送信状況: the badge, the reason of a failure, and the decisions on an unknown outcome. */
export const statusCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minInlineSize: '10em',
});

export const lineError = style({
  fontSize: vars.font.size.small,
  color: vars.color.textSubtle,
});

export const lineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
});

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xsmall}`,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-status="3"]': { color: vars.color.success, borderColor: vars.color.success },
    '&[data-status="-2"], &[data-status="-3"]': { color: vars.color.danger, borderColor: vars.color.danger },
  },
});

/**
 * A send time that will not go as planned by day (past: at once; night), read before ordering:
 * body text on the warning tint (the pair the themes hold at 4.5:1), not warning-coloured text.
 */
export const timeNote = style({
  display: 'inline-block',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.statusWarning,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});

/** When a line really goes, under its planned time on the order page. */
export const lineWhen = style([
  timeNote,
  { fontSize: vars.font.size.small, marginBlockStart: vars.space.xsmall },
]);
