import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import type { TTranslationKey } from '../../shared/i18n/types';
import { ForgotPasswordRoute } from '../features/auth/routes/forgot-password';
import { ResetPasswordRoute } from '../features/auth/routes/reset-password';
import { SignInRoute } from '../features/auth/routes/sign-in';
import { AreaPlaceholder } from './routes/area-placeholder';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

// Spec §2 Routes: every protected area takes the optional segments :menu/:content/:p1.
const AREAS: ReadonlyArray<{ path: string; titleKey: TTranslationKey }> = [
  { path: 'dashboard', titleKey: 'menu.dashboard' },
  { path: 'organisation', titleKey: 'menu.organisation' },
  { path: 'pos-settings', titleKey: 'menu.posSettings' },
  { path: 'devices', titleKey: 'menu.devices' },
  { path: 'users', titleKey: 'menu.users' },
  { path: 'reports', titleKey: 'menu.reports' },
  { path: 'invoice', titleKey: 'menu.invoice' },
  { path: 'management', titleKey: 'menu.management' },
];

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <SignInRoute /> },
        { path: 'sign-in', element: <SignInRoute /> },
        { path: 'forgot-password', element: <ForgotPasswordRoute /> },
        { path: 'reset-password', element: <ResetPasswordRoute /> },
        ...AREAS.map(({ path, titleKey }) => ({
          path: `${path}/:menu?/:content?/:p1?`,
          element: <AreaPlaceholder titleKey={titleKey} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
