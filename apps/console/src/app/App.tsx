import { type ConsoleTheme, ConsoleUIProvider } from '@console/ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { meLoader } from '../shared/me';
import { type PageMeta, PageMetaProvider } from '../shared/meta';
import * as styles from './App.css';
import { E2E_GUARD_ROUTE } from './e2eFixtures';
import { CONSOLE_ROUTES } from './features';
import { createAppRoutes } from './routes';

// A constant at build time: production bundles drop the fixture entirely.
const e2eFixtures = import.meta.env.VITE_E2E_FIXTURES === '1';

export interface AppProps {
  meta: PageMeta;
  /** The theme of the account's OEM code, already loaded. */
  theme: ConsoleTheme;
}

/** Providers (page meta, OEM theme) around the data router. */
export function App({ meta, theme }: AppProps) {
  const [router] = useState(() =>
    createBrowserRouter(
      createAppRoutes(
        e2eFixtures
          ? {
              loadMe: meLoader.load,
              knownPermissions: meLoader.known,
              routes: [...CONSOLE_ROUTES, E2E_GUARD_ROUTE],
            }
          : { loadMe: meLoader.load, knownPermissions: meLoader.known },
      ),
    ),
  );
  return (
    <PageMetaProvider meta={meta}>
      <ConsoleUIProvider theme={theme} className={styles.root}>
        <RouterProvider router={router} />
      </ConsoleUIProvider>
    </PageMetaProvider>
  );
}
