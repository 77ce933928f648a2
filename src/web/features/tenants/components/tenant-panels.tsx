import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../components/side-panel';
import { useTenant } from '../api/get-tenant';
import { useRecordPanel } from '../../../lib/use-record-panel';
import { TenantAddForm } from './tenant-add-form';
import { TenantEditForm } from './tenant-edit-form';
import { TenantEmailForm } from './tenant-email-form';

/** The three side panels of spec §2 for the tenant list. */
export function TenantPanels({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const { view, id, closeView } = useRecordPanel();
  const needsRecord = view === 'edit' || view === 'edit-tenant-email';
  const tenant = useTenant(needsRecord ? id : null);
  const loaded = tenant.data && tenant.data.id === id ? tenant.data : null;
  return (
    <>
      {isAdmin ? (
        <SidePanel view="add" title={t('views.tenantAdd')}>
          <TenantAddForm onDone={closeView} />
        </SidePanel>
      ) : null}
      <SidePanel view="edit" title={t('views.tenantEdit')}>
        {loaded ? (
          <TenantEditForm key={loaded.id} tenant={loaded} onDone={closeView} />
        ) : (
          <Loader />
        )}
      </SidePanel>
      {isAdmin ? (
        <SidePanel view="edit-tenant-email" title={t('views.tenantEmailEdit')}>
          {loaded ? (
            <TenantEmailForm key={loaded.id} tenant={loaded} onDone={closeView} />
          ) : (
            <Loader />
          )}
        </SidePanel>
      ) : null}
    </>
  );
}
