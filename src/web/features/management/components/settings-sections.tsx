import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { useAccount } from '../../../lib/session/get-account';
import { useSettings } from '../api/list-settings';
import { useManagementTranslation } from '../lib/management-i18n';
import { SettingCard } from './setting-card';
import { TestMailForm } from './test-mail-form';

/** Sistem Ayarları' rules and mail settings: owners read them, administrators change them. */
export function SettingsSections() {
  const { t } = useManagementTranslation();
  const { data: account } = useAccount();
  const tenantId = account?.tenantId ?? null;
  const settings = useSettings(tenantId);
  const canEdit = account?.isAdmin === true;
  const group = (name: 'rules' | 'mail') =>
    (settings.data?.list ?? []).filter((setting) => setting.group === name);
  const section = (name: 'rules' | 'mail', title: string, description: string) => (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz={18}>
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
          {canEdit ? null : (
            <Text fz="sm" c="dimmed">
              {t('common.adminOnly')}
            </Text>
          )}
        </div>
        {settings.isPending ? <Loader size="sm" /> : null}
        {group(name).map((setting) => (
          <SettingCard
            key={setting.key}
            setting={setting}
            canEdit={canEdit}
            tenantSelected={tenantId !== null}
          />
        ))}
        {name === 'mail' && canEdit ? <TestMailForm defaultTo={account?.user.email ?? ''} /> : null}
      </Stack>
    </Paper>
  );
  return (
    <Stack gap="lg">
      <RequestErrorAlert title={t('common.loadFailed')} error={settings.error} />
      {section('rules', t('settings.rulesTitle'), t('settings.rulesDescription'))}
      {section('mail', t('settings.mailTitle'), t('settings.mailDescription'))}
    </Stack>
  );
}
