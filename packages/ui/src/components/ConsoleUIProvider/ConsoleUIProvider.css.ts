import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitTextSizeAdjust: '100%',
  fontFeatureSettings: '"palt" 0',
});
