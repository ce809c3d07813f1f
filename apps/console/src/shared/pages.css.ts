import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

// The styles every console page shares, so the pages of all features look alike.

/** A page's parts, one under the other; the shell's main area already gives the padding. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** The not-found and error pages also stand in for the whole shell (its errorElement), so they bring their own padding. */
export const standalonePage = style([page, { padding: vars.space.large }]);

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  color: vars.color.text,
});

export const link = style({
  color: vars.color.primary,
});
