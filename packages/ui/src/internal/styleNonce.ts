import { setNonce } from 'get-nonce';

/**
 * For pages with a strict Content-Security-Policy (`style-src 'self' 'nonce-…'`): the nonce that the
 * <style> elements inserted at run time must carry — Radix's scroll lock (Select, popovers in
 * modals, through react-style-singleton, which reads get-nonce) and the Select viewport's own
 * <style> (we pass it the same nonce). Call once, before the first render.
 */
export function setStyleNonce(nonce: string): void {
  setNonce(nonce);
}
