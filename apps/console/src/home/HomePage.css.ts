import { vars } from '@console/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  color: vars.color.text,
});

globalStyle(`${facts} dd`, { margin: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '720px',
});

export const sectionHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.large,
  color: vars.color.text,
});

export const date = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textSubtle,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const todos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A count as a card-sized link: the whole card is the target. */
export const todo = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    height: '100%',
    boxSizing: 'border-box',
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
  },
]);

export const count = style({
  fontSize: vars.font.size.xlarge,
  color: vars.color.primary,
  selectors: { [`${todo}[data-zero] &`]: { color: vars.color.textSubtle } },
});

export const screens = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A count's card while the summary loads: its size, no text, a quiet pulse-free fill. */
export const placeholder = style({
  backgroundColor: vars.color.surfaceHover,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
});
