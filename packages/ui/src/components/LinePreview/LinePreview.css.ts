import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/*
 * LINE's talk room, as a friend sees the account's messages: LINE's own colours (the line* tokens,
 * the same in every theme), bubbles on the left under the account's name, cards of a fixed width
 * in a row that scrolls sideways. Sizes follow LINE's phone app at 360 CSS px: a bubble takes at
 * most about 70 % of the room, a carousel column 16.25 rem (260 CSS px).
 */

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  inlineSize: '100%',
  minInlineSize: 0,
  padding: vars.space.medium,
  backgroundColor: vars.color.lineChatBackground,
  borderRadius: vars.radius.medium,
  color: vars.color.lineBubbleText,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.standard,
});

export const icon = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.controlHeight.medium,
  blockSize: vars.controlHeight.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.lineBubble,
  color: vars.color.lineAction,
  fontWeight: vars.font.weight.bold,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  flex: 1,
});

export const name = style({
  margin: 0,
  color: vars.color.lineChatText,
  fontSize: vars.font.size.small,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minInlineSize: 0,
});

export const item = style({ minInlineSize: 0, maxInlineSize: '100%' });

/** Japanese line breaking as LINE does it: kinsoku (strict), long Latin runs broken anywhere. */
export const japaneseText = {
  whiteSpace: 'pre-wrap',
  lineBreak: 'strict',
  wordBreak: 'normal',
  overflowWrap: 'anywhere',
} as const;

export const bubble = style({
  ...japaneseText,
  display: 'inline-block',
  boxSizing: 'border-box',
  maxInlineSize: '85%',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.lineBubble,
  selectors: {
    // The first bubble of a run points at the account's icon.
    [`${item}:first-child &`]: { borderStartStartRadius: vars.radius.small },
  },
});

export const image = style({
  display: 'block',
  maxInlineSize: '70%',
  maxBlockSize: '20rem',
  borderRadius: vars.radius.large,
  objectFit: 'cover',
  backgroundColor: vars.color.lineBubble,
});

export const sticker = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '7.5rem',
  blockSize: '7.5rem',
  borderRadius: vars.radius.large,
  borderStyle: 'dashed',
  borderWidth: vars.borderWidth.standard,
  borderColor: vars.color.lineChatText,
  color: vars.color.lineChatText,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});

export const row = style({
  display: 'flex',
  gap: vars.space.small,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.xxsmall,
  scrollSnapType: 'x mandatory',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.borderWidth.focus,
      outlineColor: vars.color.lineAction,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const card = style({
  ...japaneseText,
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  inlineSize: '16.25rem',
  maxInlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.lineBubble,
  scrollSnapAlign: 'start',
});

export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1.51 / 1',
  objectFit: 'cover',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
});

export const cardTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const cardText = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  marginBlockStart: 'auto',
  selectors: { '&[data-layout="row"]': { flexDirection: 'row' } },
});

export const action = style({
  flex: 1,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderBlockStartStyle: 'solid',
  borderBlockStartWidth: vars.borderWidth.standard,
  borderBlockStartColor: vars.color.lineChatBackground,
  color: vars.color.lineAction,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    [`${actions}[data-layout="row"] &:not(:first-child)`]: {
      borderInlineStartStyle: 'solid',
      borderInlineStartWidth: vars.borderWidth.standard,
      borderInlineStartColor: vars.color.lineChatBackground,
    },
  },
});

export const imageColumn = style({
  position: 'relative',
  flex: 'none',
  inlineSize: '10rem',
  blockSize: '10rem',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.lineBubble,
  scrollSnapAlign: 'start',
});

export const imageColumnLabel = style({
  position: 'absolute',
  insetInline: vars.space.small,
  insetBlockEnd: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.lineBubble,
  color: vars.color.lineAction,
  fontSize: vars.font.size.small,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fill = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const imagemap = style({
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '16.25rem',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.lineBubble,
});

export const altText = style({
  margin: 0,
  color: vars.color.lineChatText,
  fontSize: vars.font.size.small,
});
