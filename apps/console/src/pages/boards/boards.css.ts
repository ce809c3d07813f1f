import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

export { fields } from '../../shared/form.css';
export { grow, notice, row, subtle, toolbar } from '../../shared/list.css';
export { badge, number, rowMenu, search, tableScroll, titleColumn } from '../pages.css';

/** The LIFF notice: information, not an error (the boards still work on their public URL). */
export const info = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.statusInfo,
  color: vars.color.text,
});

/** An address and its copy button; the URL wraps anywhere rather than widening a phone's card. */
export const address = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const url = style({
  overflowWrap: 'anywhere',
  minWidth: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textSubtle,
});

export const addressKind = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

/** The posts screen's header under its title: the address and the way back. */
export const boardHead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const backLink = style({ color: vars.color.primary, width: 'fit-content' });

/** A post in the list: its marks, title, first line and thumbnails, stacked. */
export const post = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const marks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'center',
});

/** The pin marker: a badge of its own tone, so a pinned post is told at a glance (and read out). */
export const pin = style({
  display: 'inline-block',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.statusWarning,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const postTitle = style({ fontWeight: vars.font.weight.bold, color: vars.color.text });

export const excerpt = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.font.size.small,
  // One line; a long first line ends in … instead of widening the table or a phone's card.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 1,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  maxWidth: '32rem',
});

export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const thumb = style({
  display: 'block',
  width: '3rem',
  height: '3rem',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceHover,
});

/** The editor's images: each with its thumbnail and its buttons. */
export const imageList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const imageItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger } },
});

export const imageThumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceHover,
});

export const imageButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.small });

export const readers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** 既読 n人（友だち m人中 x%）: wraps at its parenthesis on a phone rather than widening the card. */
export const reads = style({ fontSize: vars.font.size.small, color: vars.color.text, minWidth: '8rem' });
