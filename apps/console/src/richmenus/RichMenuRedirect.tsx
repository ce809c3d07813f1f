import { Navigate } from 'react-router-dom';
import { LIST } from './paths';

/** spec §2 `/line/richmenu`: forwards to mode_select, where the menus are listed and made. */
export function RichMenuRedirect() {
  return <Navigate to={LIST} replace />;
}
