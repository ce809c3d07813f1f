import { useEffect, useRef } from 'react';

/**
 * Whether the screen is still shown. A write may finish after the user has moved on; the SWR
 * cache of the page is gone with it, so the refresh afterwards is skipped rather than run against
 * a torn-down cache (an answer that comes after the screen left changes nothing).
 */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
