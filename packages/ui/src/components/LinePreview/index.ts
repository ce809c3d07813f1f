export {
  type FlexVersionFeature,
  type FlexVersionNote,
  flexVersionNotes,
} from './flexStyle';
export {
  LinePreview,
  type LinePreviewAction,
  type LinePreviewColumn,
  type LinePreviewFlexNode,
  type LinePreviewMessage,
  type LinePreviewProps,
  type LinePreviewTemplate,
  linePreviewMessages,
} from './LinePreview';
