import type { Me } from '@console/contract';
import { Button } from '@console/ui';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { logout } from '../auth/api';
import type { ConsoleRoute } from '../shared/feature';
import { LOGIN_PATH } from '../shared/fetcher';
import { menuSections } from '../shared/guard';
import { meLoader } from '../shared/me';
import { APP_MESSAGES } from './messages';
import * as styles from './Shell.css';

export interface MenuProps {
  routes: readonly ConsoleRoute[];
  me: Me;
  /** Called when a link is followed (the drawer closes then). */
  onNavigate?: () => void;
}

/** The grouped menu (配信, 顧客, サロン, 設定), with the current area marked. */
export function Menu({ routes, me, onNavigate }: MenuProps) {
  const sections = menuSections(routes, me.permissions);
  const paths = sections.flatMap((section) => section.routes.map((route) => route.path));
  return (
    <nav aria-label={APP_MESSAGES.menuLabel}>
      {sections.map((section) => (
        <div key={section.group} className={styles.menuSection}>
          {section.label ? (
            <p className={styles.menuHeading} id={`menu-${section.group}`}>
              {section.label}
            </p>
          ) : null}
          <ul className={styles.menu} aria-labelledby={section.label ? `menu-${section.group}` : undefined}>
            {section.routes.map((route) => (
              <li key={route.name}>
                {/* A screen below an area (an order's detail) still marks the area as current,
                    unless another entry of the menu owns it (予約表 and its コースの設定). */}
                <NavLink
                  to={route.path}
                  end={route.path === '/' || paths.some((path) => path.startsWith(`${route.path}/`))}
                  className={styles.menuLink}
                  onClick={onNavigate}
                >
                  {route.title}
                  {route.badge && <route.badge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The account name and the logout button, at the foot of the menu. */
export function Account({ me }: { me: Me }) {
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
    <div className={styles.account}>
      <span>{APP_MESSAGES.accountLabel}</span>
      <span className={styles.accountName} data-testid="account-name">
        {me.account_name}
      </span>
      <Button variant="secondary" size="small" onClick={handleLogout} disabled={leaving}>
        {APP_MESSAGES.logout}
      </Button>
    </div>
  );
}
