import { ROUTES } from '@console/contract';
import { type ConsoleTheme, ConsoleUIProvider } from '@console/ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { meLoader } from '../lib/me';
import { type PageMeta, PageMetaProvider } from '../lib/meta';
import * as styles from './App.css';
import { E2E_GUARD_ROUTE, E2E_SCREENS } from './e2eFixtures';
import { createAppRoutes } from './routes';
import { SCREENS } from './screens';

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
              routes: [...ROUTES, E2E_GUARD_ROUTE],
              screens: { ...SCREENS, ...E2E_SCREENS },
            }
          : { loadMe: meLoader.load },
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
