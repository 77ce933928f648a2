import { useEffect } from 'react';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import { BUILD_ID } from '../lib/build-info';
import { needsReload } from '../lib/build-version';
import { BUILD_CHECK_INTERVAL_MS } from '../lib/timings';

// Only the field this check reads; the full health answer belongs to the server.
const ZHealthBuild = z.looseObject({ buildId: z.string() });

async function checkBuild(): Promise<void> {
  const health = await apiRequest('/api/health', {
    schema: ZHealthBuild,
    skipAuthRedirect: true,
  }).catch(() => null);
  if (health && needsReload(BUILD_ID, health.buildId)) window.location.reload();
}

/** Spec §4: reloads the app when the server runs a newer build; checked every minute and on focus. */
export function useBuildWatch(): void {
  useEffect(() => {
    if (BUILD_ID === 'dev') return;
    const timer = window.setInterval(() => void checkBuild(), BUILD_CHECK_INTERVAL_MS);
    const onFocus = () => void checkBuild();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}
