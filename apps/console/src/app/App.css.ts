import { vars } from '@console/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', { margin: 0 });

export const root = style({
  minHeight: '100vh',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.background,
});
