import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../../shared/auth/account';
import type { TGlobalSearchResult } from '../../../../shared/global-search/global-search';
import { DelayedLoader } from '../../../components/delayed-loader';
import { showErrorToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useGlobalSearch } from '../api/global-search';
import { resultLink, type TResultLink } from '../lib/result-link';
import { GlobalSearchFooter } from './global-search-footer';
import classes from './global-search.module.css';

const BADGE_COLOR = { 1: 'indigo', 2: 'teal', 3: 'grape', 4: 'orange' } as const;
const TYPE_NAME = { 1: 'business', 2: 'store', 3: 'device', 4: 'transaction' } as const;

type TResultsProps = {
  searchText: string;
  account: TAccount;
  /** From store mode: search the whole tenant (the footer's button asks for it). */
  wholeTenant: boolean;
  onWholeTenant: () => void;
  onChoose: (link: TResultLink) => void;
};

function useResultText(result: TGlobalSearchResult): { title: string; detail: string } {
  const { t } = useTranslation();
  const format = useFormat();
  switch (result.type) {
    case 1:
      return { title: result.name, detail: result.city ?? '' };
    case 2:
      return {
        title: result.name,
        detail: [result.cityName, result.tenantName].filter(Boolean).join(' · '),
      };
    case 3:
      return {
        title: result.serialNumber,
        detail: t('globalSearch.inStore', { store: result.storeName, tenant: result.tenantName }),
      };
    case 4:
      return {
        title: result.invoiceNo ?? result.ettn,
        detail: t('globalSearch.transaction', {
          date: format.date(result.invoiceDate),
          amount: format.money(result.totalPayAmount, result.currencyCode),
          store: result.storeName,
        }),
      };
  }
}

function ResultRow(props: { result: TGlobalSearchResult; onClick: () => void }) {
  const { t } = useTranslation();
  const { title, detail } = useResultText(props.result);
  return (
    <UnstyledButton
      onClick={props.onClick}
      px="sm"
      py={6}
      className={classes.row}
      data-testid="global-search-result"
      data-mantine-stop-propagation
      data-result-type={props.result.type}
    >
      <Group gap="sm" wrap="nowrap">
        <Badge w={86} variant="light" color={BADGE_COLOR[props.result.type]} radius="sm">
          {t(`globalSearch.type.${TYPE_NAME[props.result.type]}`)}
        </Badge>
        <Stack gap={0} miw={0}>
          <Text fz="sm" fw={600} truncate="end">
            {title}
          </Text>
          {detail ? (
            <Text fz="xs" c="dimmed" truncate="end">
              {detail}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * Spec §2/§8: the badged results, or the failure toast 'Arama sonucu yüklenemedi!'; below them
 * whether there are more and where the search looked.
 */
export function GlobalSearchResults(props: TResultsProps) {
  const { searchText, account, onChoose } = props;
  const { t } = useTranslation();
  const search = useGlobalSearch(searchText, props.wholeTenant);
  const { isError, errorUpdatedAt } = search;

  useEffect(() => {
    if (isError) showErrorToast({ message: t('errors.globalSearchFailed') });
  }, [isError, errorUpdatedAt, t]);

  if (isError) return null;
  const answer = search.data;
  if (!answer) return <DelayedLoader minHeight={64} />;
  const results = answer.searchResults;
  return (
    <>
      {results.length === 0 ? (
        <Text fz="sm" c="dimmed" ta="center" py="sm" data-testid="global-search-empty">
          {t('globalSearch.empty')}
        </Text>
      ) : (
        <Stack gap={2} role="list" aria-label={t('globalSearch.results')}>
          {results.map((result) => (
            <ResultRow
              key={`${result.type}:${result.id}`}
              result={result}
              onClick={() => onChoose(resultLink(result, account.storeId))}
            />
          ))}
        </Stack>
      )}
      <GlobalSearchFooter
        searchText={searchText}
        account={account}
        answer={answer}
        onWholeTenant={props.onWholeTenant}
        onChoose={onChoose}
      />
    </>
  );
}
