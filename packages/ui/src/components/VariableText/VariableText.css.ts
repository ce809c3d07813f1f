import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-preserve-lines]': { whiteSpace: 'pre-wrap' },
  },
});

export const chip = style({
  display: 'inline-block',
  marginInline: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  // statusInfo is guaranteed to carry `text` at 4.5:1 in every theme (contrast pairs).
  backgroundColor: vars.color.statusInfo,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'baseline',
  selectors: {
    '&[data-unknown]': {
      backgroundColor: vars.color.statusWarning,
      borderStyle: 'dashed',
    },
  },
});
