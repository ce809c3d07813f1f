export { SIDE_PANEL_CLOSE_LABEL, SidePanel, type SidePanelProps } from './SidePanel';
export {
  createSidePanelController,
  SIDE_PANEL_DELAY_MS,
  SIDE_PANEL_TYPES,
  type SidePanelController,
  type SidePanelControllerOptions,
  type SidePanelScheduler,
  type SidePanelState,
  type SidePanelType,
} from './sidePanelController';
export { type UseSidePanelResult, useSidePanel } from './useSidePanel';
