import { PHONE_MEDIA, vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import * as formStyles from '../shared/form.css';
import * as list from '../shared/list.css';

export { bulk, grow, notice, row, subtle, toolbar } from '../shared/list.css';

export const section = style([list.section, { maxWidth: '880px' }]);

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  flex: '1 1 auto',
  minWidth: 0,
});

export const itemName = style({ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' });

export const status = style({
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const form = style([formStyles.form, { maxWidth: '720px' }]);

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const stepHead = style([list.row, { justifyContent: 'space-between' }]);

export const code = style({
  margin: 0,
  padding: vars.space.small,
  fontFamily: vars.font.monospace,
  fontSize: vars.font.size.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
});

export const messages = style({ margin: 0, paddingInlineStart: vars.space.large });

/** The loading placeholders of the journey list: sections spaced as the real ones. */
export const skeletonList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/**
 * The journey's totals beside its status. On a phone they take a line of their own, loaded or not:
 * whether 「参加 0人（進行中 0人・完了 0人）」 fits beside the status depended on its numbers, and its
 * placeholder's guessed width wrapped where the text did not (412 px: the form jumped 33 px, CLS 0.024).
 */
export const totals = style({ '@media': { [PHONE_MEDIA]: { flexBasis: '100%' } } });

/** A message step's preview: the text as the operator reads it, insertions named. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

/** The follow settings beside the greeting's preview: one column on a phone, the preview below. */
export const followEditor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(260px, 2fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const followPreview = style({
  position: 'sticky',
  top: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  '@media': { [PHONE_MEDIA]: { position: 'static' } },
});

/** A value row: the variable, the value, the remove button; stacked on a phone. */
export const valueRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'end',
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
