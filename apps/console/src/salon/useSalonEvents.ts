import { operationUrl } from '@console/contract';
import { SALON_EVENT_NAME, SALON_OPS, type SalonReservationEvent } from '@console/contract/salon';
import { useEffect, useRef } from 'react';

/**
 * The salon's real-time channel (spec §7): an EventSource on /api/salon/{sid}/events. The browser
 * reconnects by itself and sends Last-Event-ID, and the server replays what was missed, so nothing
 * is lost across a dropped connection. Malformed data is skipped.
 */
export function useSalonEvents(sid: number | undefined, onEvent: (event: SalonReservationEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (sid === undefined || typeof EventSource === 'undefined') return;
    const source = new EventSource(operationUrl(SALON_OPS.events, { sid }));
    const listener = (message: MessageEvent<string>) => {
      try {
        handler.current(JSON.parse(message.data) as SalonReservationEvent);
      } catch {
        // not an event of ours
      }
    };
    source.addEventListener(SALON_EVENT_NAME, listener);
    return () => {
      source.removeEventListener(SALON_EVENT_NAME, listener);
      source.close();
    };
  }, [sid]);
}
