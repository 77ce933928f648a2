import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { SidePanel } from '../../../components/side-panel';
import { useStore } from '../api/get-store';
import { emptyStoreForm, storeToForm } from '../lib/store-form-values';
import { StoreForm } from './store-form';

type TPanelProps = { editId: string | null; onClose: () => void };

/** Spec §2: views `add` (Yeni Şube Oluşturma) and `edit` (Şube Düzenleme) of the stores page. */
export function StoreFormPanels({ editId, onClose }: TPanelProps) {
  const { t } = useTranslation();
  const store = useStore(editId);
  return (
    <>
      <SidePanel view="add" title={t('views.storeAdd')}>
        <StoreForm storeId={null} initial={emptyStoreForm()} onDone={onClose} />
      </SidePanel>
      <SidePanel view="edit" title={t('views.storeEdit')}>
        {store.error ? (
          <RequestErrorAlert title={t('views.storeEdit')} error={store.error} />
        ) : null}
        {store.data ? (
          <StoreForm
            key={`${store.data.id}:${store.dataUpdatedAt}`}
            storeId={store.data.id}
            initial={storeToForm(store.data)}
            onDone={onClose}
          />
        ) : store.isLoading ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : null}
      </SidePanel>
    </>
  );
}
