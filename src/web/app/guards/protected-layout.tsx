import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader';
import { useAccount } from '../../lib/session/get-account';
import { preloadAreaPage } from '../routes/area-pages';
import { lazyPage } from '../routes/lazy-page';
import { RouteError } from '../routes/route-error';

// The signed-in frame (menu, status bar, selectors) is not needed to sign in: its own chunk, with
// the texts of the status bar's global search results and failed-documents notice, and the errors
// only signed-in screens get (every screen renders inside the frame).
const AppLayout = lazyPage(
  () => import('../layout/app-layout'),
  (m) => m.AppLayout,
  ['areaErrors', 'globalSearch', 'documents', 'documentList'],
);

/** Spec §2 Routes: every protected route sends a signed-out browser to `/`. */
export function ProtectedLayout() {
  const account = useAccount();
  const { pathname } = useLocation();
  // Fetches the frame's and the screen's chunks while the account is still being asked for.
  useEffect(() => {
    AppLayout.preload();
    preloadAreaPage(pathname);
  }, [pathname]);
  if (account.isPending) return <DelayedLoader fullPage />;
  if (account.isError) return <RouteError />;
  if (!account.data) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<DelayedLoader fullPage />}>
      <AppLayout account={account.data} />
    </Suspense>
  );
}
