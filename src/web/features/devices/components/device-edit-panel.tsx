import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDevice, TIssuedCredential } from '../../../../shared/device/device';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { SidePanel } from '../../../components/side-panel';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useViewParam } from '../../../lib/use-view-param';
import { useDevice } from '../api/get-device';
import { useUpdateDevice } from '../api/update-device';
import { serverFieldErrors } from '../lib/server-field-errors';
import { CredentialSection } from './credential-section';
import { DeviceForm } from './device-form';

type TEditProps = { id: string | null; onCredential: (c: TIssuedCredential) => void };

const formValues = (d: TDevice) => ({
  serialNumber: d.serialNumber,
  hardwareBrandId: d.hardwareBrandId ?? '',
  softwareBrandId: d.softwareBrandId ?? '',
  brand: d.brand ?? '',
  model: d.model ?? '',
  clientType: d.clientType ?? '',
  certificationType: d.certificationType ?? '',
  deviceKind: d.deviceKind ?? '',
  description: d.description ?? '',
  integrationId: d.integrationId ?? '',
  posVersion: d.posVersion ?? '',
});

/** View `edit` (`?view=edit&id=…`): every field, plus the credential's key id and rotation. */
export function DeviceEditPanel({ id, onCredential }: TEditProps) {
  const { t } = useTranslation();
  const { view, closeView } = useViewParam();
  const open = view === 'edit' && id !== null;
  const device = useDevice(open ? id : null);
  const update = useUpdateDevice();
  return (
    <SidePanel view="edit" title={t('devices.editTitle')}>
      {open && device.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : null}
      {open && device.error ? (
        <RequestErrorAlert title={t('devices.loadFailed')} error={device.error} />
      ) : null}
      {open && device.data ? (
        <>
          <CredentialSection device={device.data} onCredential={onCredential} />
          <DeviceForm
            key={device.data.id}
            initialValues={formValues(device.data)}
            pending={update.isPending}
            saveError={update.error}
            onSubmit={(values) =>
              update.mutate(
                { ...values, id: device.data.id },
                {
                  onSuccess: () => {
                    showSuccessToast({ message: t('devices.toasts.updated') });
                    update.reset();
                    closeView();
                  },
                  onError: (error) => {
                    if (Object.keys(serverFieldErrors(error)).length === 0)
                      showErrorToast({ message: errorMessage(error, t) });
                  },
                },
              )
            }
          />
        </>
      ) : null}
    </SidePanel>
  );
}
