import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TSettingView } from '../../../../shared/system-settings/system-settings';
import { useManagementTranslation } from '../lib/management-i18n';
import { isDaysSetting, isLiraSetting, SETTING_TEXT } from '../lib/setting-texts';
import { SettingValueForm } from './setting-value-form';
import { useFormat } from '../../../lib/use-format';

type TSettingCardProps = { setting: TSettingView; canEdit: boolean; tenantSelected: boolean };

/** One setting: what it does, the value in use and where it comes from, and its editors. */
export function SettingCard({ setting, canEdit, tenantSelected }: TSettingCardProps) {
  const { t } = useManagementTranslation();
  const fmt = useFormat();
  const name = SETTING_TEXT[setting.key];
  const shown = (value: number | string | null) => {
    if (value === null) return t('settings.notSet');
    if (isDaysSetting(setting.key)) return t('settings.days', { count: Number(value) });
    if (isLiraSetting(setting.key)) {
      return t('settings.lira', { amount: fmt.integer(Number(value)) });
    }
    return String(value);
  };
  const source =
    setting.tenantValue !== null
      ? t('settings.fromTenant')
      : setting.globalValue !== null
        ? t('settings.fromGlobal')
        : t('settings.fromDefault');
  return (
    <Paper withBorder radius="md" p="md" data-testid={`setting-${setting.key}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{t(`settings.keys.${name}.label`)}</Text>
            <Text fz="sm" c="dimmed">
              {t(`settings.keys.${name}.hint`)}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <Text fz="xs" c="dimmed">
              {t('settings.effective')}
            </Text>
            <Group gap={6}>
              <Text fw={700} data-testid="setting-effective">
                {shown(setting.value)}
              </Text>
              <Badge variant="light" color="gray">
                {source}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('settings.defaultValue', { value: shown(setting.defaultValue) })}
        </Text>
        {canEdit ? (
          <Stack gap="xs">
            <SettingValueForm
              key={`global-${String(setting.globalValue)}`}
              setting={setting}
              scope="global"
              label={t('settings.globalValue')}
            />
            {setting.perTenant && tenantSelected ? (
              <SettingValueForm
                key={`tenant-${String(setting.tenantValue)}`}
                setting={setting}
                scope="tenant"
                label={t('settings.tenantValue')}
              />
            ) : null}
            {setting.perTenant && !tenantSelected ? (
              <Text fz="xs" c="dimmed">
                {t('settings.selectTenantHint')}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Group gap="xl">
            <Text fz="sm">
              {t('settings.globalValue')}: {shown(setting.globalValue)}
            </Text>
            {setting.perTenant && tenantSelected ? (
              <Text fz="sm">
                {t('settings.tenantValue')}: {shown(setting.tenantValue)}
              </Text>
            ) : null}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
