import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader';
import { useAccount } from '../../lib/session/get-account';
import { lazyPage } from '../routes/lazy-page';
import { RouteError } from '../routes/route-error';

const loadAppLayout = () => import('../layout/app-layout');
// The signed-in frame (menu, status bar, selectors) is not needed to sign in: its own chunk.
const AppLayout = lazyPage(loadAppLayout, (m) => m.AppLayout);

/** Spec §2 Routes: every protected route sends a signed-out browser to `/`. */
export function ProtectedLayout() {
  const account = useAccount();
  // Fetches the frame's chunk while the account is still being asked for, not after it.
  useEffect(() => void loadAppLayout().catch(() => undefined), []);
  if (account.isPending) return <DelayedLoader fullPage />;
  if (account.isError) return <RouteError />;
  if (!account.data) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<DelayedLoader fullPage />}>
      <AppLayout account={account.data} />
    </Suspense>
  );
}
