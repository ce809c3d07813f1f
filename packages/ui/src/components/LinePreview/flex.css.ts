import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { bubbleWidths, buttonHeights, lineFlexDefaults } from './flexStyle';
import { japaneseText } from './LinePreview.css';

/*
 * A Flex Message as LINE draws it: LINE's own sizes and colours (its reference's tables, in
 * flexStyle.ts, and the line* tokens, the same in every theme), whatever the console's theme.
 * LINE gives its sizes in CSS px at the phone's scale; they are written here in rem (16 px), as the
 * rest of the preview does. Only values from the operator's JSON are inline styles (FlexView.tsx).
 * LINE's Flex defaults with no line* token (the button colours, the separator's) come from the table
 * `lineFlexDefaults`: componentStyles.test.ts keeps colours out of .css.ts so that a brand's change
 * reaches every control, and these are not a brand's; no theme may change them. (Tokens for them in
 * the themes' contract would be the tidier home; the themes are not this component's to change.)
 */
const rem = (px: number) => `${px / 16}rem`;

/** A bubble: its size's width (at most the room's), blocks in a column, LINE's rounded corners. */
export const bubble = style({
  ...japaneseText,
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  inlineSize: rem(bubbleWidths.mega),
  maxInlineSize: '100%',
  overflow: 'hidden',
  borderRadius: rem(17),
  backgroundColor: vars.color.lineBubble,
  color: vars.color.lineBubbleText,
  fontSize: rem(16),
  lineHeight: lineFlexDefaults.lineHeight,
  whiteSpace: 'normal',
  scrollSnapAlign: 'start',
  selectors: Object.fromEntries(
    Object.entries(bubbleWidths).map(([size, width]) => [
      `&[data-size="${size}"]`,
      { inlineSize: rem(width) },
    ]),
  ),
});

/** A block: the body grows, so the footers of a carousel's bubbles (all as tall as the tallest) line up at the bottom. */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  boxSizing: 'border-box',
  selectors: {
    '&[data-block="body"]': { flexGrow: 1 },
    '&[data-separator]': {
      borderBlockStartStyle: 'solid',
      borderBlockStartWidth: rem(1),
      borderBlockStartColor: lineFlexDefaults.separator,
    },
  },
});

/** A box: a flex container in its layout's direction; absolute children are placed against it. */
export const box = style({
  position: 'relative',
  display: 'flex',
  minInlineSize: 0,
  boxSizing: 'border-box',
  selectors: {
    '&[data-layout="vertical"]': { flexDirection: 'column' },
    '&[data-layout="horizontal"]': { flexDirection: 'row' },
    '&[data-layout="baseline"]': { flexDirection: 'row', alignItems: 'baseline' },
  },
});

globalStyle(`${box} > *`, { minInlineSize: 0 });

export const text = style({
  margin: 0,
  minInlineSize: 0,
  whiteSpace: 'pre-wrap',
  selectors: {
    // wrap: false (LINE's default) keeps one line and ends it with an ellipsis.
    '&[data-wrap="false"]': { whiteSpace: 'pre', overflow: 'hidden', textOverflow: 'ellipsis' },
    // maxLines: the count is inline (from the JSON), the clamp itself is here.
    '&[data-clamp]': { display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  },
});

/** An image's frame takes the item's place; the picture inside keeps its own size and ratio. */
export const imageFrame = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  minInlineSize: 0,
});

export const image = style({
  display: 'block',
  flex: 'none',
  maxInlineSize: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  selectors: {
    '&[data-placeholder]': { backgroundColor: lineFlexDefaults.imagePlaceholder },
  },
});

/** A hero video: its preview picture with a play mark over it (the preview plays nothing). */
export const video = style({ position: 'relative', display: 'block' });

export const playMark = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  inlineSize: rem(48),
  blockSize: rem(48),
  transform: 'translate(-50%, -50%)',
  borderRadius: '50%',
  backgroundColor: 'color-mix(in srgb, black 55%, transparent)',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '50%',
      insetInlineStart: '54%',
      transform: 'translate(-50%, -50%)',
      borderBlock: `${rem(10)} solid transparent`,
      borderInlineStart: `${rem(16)} solid ${vars.color.lineBubble}`,
    },
  },
});

/** An icon in a baseline box: its bottom sits on the text's baseline. */
export const icon = style({
  display: 'inline-block',
  flex: 'none',
  blockSize: rem(16),
  aspectRatio: '1 / 1',
  objectFit: 'contain',
});

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  blockSize: rem(buttonHeights.md),
  paddingInline: rem(16),
  borderRadius: rem(8),
  color: lineFlexDefaults.linkButton,
  fontSize: rem(16),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'pre',
  selectors: {
    '&[data-height="sm"]': { blockSize: rem(buttonHeights.sm) },
    '&[data-style="primary"]': {
      backgroundColor: lineFlexDefaults.primaryButton,
      color: vars.color.lineBubble,
    },
    '&[data-style="secondary"]': {
      backgroundColor: lineFlexDefaults.secondaryButton,
      color: vars.color.lineBubbleText,
    },
  },
});

export const buttonLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', minInlineSize: 0 });

/** A separator: a line across a vertical box, down a horizontal one. */
export const separator = style({
  alignSelf: 'stretch',
  flex: 'none',
  margin: 0,
  border: 'none',
  borderColor: lineFlexDefaults.separator,
  selectors: {
    '&[data-axis="vertical"]': { borderBlockStartStyle: 'solid', borderBlockStartWidth: rem(1) },
    '&[data-axis="horizontal"]': { borderInlineStartStyle: 'solid', borderInlineStartWidth: rem(1) },
  },
});

/** Filler and spacer: empty space; a spacer's size is a fixed length on the box's main axis. */
export const space = style({ display: 'block', minInlineSize: 0, minBlockSize: 0 });

/** The notes on LINE versions under a Flex Message: small, plain, on the talk room's background. */
export const versionNotes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  padding: 0,
  listStyle: 'none',
  color: vars.color.lineChatText,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

/*
 * A block's default padding belongs to its root box (Flex Message layout: the header, body and
 * footer boxes' paddingAll defaults), so the box's own backgroundColor fills the whole block and
 * its own padding* replace the default (inline styles win over these rules).
 */
for (const [name, padding] of Object.entries(lineFlexDefaults.blockPadding)) {
  globalStyle(`${block}[data-block="${name}"] > *`, { padding: padding ? rem(padding) : 0 });
}
