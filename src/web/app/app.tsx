import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { useBuildWatch } from './use-build-watch';

const LOGOUT_PATH = '/auth/logout';

export function App() {
  const [router] = useState(createAppRouter);
  useBuildWatch();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (router.state.location.pathname !== LOGOUT_PATH) void router.navigate(LOGOUT_PATH);
      }),
    [router],
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
