import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../lib/session/get-account';
import { usePageTitle } from '../../../lib/use-page-title';
import { FeatureFlagsSection } from '../components/feature-flags-section';
import { GibImportForm } from '../components/gib-import-form';
import { SettingsSections } from '../components/settings-sections';

/**
 * `/management/system-settings` (Sistem Ayarları): the rules and mail settings (owners read,
 * administrators change), the feature flags and the GİB registered-user list import
 * (administrators).
 */
export function SystemSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.systemSettings'));
  const { data: account } = useAccount();
  const isAdmin = account?.isAdmin === true;
  return (
    <Box px={{ base: 'md', sm: 32 }} py={28} maw={1400}>
      <Title order={1} fz={26} mb="lg">
        {t('menu.systemSettings')}
      </Title>
      <Stack gap="lg">
        <SettingsSections />
        {isAdmin ? <FeatureFlagsSection /> : null}
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <div>
              <Title order={2} fz={18}>
                {t('gibUsers.title')}
              </Title>
              <Text fz="sm" c="dimmed">
                {t('gibUsers.description')}
              </Text>
            </div>
            {isAdmin ? <GibImportForm /> : <Text fz="sm">{t('gibUsers.adminOnly')}</Text>}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
