import { TEL_SESSION_KEYS } from '@console/contract/tel';

/** spec §9: what a registration leaves for the next list page. */
export interface TelFlash {
  message: string | null;
  lastOrderId: number | null;
}

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(): SessionLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Stores the success message, and the new order's id when there is one. */
export function writeTelFlash(message: string, lastOrderId?: number, storage = session()): void {
  if (!storage) return;
  try {
    storage.setItem(TEL_SESSION_KEYS.flashMessage, message);
    if (lastOrderId !== undefined) storage.setItem(TEL_SESSION_KEYS.lastOrderId, String(lastOrderId));
    else storage.removeItem(TEL_SESSION_KEYS.lastOrderId);
  } catch {
    // A full or blocked storage only loses the notice, never the registration.
  }
}

/** Reads the flash without clearing it (render must stay pure; clear in an effect). */
export function readTelFlash(storage = session()): TelFlash {
  if (!storage) return { message: null, lastOrderId: null };
  const message = storage.getItem(TEL_SESSION_KEYS.flashMessage);
  const id = storage.getItem(TEL_SESSION_KEYS.lastOrderId);
  return {
    message: message || null,
    lastOrderId: id && /^\d+$/.test(id) ? Number(id) : null,
  };
}

/** Shown once: the list clears both keys after reading them. */
export function clearTelFlash(storage = session()): void {
  if (!storage) return;
  storage.removeItem(TEL_SESSION_KEYS.flashMessage);
  storage.removeItem(TEL_SESSION_KEYS.lastOrderId);
}
