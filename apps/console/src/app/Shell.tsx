import { type Me, ROUTES, type RouteDef } from '@console/contract';
import { Button, ToastProvider } from '@console/ui';
import { useState } from 'react';
import { NavLink, Outlet, useLoaderData } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { logout } from '../auth/api';
import { LOGIN_PATH } from '../lib/fetcher';
import { menuRoutes } from '../lib/guard';
import { ME_KEY, meLoader } from '../lib/me';
import { usePageMeta } from '../lib/meta';
import { APP_MESSAGES } from './messages';
import * as styles from './Shell.css';

export interface ShellProps {
  /** The route table the menu is generated from. */
  routes?: readonly RouteDef[];
}

/** The side-menu layout: menu from the route table, the account name, logout, then the page. */
export function Shell({ routes = ROUTES }: ShellProps) {
  const me = useLoaderData() as Me;
  const { appName } = usePageMeta();
  const [leaving, setLeaving] = useState(false);

  async function handleLogout() {
    setLeaving(true);
    try {
      await logout();
    } finally {
      meLoader.forget();
      // A full page load drops every cached response of the previous user.
      window.location.assign(LOGIN_PATH);
    }
  }

  return (
    <SWRConfig value={{ fallback: { [ME_KEY]: me } }}>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <p className={styles.appName}>{appName}</p>
          <nav aria-label={APP_MESSAGES.menuLabel}>
            <ul className={styles.menu}>
              {menuRoutes(routes, me.permissions).map((route) => (
                <li key={route.name}>
                  <NavLink to={route.path} end className={styles.menuLink}>
                    {route.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.account}>
            <span>{APP_MESSAGES.accountLabel}</span>
            <span className={styles.accountName} data-testid="account-name">
              {me.account_name}
            </span>
            <Button variant="secondary" size="small" onClick={handleLogout} disabled={leaving}>
              {APP_MESSAGES.logout}
            </Button>
          </div>
        </aside>
        <main className={styles.main}>
          {/* One toast region for every screen; it outlives navigations inside the shell. */}
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        </main>
      </div>
    </SWRConfig>
  );
}
