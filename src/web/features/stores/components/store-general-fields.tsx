import { Anchor, Autocomplete, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTaxPayer } from '../api/get-tax-payer';
import { useTaxOfficeOptions } from '../api/lookup-reference';
import type { TTextField } from '../lib/store-form-values';
import { ReferenceAutocomplete } from './reference-autocomplete';

type TFieldProps = {
  values: Record<TTextField, string>;
  error: (field: string) => string | undefined;
  setText: (field: TTextField, value: string) => void;
};

function useTaxOfficeNames(search: string) {
  return useTaxOfficeOptions(search).data?.list.map((o) => o.name) ?? [];
}

/** Name, tax number (with the GİB registered-user lookup), tax office and registry numbers. */
export function StoreGeneralFields({ values, error, setText }: TFieldProps) {
  const { t } = useTranslation();
  const taxPayer = useTaxPayer(values.taxNo.trim()).data;
  const aliases = taxPayer
    ? [...taxPayer.gbAliasList, ...taxPayer.pkAliasList].map((a) => a.alias)
    : [];
  const text = (field: TTextField, required = false) => (
    <TextInput
      key={field}
      label={t(`stores.fields.${field}` as 'stores.fields.name')}
      withAsterisk={required}
      value={values[field]}
      error={error(field)}
      onChange={(e) => setText(field, e.currentTarget.value)}
      data-testid={`store-${field}`}
    />
  );
  return (
    <>
      {text('name', true)}
      {text('taxNo', true)}
      {taxPayer ? (
        <Text fz="xs" c="dimmed" mt={-8}>
          {t('stores.taxPayer.found', { title: taxPayer.title })}{' '}
          {values.name !== taxPayer.title ? (
            <Anchor
              component="button"
              type="button"
              fz="xs"
              onClick={() => setText('name', taxPayer.title)}
            >
              {t('stores.taxPayer.useTitle')}
            </Anchor>
          ) : null}
        </Text>
      ) : null}
      <ReferenceAutocomplete
        label={t('stores.fields.taxOffice')}
        value={values.taxOffice}
        error={error('taxOffice')}
        onChange={(v) => setText('taxOffice', v)}
        useOptions={useTaxOfficeNames}
        testId="store-taxOffice"
      />
      {text('tradeRegisterNo')}
      {text('mersisNo')}
      {text('integrationId')}
      <Autocomplete
        label={t('stores.fields.gbAlias')}
        value={values.gbAlias}
        onChange={(v) => setText('gbAlias', v)}
        data={[...new Set(aliases)]}
        error={error('gbAlias')}
        data-testid="store-gbAlias"
      />
    </>
  );
}
