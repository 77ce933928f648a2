import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../../shared/auth/account';
import { IconBuildingStore } from '../../../components/icons';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useStoreSearch } from '../api/search-stores';
import { ScopePicker } from './scope-picker';
import { useScopeSwitch } from './use-scope-switch';

/** Spec §2 Layout: 'all stores' when none is selected, a clear button when one is. */
export function StoreSelector({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const searchText = useDebouncedSearch(search);
  const stores = useStoreSearch(account.tenantId, searchText, opened);
  const scope = useScopeSwitch(account);

  const options = stores.data?.list.map((store) => ({
    id: store.id,
    name: store.name,
    detail: store.cityName,
    isActive: store.isActive,
  }));

  return (
    <>
      <ScopePicker
        testId="store-selector"
        icon={<IconBuildingStore size={16} />}
        caption={t('shell.storeSelector.caption')}
        value={account.storeName}
        emptyLabel={t('shell.storeSelector.allStores')}
        selectedId={account.storeId}
        opened={opened}
        onOpenChange={setOpened}
        search={search}
        onSearchChange={setSearch}
        options={options}
        loading={stores.isFetching}
        failed={stores.isError}
        onSelect={(option) => {
          setOpened(false);
          scope.request({ tenantId: account.tenantId, storeId: option.id, name: option.name });
        }}
        clearLabel={t('shell.storeSelector.clear')}
        onClear={() => scope.request({ tenantId: account.tenantId, storeId: null, name: null })}
      />
      {scope.dialog}
    </>
  );
}
