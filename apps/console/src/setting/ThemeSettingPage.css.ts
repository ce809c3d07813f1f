import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as pages from '../shared/pages.css';

export const page = style([pages.page, { maxWidth: '480px' }]);

/** The page's description and loading line: quieter than the shared page text. */
export const text = style({
  margin: 0,
  color: vars.color.textSubtle,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
