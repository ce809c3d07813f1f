import { vars } from '@console/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** Mobile first: one column, 360 px wide phones up to a comfortable reading width. */
export const page = style({
  maxWidth: 560,
  margin: '0 auto',
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

globalStyle('body', { margin: 0, background: vars.color.background });

export const heading = style({ margin: 0, fontSize: vars.font.size.xlarge });

export const stepHeading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  selectors: { '&:focus': { outline: 'none' } },
});

export const steps = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textSubtle,
});

export const step = style({
  flex: '1 1 0',
  paddingTop: vars.space.xsmall,
  borderTop: `3px solid ${vars.color.border}`,
  textAlign: 'center',
  selectors: {
    '&[aria-current="step"]': { borderTopColor: vars.color.primary, color: vars.color.text, fontWeight: 700 },
  },
});

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A course or a time: a large target for a thumb. */
export const choice = style({
  width: '100%',
  minHeight: 48,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, borderWidth: vars.borderWidth.focus },
  },
});

export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8em, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const time = style([
  choice,
  { justifyContent: 'center', minHeight: 44, padding: vars.space.small, whiteSpace: 'nowrap' },
]);

export const muted = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.small });

export const text = style({ margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const term = style({ fontWeight: 700 });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const notice = style({
  margin: 0,
  padding: vars.space.small,
  background: vars.color.surface,
  borderLeft: `${vars.borderWidth.focus} solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
});

export const success = style([notice, { borderLeftColor: vars.color.success }]);

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.small });

/** A heading focused by script (the next step's) is a reading position, not a control: no ring. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
