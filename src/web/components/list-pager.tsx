import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = ['10', '20', '50', '100'];

type TListPagerProps = {
  page: number;
  size: number;
  rowCount: number;
  pageCount: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
};

export function ListPager({ page, size, rowCount, pageCount, onPage, onSize }: TListPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      <Text fz="sm" c="dimmed">
        {t('common.pager.total', { count: rowCount })}
      </Text>
      <Group gap="md">
        <Select
          aria-label={t('common.pager.pageSize')}
          data={SIZES.includes(String(size)) ? SIZES : [...SIZES, String(size)]}
          value={String(size)}
          onChange={(value) => value && onSize(Number(value))}
          w={90}
          size="xs"
          allowDeselect={false}
        />
        <Pagination total={pageCount} value={page} onChange={onPage} size="sm" />
      </Group>
    </Group>
  );
}
