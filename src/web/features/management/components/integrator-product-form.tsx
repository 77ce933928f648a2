import { Button, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INTEGRATOR_PLUGIN_KEYS,
  ZIntegratorProductInput,
  type TIntegratorProductDetail,
} from '../../../../shared/integrator/integrator-admin';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { fieldErrorText, serverFieldError } from '../../../lib/field-error';
import { showSuccessToast } from '../../../lib/toast';
import { useSaveIntegratorProduct } from '../api/save-integrator-product';
import { useManagementTranslation } from '../lib/management-i18n';

type TFields =
  'name' | 'description' | 'implementerPartyType' | 'pluginKey' | 'pluginConfigurations';

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A new integrator product (no `product`) or a change of one (administrators). */
export function IntegratorProductForm(props: {
  product?: TIntegratorProductDetail;
  onDone: () => void;
}) {
  const { product, onDone } = props;
  const { t: tCore } = useTranslation();
  const { t } = useManagementTranslation();
  const save = useSaveIntegratorProduct();
  const [values, setValues] = useState({
    name: product?.name ?? '',
    description: product?.description ?? '',
    implementerPartyType: product?.implementerPartyType ?? '',
    pluginKey: product?.pluginKey ?? 'simulator',
    pluginConfigurations: JSON.stringify(product?.pluginConfigurations ?? {}, null, 2),
  });
  const [isActive, setActive] = useState(product?.isActive ?? true);
  const [isDefault, setDefault] = useState(product?.isDefault ?? false);
  const [errors, setErrors] = useState<Partial<Record<TFields, string>>>({});
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: TFields) =>
    fieldErrorText(errors[field], tCore) ?? serverFieldError(save.error, field, tCore);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const configurations = parseObject(values.pluginConfigurations);
    if (!configurations) return setErrors({ pluginConfigurations: t('integrators.invalidJson') });
    const parsed = ZIntegratorProductInput.safeParse({
      ...values,
      pluginConfigurations: configurations,
      isActive,
      isDefault,
    });
    if (!parsed.success) {
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
    }
    setErrors({});
    const input = parsed.data;
    save.mutate(product ? { ...input, id: product.id } : input, {
      onSuccess: () => {
        showSuccessToast({ message: t('common.saved') });
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RequestErrorAlert title={t('common.saveFailed')} error={save.error} />
        <TextInput
          label={t('integrators.fields.name')}
          required
          data-autofocus
          value={values.name}
          error={errorOf('name')}
          onChange={(e) => set('name')(e.currentTarget.value)}
        />
        <Textarea
          label={t('integrators.fields.description')}
          autosize
          minRows={2}
          value={values.description}
          error={errorOf('description')}
          onChange={(e) => set('description')(e.currentTarget.value)}
        />
        <TextInput
          label={t('integrators.fields.implementerPartyType')}
          value={values.implementerPartyType}
          error={errorOf('implementerPartyType')}
          onChange={(e) => set('implementerPartyType')(e.currentTarget.value)}
        />
        <Select
          label={t('integrators.fields.pluginKey')}
          data={INTEGRATOR_PLUGIN_KEYS.map((key) => ({
            value: key,
            label: t(`integrators.plugins.${key}`),
          }))}
          value={values.pluginKey}
          allowDeselect={false}
          error={errorOf('pluginKey')}
          onChange={(value) => set('pluginKey')(value ?? 'simulator')}
        />
        <Textarea
          label={t('integrators.fields.pluginConfigurations')}
          description={t('integrators.pluginConfigurationsHint')}
          autosize
          minRows={4}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={values.pluginConfigurations}
          error={errorOf('pluginConfigurations')}
          onChange={(e) => set('pluginConfigurations')(e.currentTarget.value)}
        />
        <Switch
          label={t('integrators.fields.isActive')}
          checked={isActive}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Switch
          label={t('integrators.fields.isDefault')}
          checked={isDefault}
          onChange={(e) => setDefault(e.currentTarget.checked)}
        />
        <Button type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}
