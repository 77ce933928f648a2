import { Button, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FLAG_WILDCARD,
  ZFeatureFlagInput,
  type TFeatureFlagRow,
} from '../../../../shared/feature-flags/feature-flag-admin';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { fieldErrorText, serverFieldError } from '../../../lib/field-error';
import { showSuccessToast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useSaveFeatureFlag } from '../api/save-feature-flag';
import { useFlagTenantSearch } from '../api/search-tenants';
import { useManagementTranslation } from '../lib/management-i18n';

type TFields = 'name' | 'environmentScope' | 'description' | 'tenantId';

/** A new flag (no `flag`) or a change of one: name, environment, tenant, on/off, description. */
export function FeatureFlagForm({ flag, onDone }: { flag?: TFeatureFlagRow; onDone: () => void }) {
  const { t: tCore } = useTranslation();
  const { t } = useManagementTranslation();
  const save = useSaveFeatureFlag();
  const [name, setName] = useState(flag?.name ?? '');
  const [environmentScope, setScope] = useState(flag?.environmentScope ?? FLAG_WILDCARD);
  const [description, setDescription] = useState(flag?.description ?? '');
  const [isActive, setActive] = useState(flag?.isActive ?? true);
  const [tenantId, setTenantId] = useState<string | null>(flag?.tenantId ?? null);
  const [tenantSearch, setTenantSearch] = useState('');
  const tenants = useFlagTenantSearch(useDebouncedSearch(tenantSearch));
  const [errors, setErrors] = useState<Partial<Record<TFields, string>>>({});
  const options = [
    ...(flag?.tenantId && flag.tenantName
      ? [{ value: flag.tenantId, label: flag.tenantName }]
      : []),
    ...(tenants.data?.list ?? [])
      .filter((tenant) => tenant.id !== flag?.tenantId)
      .map((tenant) => ({ value: tenant.id, label: tenant.name })),
  ];
  const errorOf = (field: TFields) =>
    fieldErrorText(errors[field], tCore) ?? serverFieldError(save.error, field, tCore);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { name, environmentScope, isActive, tenantId, description: description || null };
    const parsed = ZFeatureFlagInput.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(flag ? { ...input, id: flag.id } : input, {
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
          label={t('flags.fields.name')}
          required
          data-autofocus
          value={name}
          error={errorOf('name')}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label={t('flags.fields.environmentScope')}
          description={t('flags.environmentHint')}
          value={environmentScope}
          error={errorOf('environmentScope')}
          onChange={(e) => setScope(e.currentTarget.value)}
        />
        <Select
          label={t('flags.fields.tenant')}
          placeholder={t('flags.allTenants')}
          searchable
          clearable
          data={options}
          value={tenantId}
          onChange={setTenantId}
          searchValue={tenantSearch}
          onSearchChange={setTenantSearch}
          nothingFoundMessage={t('flags.tenantPlaceholder')}
          error={errorOf('tenantId')}
        />
        <Switch
          label={t('flags.fields.isActive')}
          checked={isActive}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Textarea
          label={t('flags.fields.description')}
          autosize
          minRows={2}
          value={description}
          error={errorOf('description')}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Button type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}
