import { useEffect, useRef, useState } from 'react';
import { clearTelFlash, readTelFlash, type TelFlash } from './flash';

/**
 * spec §2: the flash message and the last registered id, read once when the page opens and then
 * cleared, so a reload no longer shows them. Read in the state initialiser (pure), cleared in an
 * effect (StrictMode may run the initialiser twice). `onFlash` runs once when there was a flash.
 */
export function useTelFlash(onFlash?: () => void): TelFlash {
  const [flash] = useState(readTelFlash);
  const hadFlash = flash.message !== null || flash.lastOrderId !== null;
  const onFlashRef = useRef(onFlash);
  useEffect(() => {
    clearTelFlash();
    // Arriving from a registration: the cached list predates the new row, so fetch it again now.
    if (hadFlash) onFlashRef.current?.();
  }, [hadFlash]);
  return flash;
}
