import { vars } from '@console/ui/css';
import { style } from '@vanilla-extract/css';

/** spec §2: "visual (gray background)": the library sits on the theme's surface gray. */
export const page = style({
  backgroundColor: vars.color.surface,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const uploads = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const upload = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
});

export const uploadName = style({ overflowWrap: 'anywhere', color: vars.color.text });

export const progress = style({ gridColumn: '1 / -1', inlineSize: '100%' });

export const uploadError = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.danger });

export const uploadState = style({ color: vars.color.textSubtle });

/** Thumbnails: as many columns of at least 9rem as fit; two on a 360 px phone. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.small,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

/** A square frame: the thumbnail's place is kept before it loads (no layout shift). */
export const thumbFrame = style({
  aspectRatio: '1 / 1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.small,
  overflow: 'hidden',
});

export const thumb = style({
  maxInlineSize: '100%',
  maxBlockSize: '100%',
  blockSize: 'auto',
  inlineSize: 'auto',
  objectFit: 'contain',
});

export const cardName = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const cardMeta = style({ fontSize: vars.font.size.xsmall, color: vars.color.textSubtle });

export const detailsImage = style({
  display: 'block',
  maxInlineSize: '100%',
  blockSize: 'auto',
  marginInline: 'auto',
  backgroundColor: vars.color.surface,
});

export const variants = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const variantRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const variantText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const subtle = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.font.size.small });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
