import { Checkbox, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPermission, type TPermission } from '../../../../shared/auth/permissions';
import { PERMISSION_LABELS, PERMISSION_ORDER } from '../lib/permission-labels';

type TPermissionCheckboxesProps = {
  value: readonly TPermission[];
  onChange: (value: TPermission[]) => void;
};

/** The spec §6 permission keys as checkboxes. */
export function PermissionCheckboxes({ value, onChange }: TPermissionCheckboxesProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('users.fields.permissions')}
      value={[...value]}
      onChange={(next) => onChange(next.filter(isPermission))}
    >
      <SimpleGrid cols={1} spacing={6} mt={6}>
        {PERMISSION_ORDER.map((permission) => (
          <Checkbox key={permission} value={permission} label={t(PERMISSION_LABELS[permission])} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
