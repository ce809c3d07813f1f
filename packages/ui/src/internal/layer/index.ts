export { PortalContainerProvider, usePortalContainer } from './portal';
