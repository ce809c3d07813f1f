import { vars } from '@console/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export { subtle } from '../../shared/list.css';

/**
 * Below this width the editor's panels (構成・プロパティ・プレビュー・JSON) are tabs: three columns
 * of controls need about 1,100 px beside the side menu.
 */
export const PANELS_AS_TABS_QUERY = '(max-width: 1099.98px)';

/** The template's own fields above the editor: name, group, alternative text. */
export const head = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const problemCount = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.bold });

/** Tree | properties | preview on a wide screen. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 0.9fr) minmax(280px, 1.1fr) minmax(300px, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
});

/** The preview stays in view while a long tree or property list scrolls. */
export const stickyPane = style([pane, { position: 'sticky', top: vars.space.small }]);

export const panelHeading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const tree = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

/** A node's children, indented under it with a line (the tree's depth). */
export const treeList = style({
  margin: 0,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const blockList = style({ listStyle: 'none', paddingBlock: 0, paddingInlineEnd: 0 });

export const treeNode = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' });

export const treeRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  borderRadius: vars.radius.small,
  selectors: { '&[data-selected]': { background: vars.color.surface } },
});

export const treeSelect = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 32,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="true"]': { fontWeight: vars.font.weight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const problemMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.25em',
  height: '1.25em',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
});

export const properties = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockStart: vars.space.small,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({ padding: 0, fontWeight: vars.font.weight.bold, color: vars.color.text });

export const problem = style({ margin: 0, color: vars.color.danger });

export const json = style({});
globalStyle(`${json} textarea`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/*
 * The tree's rows before its drag code arrives (dragSort.ts): SortableList's compact rows, the same
 * sizes from the same tokens, so nothing moves when the handles take their places.
 */
export const staticList = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
});

export const staticRow = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  boxSizing: 'border-box',
  minHeight: vars.controlHeight.small,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.standard,
  borderColor: 'transparent',
  borderRadius: vars.radius.medium,
});

export const handleSpace = style({
  flexShrink: 0,
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
});

export const rowContent = style({ flex: '1 1 auto', minWidth: 0 });
