import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../components/status-page';
import { useHomeLink } from '../navigation/use-home-link';

/** Shown when the per-area view check fails (spec §2 Routes, §8). */
export function UnauthorizedPage({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const home = useHomeLink();
  return (
    <StatusPage
      inline={inline}
      code={t('errors.unauthorized.code')}
      label={t('errors.unauthorized.label')}
      title={t('errors.unauthorized.title')}
      action={
        <Button component={Link} to={home} variant="default">
          {t('common.goHome')}
        </Button>
      }
    />
  );
}
