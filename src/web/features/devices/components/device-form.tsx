import { Autocomplete, Button, Group, Stack, TextInput } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATION_TYPE_OPTIONS,
  CLIENT_TYPE_OPTIONS,
  DEVICE_KIND_OPTIONS,
  ZDeviceForm,
  type TDeviceForm,
} from '../../../../shared/device/device';
import { useZodForm } from '../../../lib/use-zod-form';
import { serverFieldErrors } from '../lib/server-field-errors';
import { BrandSelect } from './brand-select';

export const EMPTY_DEVICE_FORM: TDeviceForm = {
  serialNumber: '',
  hardwareBrandId: '',
  softwareBrandId: '',
  brand: '',
  model: '',
  clientType: '',
  certificationType: '',
  deviceKind: '',
  description: '',
  integrationId: '',
  posVersion: '',
};

type TField = keyof TDeviceForm;

type TDeviceFormProps = {
  initialValues: TDeviceForm;
  pending: boolean;
  /** The failed save; its field details show under the fields (e.g. a taken serial number). */
  saveError: unknown;
  onSubmit: (values: TDeviceForm) => void;
};

/** Every editable Device field of spec §3, checked with the same schema as the server. */
export function DeviceForm({ initialValues, pending, saveError, onSubmit }: TDeviceFormProps) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(ZDeviceForm, initialValues);
  const [dismissed, setDismissed] = useState<{ error: unknown; fields: Set<string> }>({
    error: null,
    fields: new Set(),
  });
  const fromServer = serverFieldErrors(saveError);
  const serverError = (name: TField) => {
    if (dismissed.error === saveError && dismissed.fields.has(name)) return undefined;
    const key = fromServer[name];
    return key && i18n.exists(key) ? t(key as ParseKeys) : key;
  };
  const change = (name: TField, value: string) => {
    form.setValue(name, value);
    setDismissed((d) => ({
      error: saveError,
      fields: new Set(d.error === saveError ? [...d.fields, name] : [name]),
    }));
  };
  const field = (name: TField) => {
    const props = form.getInputProps(name);
    return {
      label: t(`devices.fields.${name}`),
      value: props.value,
      error: props.error ?? serverError(name),
      onChange: (event: { currentTarget: { value: string } }) =>
        change(name, event.currentTarget.value),
    };
  };
  const suggest = (name: TField, data: readonly string[]) => {
    const { onChange: _ignored, ...rest } = field(name);
    return { ...rest, data: [...data], onChange: (value: string) => change(name, value) };
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput {...field('serialNumber')} required data-autofocus />
        <TextInput {...field('description')} />
        <BrandSelect
          brandType={1}
          label={t('devices.fields.hardwareBrandId')}
          value={form.values.hardwareBrandId}
          error={form.getInputProps('hardwareBrandId').error ?? serverError('hardwareBrandId')}
          onChange={(id) => change('hardwareBrandId', id)}
        />
        <BrandSelect
          brandType={2}
          label={t('devices.fields.softwareBrandId')}
          value={form.values.softwareBrandId}
          error={form.getInputProps('softwareBrandId').error ?? serverError('softwareBrandId')}
          onChange={(id) => change('softwareBrandId', id)}
        />
        <TextInput {...field('brand')} />
        <TextInput {...field('model')} />
        <Autocomplete {...suggest('deviceKind', DEVICE_KIND_OPTIONS)} />
        <Autocomplete {...suggest('clientType', CLIENT_TYPE_OPTIONS)} />
        <Autocomplete {...suggest('certificationType', CERTIFICATION_TYPE_OPTIONS)} />
        <TextInput {...field('posVersion')} />
        <TextInput {...field('integrationId')} />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={pending}>
            {t('devices.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
