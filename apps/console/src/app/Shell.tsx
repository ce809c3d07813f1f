import type { Me } from '@console/contract';
import { Button, ToastProvider } from '@console/ui';
import { useState } from 'react';
import { NavLink, Outlet, useLoaderData } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { logout } from '../auth/api';
import type { ConsoleRoute } from '../shared/feature';
import { LOGIN_PATH } from '../shared/fetcher';
import { menuSections } from '../shared/guard';
import { ME_KEY, meLoader } from '../shared/me';
import { usePageMeta } from '../shared/meta';
import { CONSOLE_ROUTES } from './features';
import { APP_MESSAGES } from './messages';
import * as styles from './Shell.css';

export interface ShellProps {
  /** The routes the menu is generated from. */
  routes?: readonly ConsoleRoute[];
}

/** The side-menu layout: menu from the route table, the account name, logout, then the page. */
export function Shell({ routes = CONSOLE_ROUTES }: ShellProps) {
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
            {menuSections(routes, me.permissions).map((section) => (
              <div key={section.group} className={styles.menuSection}>
                {section.label ? (
                  <p className={styles.menuHeading} id={`menu-${section.group}`}>
                    {section.label}
                  </p>
                ) : null}
                <ul
                  className={styles.menu}
                  aria-labelledby={section.label ? `menu-${section.group}` : undefined}
                >
                  {section.routes.map((route) => (
                    <li key={route.name}>
                      {/* A screen below an area (an order's detail) still marks the area as current. */}
                      <NavLink to={route.path} end={route.path === '/'} className={styles.menuLink}>
                        {route.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
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
