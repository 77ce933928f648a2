import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = ['10', '20', '50', '100'];

/**
 * The paging part of a list answer (shared/list/page-envelope); `rowCountCapped` where the list
 * stopped counting at LIST_COUNT_CAP (rowCount is then a lower bound).
 */
type TPageInfo = {
  currentPage: number;
  pageSize: number;
  rowCount: number;
  pageCount: number;
  rowCountCapped?: true;
};

type TListPagerProps = {
  /** The list's answer; nothing is drawn until it has arrived. */
  data: TPageInfo | undefined;
  /** The page in the URL: shown at once, while the last page's rows wait for its answer. */
  page: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /**
   * A list's own wording of the total (`capped`: "more than rowCount") and the size picker; the
   * common texts otherwise.
   */
  totalText?: (rowCount: number, capped: boolean) => string;
  sizeLabel?: string;
  /** The page sizes offered; a list that shows up to the API's maximum adds it here. */
  sizes?: readonly number[];
};

/** The footer of a list: total rows, page size picker and page buttons. */
export function ListPager(props: TListPagerProps) {
  const { data, onPage, onSize } = props;
  const sizes = props.sizes?.map(String) ?? SIZES;
  const { t } = useTranslation();
  if (!data) return null;
  const { pageSize: size, rowCount, pageCount } = data;
  return (
    <Group justify="space-between" mt="md">
      <Text fz="sm" c="dimmed">
        {props.totalText?.(rowCount, data.rowCountCapped === true) ??
          t('common.pager.total', { count: rowCount })}
      </Text>
      <Group gap="md">
        <Select
          aria-label={props.sizeLabel ?? t('common.pager.pageSize')}
          data={sizes.includes(String(size)) ? sizes : [...sizes, String(size)]}
          value={String(size)}
          onChange={(value) => value && onSize(Number(value))}
          w={90}
          size="xs"
          allowDeselect={false}
        />
        {/* An empty list has 0 pages (shared/list/page-count); the pager still shows page 1. */}
        <Pagination
          total={Math.max(pageCount, props.page, 1)}
          value={props.page}
          onChange={onPage}
          size="sm"
          getItemProps={(page) => ({ 'aria-label': t('common.pager.page', { page }) })}
          getControlProps={(control) => ({ 'aria-label': t(`common.pager.${control}`) })}
          data-testid="list-pager"
        />
      </Group>
    </Group>
  );
}
