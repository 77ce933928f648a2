import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { NotFoundPage } from './not-found';

/** Router error boundary: a thrown 404 looks like any unknown path, the rest is "unexpected". */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <StatusPage
      code={isRouteErrorResponse(error) ? String(error.status) : '500'}
      title={t('errors.unexpected.title')}
      message={t('errors.unexpected.message')}
      action={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
    />
  );
}
