import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TIntegratorProduct } from '../../../../shared/reference/integrator-products';
import { useManagementTranslation } from '../lib/management-i18n';

type TIntegratorProductsTableProps = {
  rows: readonly TIntegratorProduct[];
  canEdit: boolean;
  onEdit: (product: TIntegratorProduct) => void;
  onDelete: (product: TIntegratorProduct) => void;
};

export function IntegratorProductsTable(props: TIntegratorProductsTableProps) {
  const { rows, canEdit, onEdit, onDelete } = props;
  const { t } = useManagementTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" aria-label={t('integrators.productsTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('integrators.fields.name')}</Table.Th>
            <Table.Th>{t('integrators.fields.description')}</Table.Th>
            <Table.Th>{t('integrators.fields.implementerPartyType')}</Table.Th>
            <Table.Th>{t('integrators.fields.isActive')}</Table.Th>
            {canEdit ? <Table.Th w={170} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((product) => (
            <Table.Tr key={product.id} data-testid="integrator-product-row">
              <Table.Td>
                <Group gap={6}>
                  <Text fw={600}>{product.name}</Text>
                  {product.isDefault ? (
                    <Badge variant="light" miw="max-content">
                      {t('integrators.default')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {product.description ?? t('common.none')}
                </Text>
              </Table.Td>
              <Table.Td>{product.implementerPartyType ?? t('common.none')}</Table.Td>
              <Table.Td>
                <Badge color={product.isActive ? 'teal' : 'gray'} variant="light" miw="max-content">
                  {t(product.isActive ? 'common.active' : 'common.passive')}
                </Badge>
              </Table.Td>
              {canEdit ? (
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    <Button size="xs" variant="subtle" onClick={() => onEdit(product)}>
                      {t('common.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(product)}
                    >
                      {t('common.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('integrators.empty')}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}
