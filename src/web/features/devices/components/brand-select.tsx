import { Select } from '@mantine/core';
import type { TBrandType } from '../../../../shared/device/brand';
import { useBrands } from '../api/list-brands';

type TBrandSelectProps = {
  brandType: TBrandType;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (id: string) => void;
};

/** Picker over `GET /api/brand/list?brandType`; '' means no brand. */
export function BrandSelect({ brandType, label, value, error, onChange }: TBrandSelectProps) {
  const { data } = useBrands(brandType);
  const options = (data?.list ?? []).map((b) => ({ value: b.id, label: b.name }));
  return (
    <Select
      label={label}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      searchable
      clearable
    />
  );
}
