import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css';

/** A form's fields, messages and buttons, one under the other. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** Plain labelled fields until @console/ui has a TextField. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const input = style([
  focusRing,
  {
    height: vars.controlHeight.medium,
    padding: `0 ${vars.space.small}`,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.medium,
    color: vars.color.text,
    background: vars.color.background,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.danger,
});

export const alert = style({
  margin: 0,
  padding: vars.space.small,
  fontSize: vars.font.size.medium,
  color: vars.color.danger,
  background: vars.color.background,
  border: `${vars.borderWidth.standard} solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
});

export const notice = style({
  margin: 0,
  padding: vars.space.small,
  fontSize: vars.font.size.medium,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});
