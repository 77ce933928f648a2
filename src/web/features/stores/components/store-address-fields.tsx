import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCityOptions, useCountryOptions } from '../api/lookup-reference';
import type { TTextField } from '../lib/store-form-values';
import { ReferenceAutocomplete } from './reference-autocomplete';

type TFieldProps = {
  values: Record<TTextField, string>;
  error: (field: string) => string | undefined;
  setText: (field: TTextField, value: string) => void;
};

function useCountryNames(search: string) {
  return useCountryOptions(search).data?.list.map((c) => c.name) ?? [];
}

export function StoreAddressFields({ values, error, setText }: TFieldProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions(values.countryName.trim()).data?.list ?? [];
  const iso2 = countries.find((c) => c.name === values.countryName.trim())?.iso2Code;
  const useCityNames = (search: string) =>
    useCityOptions(search, iso2).data?.list.map((c) => c.name) ?? [];
  const text = (field: TTextField) => (
    <TextInput
      key={field}
      label={t(`stores.fields.${field}` as 'stores.fields.room')}
      value={values[field]}
      error={error(field)}
      onChange={(e) => setText(field, e.currentTarget.value)}
      data-testid={`store-${field}`}
    />
  );
  return (
    <>
      <ReferenceAutocomplete
        label={t('stores.fields.countryName')}
        value={values.countryName}
        error={error('countryName')}
        onChange={(v) => setText('countryName', v)}
        useOptions={useCountryNames}
        testId="store-countryName"
      />
      <ReferenceAutocomplete
        label={t('stores.fields.cityName')}
        value={values.cityName}
        error={error('cityName')}
        onChange={(v) => setText('cityName', v)}
        useOptions={useCityNames}
        testId="store-cityName"
      />
      {text('citySubdivisionName')}
      {text('streetName')}
      <SimpleGrid cols={2}>
        {text('buildingName')}
        {text('buildingNumber')}
        {text('room')}
        {text('postalZone')}
      </SimpleGrid>
    </>
  );
}
