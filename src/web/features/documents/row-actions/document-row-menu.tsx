import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDocumentRow } from '../../../../shared/invoice/document-list';

/** The row's action menu button (spec §2 row menu); the actions themselves are added here. */
export function DocumentRowMenu({ row }: { row: TDocumentRow }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('documentList.rowMenu')}
      data-row-menu={row.documentId}
    >
      ⋮
    </ActionIcon>
  );
}
