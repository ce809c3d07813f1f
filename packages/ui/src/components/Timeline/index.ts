export { type DragGrid, dragItem, type Placement } from './dragItem';
export { type LaneItem, type LaneLayout, layoutLanes } from './layoutLanes';
export {
  reservationLabel,
  Timeline,
  type TimelineBlock,
  type TimelineItemChange,
  type TimelineItemRef,
  type TimelineKind,
  TimelineLegend,
  type TimelineLegendItem,
  type TimelineLegendProps,
  type TimelineProps,
  type TimelineReservation,
  type TimelineResource,
  type TimelineShift,
  type TimelineSlot,
  type TimelineTone,
  timelineKindLabels,
} from './Timeline';
export { formatTimeRange, minutesToTime, mondayOf, timeToMinutes } from './time';
