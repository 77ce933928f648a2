import { Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { AREAS } from '../../shared/auth/permissions';
import { DelayedLoader } from '../components/delayed-loader';
import { LogoutRoute } from '../features/auth/routes/logout';
import { AreaRoute } from './guards/area-route';
import { ProtectedLayout } from './guards/protected-layout';
import { NotFoundPage } from './routes/not-found';
import { lazyPage } from './routes/lazy-page';
import { RouteError } from './routes/route-error';

// The signed-out screens are a chunk of their own: a signed-in user never needs them.
const SignInRoute = lazyPage(
  () => import('../features/auth/routes/sign-in'),
  (m) => m.SignInRoute,
);
const ForgotPasswordRoute = lazyPage(
  () => import('../features/auth/routes/forgot-password'),
  (m) => m.ForgotPasswordRoute,
);
const ResetPasswordRoute = lazyPage(
  () => import('../features/auth/routes/reset-password'),
  (m) => m.ResetPasswordRoute,
);
// Self-service sign-up: its own chunk (with its texts), fetched only by those who sign up; its
// requests' refusals (a used link, a plan already active) are among the areas' errors.
const SIGN_UP_TEXTS = ['registration', 'areaErrors'] as const;
const RegisterRoute = lazyPage(
  () => import('../features/registration/routes/register-route'),
  (m) => m.RegisterRoute,
  SIGN_UP_TEXTS,
);
const ConfirmRegistrationRoute = lazyPage(
  () => import('../features/registration/routes/confirm-registration-route'),
  (m) => m.ConfirmRegistrationRoute,
  SIGN_UP_TEXTS,
);
const PlanPaymentRoute = lazyPage(
  () => import('../features/registration/routes/plan-payment-route'),
  (m) => m.PlanPaymentRoute,
  SIGN_UP_TEXTS,
);

function RootLayout() {
  return (
    <>
      <Suspense fallback={<DelayedLoader fullPage />}>
        <Outlet />
      </Suspense>
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
        { path: 'register', element: <RegisterRoute /> },
        { path: 'register/confirm', element: <ConfirmRegistrationRoute /> },
        { path: 'register/plan', element: <PlanPaymentRoute /> },
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
