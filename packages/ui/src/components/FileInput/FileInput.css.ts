import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { vars } from '../../themes/vars.css';

export const root = style({});

/** The picker button and the chosen file's name on one line; wraps on a narrow screen. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

/**
 * The browser's own file input stays in the page (keyboard, forms, drag and drop onto it) but is
 * not drawn: its button and "no file" text follow the browser's language, not the page's.
 */
export const input = style([visuallyHidden, {}]);

/** 「ファイルを選択」: looks like a secondary button; focus shows on it while the input has focus. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minBlockSize: vars.controlHeight.medium,
  paddingInline: vars.space.medium,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    [`${input}:focus-visible + &`]: {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.focus,
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const fileName = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textSubtle,
  fontSize: vars.font.size.medium,
  selectors: {
    '&[data-chosen]': { color: vars.color.text },
  },
});
