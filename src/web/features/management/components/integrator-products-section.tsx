import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TIntegratorProduct } from '../../../../shared/reference/integrator-products';
import { RequestErrorAlert } from '../../../components/request-error-alert';
import { SidePanel } from '../../../components/side-panel';
import { TableSkeleton } from '../../../lib/list/table-skeleton';
import { showSuccessToast } from '../../../lib/toast';
import { useRecordPanel } from '../../../lib/use-record-panel';
import { useViewParam } from '../../../lib/use-view-param';
import { useDeleteIntegratorProduct } from '../api/delete-integrator-product';
import { useIntegratorProduct } from '../api/get-integrator-product';
import { useIntegratorProducts } from '../api/list-integrator-products';
import { useManagementTranslation } from '../lib/management-i18n';
import { ConfirmDelete } from './confirm-delete';
import { IntegratorProductForm } from './integrator-product-form';
import { IntegratorProductsTable } from './integrator-products-table';

/** Spec §3 Integrator products: everyone in management reads them, administrators change them. */
export function IntegratorProductsSection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useManagementTranslation();
  const products = useIntegratorProducts();
  const { view, openView, closeView } = useViewParam();
  const { id, openFor } = useRecordPanel();
  const editing = useIntegratorProduct(isAdmin && view === 'integrator-edit' ? id : null);
  const remove = useDeleteIntegratorProduct();
  const [deleting, setDeleting] = useState<TIntegratorProduct | null>(null);
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        showSuccessToast({ message: t('common.deleted') });
      },
    });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz={18}>
              {t('integrators.productsTitle')}
            </Title>
            <Text fz="sm" c="dimmed" maw={760}>
              {t('integrators.productsDescription')}
            </Text>
          </div>
          {isAdmin ? (
            <Button onClick={() => openView('integrator-add')}>{t('integrators.add')}</Button>
          ) : null}
        </Group>
        <RequestErrorAlert title={t('common.loadFailed')} error={products.error} />
        {products.isPending ? (
          <TableSkeleton rows={3} />
        ) : (
          <IntegratorProductsTable
            rows={products.data?.list ?? []}
            canEdit={isAdmin}
            onEdit={(product) => openFor('integrator-edit', product.id)}
            onDelete={(product) => {
              remove.reset();
              setDeleting(product);
            }}
          />
        )}
      </Stack>
      {isAdmin ? (
        <>
          <SidePanel view="integrator-add" title={t('integrators.add')}>
            <IntegratorProductForm onDone={closeView} />
          </SidePanel>
          <SidePanel view="integrator-edit" title={t('integrators.editTitle')}>
            {editing.data ? (
              <IntegratorProductForm
                key={editing.data.id}
                product={editing.data}
                onDone={closeView}
              />
            ) : (
              <Loader />
            )}
          </SidePanel>
          <ConfirmDelete
            message={deleting ? t('integrators.confirmDelete', { name: deleting.name }) : null}
            loading={remove.isPending}
            error={remove.error}
            onCancel={() => setDeleting(null)}
            onConfirm={confirmDelete}
          />
        </>
      ) : null}
    </Paper>
  );
}
