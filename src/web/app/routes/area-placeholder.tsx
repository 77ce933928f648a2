import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '../../../shared/i18n/types';
import { usePageTitle } from '../../lib/use-page-title';

/** Stand-in for a protected area until its screens are built. */
export function AreaPlaceholder({ titleKey }: { titleKey: TTranslationKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
    </Container>
  );
}
