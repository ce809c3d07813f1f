import type { RouteDef } from '@console/contract';
import { createContext, useContext } from 'react';

/**
 * The console's routes, handed down by the app's shell: a feature may not import the app's route
 * list (features never import the app layer), yet the home page lists the screens that exist.
 */
const ConsoleRoutesContext = createContext<readonly RouteDef[]>([]);

export const ConsoleRoutesProvider = ConsoleRoutesContext.Provider;

/** The console's routes (empty outside the shell). */
export const useConsoleRoutes = (): readonly RouteDef[] => useContext(ConsoleRoutesContext);
