import { useTranslation } from 'react-i18next';
import type { TIssuedCredential } from '../../../../shared/device/device';
import { SidePanel } from '../../../components/side-panel';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useViewParam } from '../../../lib/use-view-param';
import { useCreateDevice } from '../api/create-device';
import { serverFieldErrors } from '../lib/server-field-errors';
import { DeviceForm, EMPTY_DEVICE_FORM } from './device-form';

/** Spec §2 view `add` (Yeni Cihaz Ekleme): the device goes to the selected store. */
export function DeviceAddPanel({ onCredential }: { onCredential: (c: TIssuedCredential) => void }) {
  const { t } = useTranslation();
  const { view, closeView } = useViewParam();
  const create = useCreateDevice();
  return (
    <SidePanel view="add" title={t('views.deviceAdd')}>
      {view === 'add' ? (
        <DeviceForm
          initialValues={EMPTY_DEVICE_FORM}
          pending={create.isPending}
          saveError={create.error}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: ({ credential }) => {
                showSuccessToast({ message: t('devices.toasts.created') });
                closeView();
                create.reset();
                onCredential(credential);
              },
              onError: (error) => {
                if (Object.keys(serverFieldErrors(error)).length === 0)
                  showErrorToast({ message: errorMessage(error, t) });
              },
            })
          }
        />
      ) : null}
    </SidePanel>
  );
}
