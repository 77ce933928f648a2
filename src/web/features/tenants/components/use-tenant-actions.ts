import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTenant } from '../../../../shared/tenant/tenant';
import { errorMessage } from '../../../lib/error-message';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useDeleteTenant } from '../api/delete-tenant';
import { useSetTenantActivation } from '../api/set-tenant-activation';

/** Activation (one row or the selection) and delete, with their toasts (spec §7: list reloads). */
export function useTenantActions() {
  const { t } = useTranslation();
  const activation = useSetTenantActivation();
  const remove = useDeleteTenant();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<TTenant | null>(null);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const fail = (error: unknown) =>
    showErrorToast({
      title: t('tenants.toasts.failed'),
      message: errorMessage(error, t),
    });

  const setActive = (ids: readonly string[], isActive: boolean) =>
    activation.mutate(
      { tenantList: ids.map((id) => ({ id, isActive })) },
      {
        onSuccess: () => {
          setSelected(new Set());
          showSuccessToast({
            message: t(isActive ? 'tenants.toasts.activated' : 'tenants.toasts.deactivated', {
              count: ids.length,
            }),
          });
        },
        onError: fail,
      },
    );

  const confirmDelete = (tenant: TTenant) =>
    remove.mutate(tenant.id, {
      onSuccess: () => showSuccessToast({ message: t('tenants.toasts.deleted') }),
      onError: fail,
      onSettled: () => setToDelete(null),
    });

  const select = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return {
    selected,
    select,
    clearSelection,
    setActive,
    activating: activation.isPending,
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting: remove.isPending,
  };
}
