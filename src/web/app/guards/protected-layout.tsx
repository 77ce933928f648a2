import { Navigate } from 'react-router';
import { DelayedLoader } from '../../components/delayed-loader';
import { useAccount } from '../../lib/session/get-account';
import { AppLayout } from '../layout/app-layout';
import { RouteError } from '../routes/route-error';

/** Spec §2 Routes: every protected route sends a signed-out browser to `/`. */
export function ProtectedLayout() {
  const account = useAccount();
  if (account.isPending) return <DelayedLoader fullPage />;
  if (account.isError) return <RouteError />;
  if (!account.data) return <Navigate to="/" replace />;
  return <AppLayout account={account.data} />;
}
