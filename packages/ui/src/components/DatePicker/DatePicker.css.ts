import { style } from '@vanilla-extract/css';
import { surface } from '../../internal/surface.css';
import { vars } from '../../themes/vars.css';

export const trigger = style([
  surface,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    minWidth: `calc(${vars.controlHeight.large} * 4)`,
    minHeight: vars.controlHeight.medium,
    paddingInline: vars.space.small,
    fontSize: vars.font.size.medium,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surface },
      '&:focus-visible': {
        outlineStyle: 'solid',
        outlineWidth: vars.borderWidth.focus,
        outlineColor: vars.color.focusRing,
        outlineOffset: vars.borderWidth.standard,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const placeholder = style({ color: vars.color.textSubtle });

export const icon = style({ width: vars.font.size.large, height: vars.font.size.large, flexShrink: 0 });

export const popover = style({
  zIndex: vars.zIndex.popover,
});

export const fieldset = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});
