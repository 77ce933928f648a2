import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { useHomeLink } from '../navigation/use-home-link';

export function NotFoundPage({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const home = useHomeLink();
  return (
    <StatusPage
      inline={inline}
      code={t('errors.notFound.code')}
      title={t('errors.notFound.title')}
      message={t('errors.notFound.message')}
      action={
        <Button component={Link} to={home}>
          {t('common.goHome')}
        </Button>
      }
    />
  );
}
