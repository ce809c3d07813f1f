import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { control } from '../TextField/TextField.css';

export const root = style({
  inlineSize: '100%',
});

export const textarea = style([
  control,
  {
    display: 'block',
    paddingBlock: vars.space.xsmall,
    minBlockSize: vars.controlHeight.large,
    resize: 'vertical',
  },
]);
