/*
 * The tree's drag and drop (@dnd-kit through the console's SortableList), loaded just after the
 * editor is drawn: with it in the first load the editor needed 13 JS files, one over issue 27's
 * 12 (measured 2026-11-27); its rows are drawn at once with the handle's place kept (no shift).
 */
export { SortableList as default } from '@console/ui';
