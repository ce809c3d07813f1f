export { AreaEditor, type AreaEditorProps } from './AreaEditor';
export {
  AREA_HANDLES,
  type AreaEditorArea,
  type AreaGrid,
  type AreaHandle,
  type AreaRect,
  areaLetter,
  clampRect,
  DEFAULT_MAX_AREAS,
  DEFAULT_MIN_SIZE,
  findOverlaps,
  gridLines,
  hitTest,
  type ImageSize,
  moveRect,
  nextAreaId,
  nudgeRect,
  placeNewArea,
  rectFromPoints,
  resizeRect,
  setRectField,
} from './areaModel';
export { type AreaEditorMessages, areaEditorMessages } from './messages';
