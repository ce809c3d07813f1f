import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/**
 * The bordered box every form control and picker is drawn on (text fields, Select's trigger,
 * the calendar, the timeline, popovers): one place for its border, corner, colours and font, so the
 * controls stay alike in every theme. Compose it first: `style([surface, { … }])`.
 */
export const surface = style({
  boxSizing: 'border-box',
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});
