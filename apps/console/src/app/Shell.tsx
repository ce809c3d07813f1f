import type { Me } from '@console/contract';
import { Button, ToastProvider } from '@console/ui';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { Outlet, useLoaderData, useMatches } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ConsoleRoutesProvider } from '../shared/consoleRoutes';
import type { ConsoleRoute } from '../shared/feature';
import { ME_KEY } from '../shared/me';
import { usePageMeta } from '../shared/meta';
import type { RouteHandle } from './DocumentTitle';
import { CONSOLE_ROUTES } from './features';
import { Account, Menu } from './Menu';
import { APP_MESSAGES } from './messages';
import * as styles from './Shell.css';

/** The main region's id: the skip link's target. */
const MAIN_ID = 'main-content';

/**
 * Focus the main region itself: a hash link alone scrolls but, inside a router that owns the URL,
 * would also leave `#main-content` in the address; focus moves without touching it.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = event.currentTarget.ownerDocument.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

const MenuDrawer = lazy(() => import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })));

export interface ShellProps {
  /** The routes the menu is generated from. */
  routes?: readonly ConsoleRoute[];
}

/**
 * The side-menu layout: menu from the route table, the account name, logout, then the page. Below
 * 768 px the menu moves into a drawer behind a menu button (focus kept inside while open, Escape
 * or a link closes it), so the page keeps the whole width of a phone.
 */
export function Shell({ routes = CONSOLE_ROUTES }: ShellProps) {
  const me = useLoaderData() as Me;
  const { appName } = usePageMeta();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The page's own title (the deepest matched route's handle, as the document title uses), not the
  // nearest menu entry's: a salon settings page is not 「予約表」, a friend's page not 「友だち」.
  const pageTitle = useMatches().findLast((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;

  return (
    <SWRConfig value={{ fallback: { [ME_KEY]: me } }}>
      {/* The first tab stop: past the menu's dozen links straight to the page (WCAG 2.4.1). */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToMain}>
        {APP_MESSAGES.skipToMain}
      </a>
      <div className={styles.layout}>
        <header className={styles.topBar}>
          <Button
            variant="secondary"
            size="small"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            {APP_MESSAGES.menuButton}
          </Button>
          <p className={styles.topBarTitle}>{pageTitle?.title || appName}</p>
        </header>
        <aside className={styles.side}>
          <p className={styles.appName}>{appName}</p>
          <Menu routes={routes} me={me} />
          <Account me={me} />
        </aside>
        {drawerOpen ? (
          // Loaded on first use: a wide screen never needs the drawer (and its focus trap).
          <Suspense fallback={null}>
            <MenuDrawer title={appName} routes={routes} me={me} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        ) : null}
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {/* One toast region for every screen; it outlives navigations inside the shell. */}
          <ToastProvider>
            <ConsoleRoutesProvider value={routes}>
              <Outlet />
            </ConsoleRoutesProvider>
          </ToastProvider>
        </main>
      </div>
    </SWRConfig>
  );
}
