import { useEffect, useState } from 'react';
import { LOADER_DELAY_MS } from './timings';

/** True only once `delayMs` has passed, so quick loads never flash a spinner (spec §9). */
export function useDelayedFlag(delayMs: number = LOADER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return shown;
}
