import type { Me } from '@console/contract';
import { Modal } from '@console/ui';
import type { ConsoleRoute } from '../shared/feature';
import { Account, Menu } from './Menu';
import * as styles from './Shell.css';

export interface MenuDrawerProps {
  title: string;
  routes: readonly ConsoleRoute[];
  me: Me;
  onClose: () => void;
}

/** The menu on a narrow screen: a drawer from the left edge (Modal, focus kept inside, Escape closes). */
export function MenuDrawer({ title, routes, me, onClose }: MenuDrawerProps) {
  return (
    <Modal open onClose={onClose} title={title} placement="start" width={280} closeOnOverlayClick>
      <div className={styles.drawerBody}>
        <Menu routes={routes} me={me} onNavigate={onClose} />
        <Account me={me} />
      </div>
    </Modal>
  );
}
