import { Avatar, Badge, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccount } from '../../../../shared/auth/account';
import { canManageSigningCertificate } from '../../../../shared/signing/signing-certificate-access';
import {
  IconCertificate,
  IconChevronDown,
  IconLogout,
  IconShieldLock,
} from '../../../components/icons';
import { LanguageSwitch } from '../../../components/language-switch';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { OtpModal } from './otp-modal';

function initials(account: TAccount): string {
  const { firstName, lastName } = account.user;
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toLocaleUpperCase('tr-TR');
}

function useRoleLabel(account: TAccount): string {
  const { t } = useTranslation();
  if (account.isAdmin) return t('shell.profile.roleAdmin');
  return account.isOwner ? t('shell.profile.roleOwner') : t('shell.profile.roleUser');
}

/** Status-bar profile menu: who is signed in, language, one-time codes and logout. */
export function ProfileMenu({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const [otpOpened, setOtpOpened] = useState(false);
  const fullName = `${account.user.firstName} ${account.user.lastName}`;
  const role = useRoleLabel(account);

  return (
    <>
      <Menu position="bottom-end" width={280} shadow="md" radius="md" withinPortal>
        <Menu.Target>
          {/* Named by its content (no aria-label): the name and role it shows are part of it. */}
          <UnstyledButton data-testid="profile-menu">
            <Group gap={10} wrap="nowrap">
              <Avatar color="brand" radius="xl" size={36} aria-hidden>
                {initials(account)}
              </Avatar>
              <div style={{ lineHeight: 1.2 }}>
                <Text fz="sm" fw={600} visibleFrom="md">
                  {fullName}
                </Text>
                <Text fz="xs" c="dimmed" visibleFrom="md">
                  {role}
                </Text>
              </div>
              <VisuallyHidden>{t('shell.profile.menuLabel')}</VisuallyHidden>
              <IconChevronDown size={16} color="var(--mantine-color-dimmed)" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Group gap="sm" px="sm" py={8} wrap="nowrap">
            <Avatar color="brand" radius="xl">
              {initials(account)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} truncate="end">
                {fullName}
              </Text>
              <Text fz="xs" c="dimmed" truncate="end">
                {account.user.email}
              </Text>
            </div>
          </Group>
          <Menu.Divider />
          <Group justify="space-between" px="sm" py={6}>
            <Text fz="sm">{t('language.label')}</Text>
            <LanguageSwitch />
          </Group>
          <Group justify="space-between" px="sm" py={6} wrap="nowrap">
            <Text fz="sm">{t('shell.profile.colorScheme')}</Text>
            <ColorSchemeSwitch />
          </Group>
          <Menu.Item
            leftSection={<IconShieldLock size={16} />}
            rightSection={
              <Badge size="xs" variant="light" color={account.user.otpEnabled ? 'teal' : 'gray'}>
                {account.user.otpEnabled ? t('shell.otp.on') : t('shell.otp.off')}
              </Badge>
            }
            onClick={() => setOtpOpened(true)}
            data-testid="profile-otp"
          >
            {t('shell.otp.title')}
          </Menu.Item>
          {account.tenantId !== null && canManageSigningCertificate(account) ? (
            <Menu.Item
              component={Link}
              to="/pos-settings/signing-certificate"
              leftSection={<IconCertificate size={16} />}
              data-testid="profile-signing-certificate"
            >
              {t('shell.profile.signingCertificate')}
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item
            component={Link}
            to="/auth/logout"
            color="red"
            leftSection={<IconLogout size={16} />}
            data-testid="profile-logout"
          >
            {t('shell.profile.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <OtpModal
        opened={otpOpened}
        enabled={account.user.otpEnabled}
        onClose={() => setOtpOpened(false)}
      />
    </>
  );
}
