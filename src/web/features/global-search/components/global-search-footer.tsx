import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../../shared/auth/account';
import {
  GlobalSearchType,
  type TGlobalSearchResponse,
} from '../../../../shared/global-search/global-search';
import { moreDocumentsLink, type TResultLink } from '../lib/result-link';
import classes from './global-search.module.css';

type TFooterProps = {
  searchText: string;
  account: TAccount;
  answer: TGlobalSearchResponse;
  onWholeTenant: () => void;
  onChoose: (link: TResultLink) => void;
};

/**
 * Under the results: that there are more than the box lists (the document list shows them all),
 * and where the search looked, with the whole tenant a click away from store mode.
 */
export function GlobalSearchFooter(props: TFooterProps) {
  const { t } = useTranslation();
  const { answer, account } = props;
  const moreDocuments = answer.more.includes(GlobalSearchType.transaction)
    ? moreDocumentsLink(props.searchText, account, answer.searchedIn)
    : null;
  const moreElsewhere = answer.more.some(
    (type) => type !== GlobalSearchType.transaction || moreDocuments === null,
  );
  const where = {
    all: t('globalSearch.scope.all'),
    tenant: t('globalSearch.scope.tenant', { tenant: account.tenantName ?? '' }),
    store: t('globalSearch.scope.store', { store: account.storeName ?? '' }),
  }[answer.searchedIn];

  return (
    <Stack gap={4} mt={4} pt={4} className={classes.footer}>
      {moreDocuments ? (
        <UnstyledButton
          onClick={() => props.onChoose(moreDocuments)}
          px="sm"
          py={6}
          fz="sm"
          fw={600}
          c="brand.7"
          className={classes.row}
          data-testid="global-search-more"
          data-mantine-stop-propagation
        >
          {t('globalSearch.more.documents')}
        </UnstyledButton>
      ) : null}
      {moreElsewhere ? (
        <Text px="sm" fz="xs" data-testid="global-search-more-hint">
          {t('globalSearch.more.narrow')}
        </Text>
      ) : null}
      <Group px="sm" gap="xs" justify="space-between" wrap="nowrap">
        <Text fz="xs" c="dimmed" data-testid="global-search-scope">
          {where}
        </Text>
        {answer.searchedIn === 'store' ? (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={props.onWholeTenant}
            data-testid="global-search-whole-tenant"
            data-mantine-stop-propagation
          >
            {t('globalSearch.scope.wholeTenant')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
