import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import type { TArea } from '../../../shared/auth/permissions';
import { DelayedLoader } from '../../components/delayed-loader';
import { useAccount } from '../../lib/session/get-account';
import { routeAccess } from '../navigation/menu-rules';
import { AREA_PAGES } from '../routes/area-pages';
import { lazyPage } from '../routes/lazy-page';
import { NotFoundPage } from '../routes/not-found';
import { UnauthorizedPage } from '../routes/unauthorized';

// Only menu entries without a built screen show it; with its side panel it is a chunk of its own.
const AreaPlaceholder = lazyPage(
  () => import('../routes/area-placeholder'),
  (m) => m.AreaPlaceholder,
);

/**
 * Spec §2 Routes for `/<area>/:menu?/:content?/:p1?`: out of scope → `/`, the per-area view
 * check → 401 page, unknown sub-page → 404 page.
 */
export function AreaRoute({ area }: { area: TArea }) {
  const { menu } = useParams();
  const { data: account } = useAccount();
  // ProtectedLayout renders this only with an account.
  if (!account) return null;
  const access = routeAccess(account, area, menu);
  switch (access.kind) {
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'unauthorized':
      return <UnauthorizedPage inline />;
    case 'not-found':
      return <NotFoundPage inline />;
    case 'ok': {
      const Page = AREA_PAGES[access.node.key];
      // The screen's chunk loads on first visit; the loader appears only if that takes a while.
      return (
        <Suspense fallback={<DelayedLoader />}>
          {Page ? (
            <Page key={access.node.key} />
          ) : (
            <AreaPlaceholder area={area} node={access.node} />
          )}
        </Suspense>
      );
    }
  }
}
