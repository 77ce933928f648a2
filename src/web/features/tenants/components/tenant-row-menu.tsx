import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTenant } from '../../../../shared/tenant/tenant';

type TTenantRowMenuProps = {
  tenant: TTenant;
  isAdmin: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onEditEmail: () => void;
  onActivation: (isActive: boolean) => void;
  onDelete: () => void;
};

export function TenantRowMenu(props: TTenantRowMenuProps) {
  const { t } = useTranslation();
  const { tenant, isAdmin, canEdit } = props;
  if (!isAdmin && !canEdit) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`${t('tenants.actions.rowMenu')} ${tenant.name}`}>
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit ? <Menu.Item onClick={props.onEdit}>{t('tenants.actions.edit')}</Menu.Item> : null}
        {isAdmin ? (
          <>
            <Menu.Item onClick={props.onEditEmail}>{t('tenants.actions.editEmail')}</Menu.Item>
            <Menu.Item onClick={() => props.onActivation(!tenant.isActive)}>
              {t(tenant.isActive ? 'tenants.actions.deactivate' : 'tenants.actions.activate')}
            </Menu.Item>
            <Menu.Item color="red" onClick={props.onDelete}>
              {t('tenants.actions.delete')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
