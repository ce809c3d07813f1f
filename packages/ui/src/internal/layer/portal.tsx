import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where overlays (Select lists, calendar popovers, toasts) portal to. Theme variables live on the
 * provider's element, so a portal into `document.body` would lose the brand; and a portal outside
 * an open modal is hidden behind it and outside its focus trap. So:
 * - `ConsoleUIProvider` provides a host element inside its themed wrapper;
 * - an open `Modal` provides a host inside its dialog, so overlays opened from it stack above it.
 * Overlays call `usePortalContainer()` and pass the result to their portal (`container` prop).
 */
const PortalContainerContext = createContext<HTMLElement | null>(null);

export function PortalContainerProvider({
  container,
  children,
}: {
  container: HTMLElement | null;
  children?: ReactNode;
}) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/** The element overlays should portal into; `undefined` before the host has mounted. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}
