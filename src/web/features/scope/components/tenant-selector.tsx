import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../../shared/auth/account';
import { IconBuilding } from '../../../components/nav-icons';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useTenantSearch } from '../api/search-tenants';
import { ScopePicker } from './scope-picker';
import { useScopeSwitch } from './use-scope-switch';

/** Spec §2 Layout: admins pick any tenant here; choosing one exchanges the tokens. */
export function TenantSelector({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const searchText = useDebouncedSearch(search);
  const tenants = useTenantSearch(searchText, opened);
  const scope = useScopeSwitch(account);

  const options = tenants.data?.list.map((tenant) => ({
    id: tenant.id,
    name: tenant.name,
    detail: tenant.city,
    isActive: tenant.isActive,
  }));

  return (
    <>
      <ScopePicker
        testId="tenant-selector"
        icon={<IconBuilding size={16} />}
        caption={t('shell.tenantSelector.caption')}
        value={account.tenantName}
        emptyLabel={t('shell.tenantSelector.empty')}
        selectedId={account.tenantId}
        opened={opened}
        onOpenChange={setOpened}
        search={search}
        onSearchChange={setSearch}
        options={options}
        loading={tenants.isFetching}
        failed={tenants.isError}
        onSelect={(option) => {
          setOpened(false);
          scope.request({ tenantId: option.id, storeId: null, name: option.name });
        }}
        clearLabel={t('shell.tenantSelector.clear')}
        onClear={() => scope.request({ tenantId: null, storeId: null, name: null })}
      />
      {scope.dialog}
    </>
  );
}
