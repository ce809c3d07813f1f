import { PHONE_MEDIA, vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css';
import { badge } from './badge.css';

export { notice, row, subtle } from '../shared/list.css';

/*
 * The chat screen (issue 31): the thread list beside the conversation on a desktop, one of them at
 * a time on a phone (the screen draws one or the other there). Nothing is wider than its column, so
 * a 360 px phone never scrolls sideways.
 */

export const layout = style({
  display: 'grid',
  // The conversation takes two thirds: on a 1024 px window beside the menu it is what is read.
  gridTemplateColumns: 'minmax(15rem, 1fr) minmax(0, 2fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [PHONE_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '20rem',
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.textSubtle,
});

export const threads = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const thread = style([
  focusRing,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"avatar name time" "avatar preview count" "avatar tags tags"',
    gap: `0 ${vars.space.small}`,
    alignItems: 'center',
    padding: vars.space.small,
    color: vars.color.text,
    textDecoration: 'none',
    borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceHover },
      '&[aria-current="page"]': { background: vars.color.surfaceHover, fontWeight: vars.font.weight.bold },
    },
  },
]);

export const avatar = style({
  gridArea: 'avatar',
  alignSelf: 'start',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  objectFit: 'cover',
  overflow: 'hidden',
});

export const name = style({
  gridArea: 'name',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({
  gridArea: 'time',
  justifySelf: 'end',
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
});

export const preview = style({
  gridArea: 'preview',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.regular,
});

export const tags = style({
  gridArea: 'tags',
  display: 'flex',
  flexWrap: 'wrap',
  selectors: { '&:empty': { display: 'none' } },
  gap: vars.space.xsmall,
});

export const tag = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
});

export const warning = style([tag, { borderColor: vars.color.danger, color: vars.color.danger }]);

/** A thread's unread count: the side menu's badge, in the row's corner. */
export const count = style([badge, { gridArea: 'count', justifySelf: 'end', marginInlineStart: 0 }]);

export { visuallyHidden } from '../shared/visuallyHidden.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.small,
  '@media': { [PHONE_MEDIA]: { alignItems: 'center', rowGap: vars.space.xsmall } },
});

export const friendName = style({
  flex: '1 1 8rem',
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.large,
  overflowWrap: 'anywhere',
});

export const link = style({ color: vars.color.primary });

export const assignee = style({
  flex: '0 1 14rem',
  minWidth: '10rem',
  '@media': { [PHONE_MEDIA]: { flex: '1 1 10rem' } },
});

/*
 * The log takes what the window leaves. On a phone the conversation fits one screen as in LINE:
 * the top bar, the name row, the assignee row and the reply box take about 27rem of a 740 px phone,
 * so the reply box is in view when the conversation opens and the newest messages sit just above it.
 */
export const log = style({
  blockSize: '55vh',
  minBlockSize: '18rem',
  '@media': { [PHONE_MEDIA]: { blockSize: 'calc(100dvh - 27rem)', minBlockSize: '11rem' } },
});

export const failedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const failedItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.danger}`,
  borderRadius: vars.radius.medium,
  overflowWrap: 'anywhere',
});

export const failedText = style({ flex: '1 1 12rem', minWidth: 0, margin: 0 });

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minWidth: 0,
});

export const sendRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'end',
  alignItems: 'center',
  gap: vars.space.small,
});

export const chosenImage = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const thumb = style({
  inlineSize: '4rem',
  blockSize: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
});
