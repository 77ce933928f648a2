import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { AREAS } from '../../shared/auth/permissions';
import { ForgotPasswordRoute } from '../features/auth/routes/forgot-password';
import { LogoutRoute } from '../features/auth/routes/logout';
import { ResetPasswordRoute } from '../features/auth/routes/reset-password';
import { SignInRoute } from '../features/auth/routes/sign-in';
import { AreaRoute } from './guards/area-route';
import { ProtectedLayout } from './guards/protected-layout';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Spec §2 Routes, exactly: every protected area takes the optional segments :menu/:content/:p1. */
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
        { path: 'auth/logout', element: <LogoutRoute /> },
        {
          element: <ProtectedLayout />,
          children: AREAS.map((area) => ({
            path: `${area}/:menu?/:content?/:p1?`,
            element: <AreaRoute key={area} area={area} />,
          })),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
