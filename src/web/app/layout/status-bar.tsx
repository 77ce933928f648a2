import { AppShell, Burger, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TAccount } from '../../../shared/auth/account';
import { GlobalSearchBox } from '../../features/global-search/components/global-search-box';
import { GlobalSearchButton } from '../../features/global-search/components/global-search-button';
import type { TResultLink } from '../../features/global-search/lib/result-link';
import { ProfileMenu } from '../../features/profile/components/profile-menu';
import { StoreSelector } from '../../features/scope/components/store-selector';
import { TenantBadge } from '../../features/scope/components/tenant-badge';
import { TenantSelector } from '../../features/scope/components/tenant-selector';
import { useScopeSwitch } from '../../features/scope/components/use-scope-switch';

type TStatusBarProps = {
  account: TAccount;
  /** Narrow screens show the selectors in the menu instead. */
  withSelectors: boolean;
  navOpened: boolean;
  onNavToggle: () => void;
};

/** Tenant selector for admins (the tenant's name for others) and the store selector. */
export function ScopeSelectors({ account }: { account: TAccount }) {
  return (
    <>
      {account.isAdmin ? <TenantSelector account={account} /> : null}
      {!account.isAdmin && account.tenantName ? <TenantBadge name={account.tenantName} /> : null}
      {account.tenantId !== null ? <StoreSelector account={account} /> : null}
    </>
  );
}

/** Spec §2 Layout: tenant selector (admins), store selector, global search, profile menu. */
export function StatusBar({ account, withSelectors, navOpened, onNavToggle }: TStatusBarProps) {
  const { t } = useTranslation();
  const scopeSwitch = useScopeSwitch(account);
  // From the `md` breakpoint the box fits the bar; below it a button opens it in a dialog.
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const go = (link: TResultLink) => scopeSwitch.request(link.target, link.path);
  return (
    <AppShell.Header px="lg" withBorder data-testid="status-bar">
      <Group h="100%" gap="md" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onNavToggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.menu.open')}
        />
        {withSelectors ? (
          <Group gap="sm" wrap="nowrap">
            <ScopeSelectors account={account} />
          </Group>
        ) : null}
        {wide ? (
          <Group flex={1} justify="center">
            <GlobalSearchBox account={account} onGo={go} />
          </Group>
        ) : null}
        <Group ml="auto" gap="xs" wrap="nowrap">
          {wide ? null : <GlobalSearchButton account={account} onGo={go} />}
          <ProfileMenu account={account} />
        </Group>
      </Group>
      {scopeSwitch.dialog}
    </AppShell.Header>
  );
}
