import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = ['10', '20', '50', '100'];

type TDevicesFooterProps = {
  page: number;
  size: number;
  rowCount: number;
  pageCount: number;
  onChange: (change: { page?: number; size?: number }) => void;
};

export function DevicesFooter({ page, size, rowCount, pageCount, onChange }: TDevicesFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      <Text fz="sm" c="dimmed">
        {t('devices.total', { count: rowCount })}
      </Text>
      <Group gap="sm">
        <Select
          w={90}
          size="xs"
          aria-label={t('devices.pageSize')}
          data={SIZES.includes(String(size)) ? SIZES : [...SIZES, String(size)]}
          value={String(size)}
          onChange={(v) => v && onChange({ size: Number(v), page: 1 })}
          allowDeselect={false}
        />
        <Pagination
          size="sm"
          total={Math.max(pageCount, 1)}
          value={page}
          onChange={(next) => onChange({ page: next })}
        />
      </Group>
    </Group>
  );
}
