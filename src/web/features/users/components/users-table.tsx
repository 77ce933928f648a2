import { ActionIcon, Badge, Group, Menu, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUserRow } from '../../../../shared/users/users';
import type { TSortEntry } from '../../../lib/list/list-query';
import { ListCards } from '../../../lib/list/list-cards';
import { SortHeader } from '../../../lib/list/sort-header';
import { usePhoneLayout } from '../../../lib/list/use-phone-layout';
import { useFormat } from '../../../lib/use-format';

type TUsersTableProps = {
  rows: readonly TUserRow[];
  sort: TSortEntry | undefined;
  onSort: (field: string) => void;
  canManage: boolean;
  onActivation: (user: TUserRow, isActive: boolean) => void;
  onEditPermissions: (user: TUserRow) => void;
};

export function UsersTable({ rows, sort, onSort, canManage, ...actions }: TUsersTableProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const phone = usePhoneLayout();
  const role = (user: TUserRow) => (
    <Group gap={6}>
      <Badge variant="light" color={user.isTenantOwner ? 'grape' : 'blue'}>
        {t(user.isTenantOwner ? 'users.owner' : 'users.member')}
      </Badge>
      {user.hasPassword ? null : (
        <Badge variant="outline" color="gray">
          {t('users.invited')}
        </Badge>
      )}
    </Group>
  );
  const menu = (user: TUserRow) =>
    canManage && !user.isTenantOwner ? (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`${t('users.actions.rowMenu')} ${user.email}`}>
            ⋮
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => actions.onEditPermissions(user)}>
            {t('users.actions.editPermissions')}
          </Menu.Item>
          <Menu.Item onClick={() => actions.onActivation(user, !user.isActive)}>
            {t(user.isActive ? 'users.actions.deactivate' : 'users.actions.activate')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    ) : null;
  if (phone) {
    return rows.length > 0 ? (
      <ListCards
        rows={rows}
        rowKey={(user) => user.id}
        title={(user) => `${user.firstName} ${user.lastName}`}
        fields={[
          { key: 'email', label: t('users.columns.email'), value: (user) => user.email },
          { key: 'role', label: t('users.columns.role'), value: role },
          {
            key: 'createdAt',
            label: t('users.columns.createdAt'),
            value: (user) => fmt.date(user.createdAt),
          },
        ]}
        actions={menu}
        rowAttributes={() => ({ 'data-testid': 'user-row' })}
        label={t('menu.users')}
        testId="users-cards"
      />
    ) : (
      <Text c="dimmed" ta="center" py="xl">
        {t('users.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('menu.users')}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="firstName" sort={sort} onSort={onSort}>
              {t('users.columns.name')}
            </SortHeader>
            <SortHeader field="email" sort={sort} onSort={onSort}>
              {t('users.columns.email')}
            </SortHeader>
            <Table.Th>{t('users.columns.phoneNumber')}</Table.Th>
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <SortHeader field="createdAt" sort={sort} onSort={onSort}>
              {t('users.columns.createdAt')}
            </SortHeader>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td fw={600}>
                {user.firstName} {user.lastName}
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.phoneNumber ?? '—'}</Table.Td>
              <Table.Td>{role(user)}</Table.Td>
              <Table.Td>{fmt.date(user.createdAt)}</Table.Td>
              <Table.Td>{menu(user)}</Table.Td>
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
