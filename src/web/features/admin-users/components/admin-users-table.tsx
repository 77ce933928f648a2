import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSignInDate } from '../../../../shared/format/date';
import type { TUserRow } from '../../../../shared/users/users';

type TAdminUsersTableProps = { rows: readonly TUserRow[]; onEdit: (user: TUserRow) => void };

export function AdminUsersTable({ rows, onEdit }: TAdminUsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('menu.adminUsers')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <Table.Th>{t('users.columns.lastLogin')}</Table.Th>
            <Table.Th w={100} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id} data-testid="admin-user-row">
              <Table.Td fw={600}>
                {user.firstName} {user.lastName}
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Badge variant="light">
                    {t(user.manageAdminUsers ? 'users.adminManager' : 'users.admin')}
                  </Badge>
                  {user.hasPassword ? null : (
                    <Badge variant="outline" color="gray">
                      {t('users.invited')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge color={user.isActive ? 'teal' : 'gray'} variant="light">
                  {t(user.isActive ? 'users.status.active' : 'users.status.passive')}
                </Badge>
              </Table.Td>
              <Table.Td>{user.lastLoginAt ? formatSignInDate(user.lastLoginAt) : '—'}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" onClick={() => onEdit(user)}>
                  {t('users.actions.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('users.empty')}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}
