import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

export {
  buttons,
  editorForm as form,
  fields,
  fieldset,
  problem,
  sectionHeading,
  stat,
  stats,
  statValue,
} from '../shared/form.css';
export { notice, row, subtle } from '../shared/list.css';

export const tableScroll = style({ minWidth: 0 });

export const nameColumn = style({ minWidth: '12rem' });

/** A delivery's status; the ones still moving (予約, 配信中) stand out from the finished. */
export const badge = style({
  display: 'inline-block',
  width: 'fit-content',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-status="scheduled"]': { background: vars.color.statusInfo },
    '&[data-status="sending"]': { background: vars.color.statusWarning, fontWeight: vars.font.weight.bold },
    '&[data-status="done"]': { background: vars.color.statusSuccess },
  },
});

/** The count and the quota: what the operator weighs before sending, in one box. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const fact = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text });

export const info = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.statusInfo,
  color: vars.color.text,
});

/** A delivery's facts as term and value, two columns where they fit. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const term = style({ color: vars.color.textSubtle });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const progress = style({ width: '100%', height: vars.space.small, accentColor: vars.color.primary });

/** The test send's friends and results. */
export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
