import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { useBuildWatch } from './use-build-watch';

const LOGOUT_PATH = '/auth/logout';
// A late 401 of a request started before logout must not bounce a signed-out visitor again.
const SIGNED_OUT_PATHS = new Set([
  LOGOUT_PATH,
  '/',
  '/sign-in',
  '/forgot-password',
  '/reset-password',
]);

export function App() {
  const [router] = useState(createAppRouter);
  useBuildWatch();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (!SIGNED_OUT_PATHS.has(router.state.location.pathname))
          void router.navigate(LOGOUT_PATH);
      }),
    [router],
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
