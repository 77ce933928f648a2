import { Box, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../lib/session/get-account';
import { usePageTitle } from '../../../lib/use-page-title';
import { IntegratorProductsSection } from '../components/integrator-products-section';
import { TaxpayerStatusSection } from '../components/taxpayer-status-section';

/** `/management/integrators` (Entegratörler): the product catalogue and each taxpayer's state. */
export function IntegratorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.integrators'));
  const { data: account } = useAccount();
  const isAdmin = account?.isAdmin === true;
  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Title order={1} fz={26} mb="lg">
        {t('menu.integrators')}
      </Title>
      <Stack gap="lg">
        <IntegratorProductsSection isAdmin={isAdmin} />
        <TaxpayerStatusSection isAdmin={isAdmin} />
      </Stack>
    </Box>
  );
}
