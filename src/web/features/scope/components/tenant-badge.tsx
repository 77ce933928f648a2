import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconBuilding } from '../../../components/nav-icons';
import classes from './scope-picker.module.css';

/** Tenant users cannot switch tenant (spec §6); they still see which one they work in. */
export function TenantBadge({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap" maw={260} data-testid="tenant-name">
      <span className={classes.triggerIcon}>
        <IconBuilding size={16} />
      </span>
      <div style={{ minWidth: 0, lineHeight: 1.15 }}>
        <Text fz={10} fw={700} c="dimmed" tt="uppercase" lts="0.06em">
          {t('shell.tenantSelector.caption')}
        </Text>
        <Text fz="sm" fw={600} truncate="end">
          {name}
        </Text>
      </div>
    </Group>
  );
}
