import { SALON_MESSAGES_PATH } from '@console/contract/salon';
import { Navigate } from 'react-router-dom';

/** spec §2 `/line/episode`: forwards to 来店前後のメッセージ, where episodes and follows are edited. */
export function SalonEpisodeRedirect() {
  return <Navigate to={SALON_MESSAGES_PATH} replace />;
}
