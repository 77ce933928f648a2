import { ActionIcon, AppShell, CloseButton, ScrollArea, Stack, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { IconSidebarCollapse, IconSidebarExpand } from '../../components/icons';
import { APP_VERSION } from '../../lib/build-info';
import type { TMenuItem } from '../navigation/menu-rules';
import { useHomeLink } from '../navigation/use-home-link';
import { SideMenuCollapsed } from './side-menu-collapsed';
import { SideMenuExpanded } from './side-menu-expanded';
import classes from './side-menu.module.css';

type TSideMenuProps = {
  items: TMenuItem[];
  collapsed: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  /** The status bar's selectors, shown inside the menu on narrow screens. */
  mobileExtras: ReactNode;
};

function useIsActive() {
  const { pathname } = useLocation();
  return (key: string) => {
    const path = `/${key.split('.').join('/')}`;
    return pathname === path || pathname.startsWith(`${path}/`);
  };
}

/**
 * Spec §2 Layout: the logo (to the tenant list in the spec; here the account's home, which is
 * that list for an administrator without a tenant and never a page the account may not see),
 * the menu, and the release label when expanded.
 */
export function SideMenu({ items, collapsed, onToggle, onNavigate, mobileExtras }: TSideMenuProps) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  const home = useHomeLink();
  const toggleLabel = collapsed ? t('shell.menu.expand') : t('shell.menu.collapse');
  return (
    <AppShell.Navbar
      className={classes.navbar}
      aria-label={t('shell.menu.label')}
      data-collapsed={collapsed || undefined}
      data-testid="side-menu"
    >
      <AppShell.Section className={classes.brand} data-collapsed={collapsed || undefined}>
        <Link to={home} aria-label={t('shell.menu.logoLabel')} data-testid="logo-link">
          <BrandLogo size={30} inverted withText={!collapsed} />
        </Link>
        <CloseButton
          hiddenFrom="sm"
          ml="auto"
          variant="transparent"
          c="white"
          aria-label={t('common.close')}
          onClick={onNavigate}
        />
      </AppShell.Section>
      {mobileExtras ? (
        <Stack gap="xs" p="md" bg="var(--mantine-color-body)" c="var(--mantine-color-text)">
          {mobileExtras}
        </Stack>
      ) : null}
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
        <nav className={classes.items} data-collapsed={collapsed || undefined}>
          {collapsed ? (
            <SideMenuCollapsed items={items} isActive={isActive} />
          ) : (
            <SideMenuExpanded items={items} isActive={isActive} onNavigate={onNavigate} />
          )}
        </nav>
      </AppShell.Section>
      <AppShell.Section className={classes.footer} data-collapsed={collapsed || undefined}>
        {collapsed ? null : (
          <span className={classes.version} data-testid="app-version">
            {t('app.version', { version: APP_VERSION })}
          </span>
        )}
        <Tooltip label={toggleLabel} position="right" withArrow>
          <ActionIcon
            variant="subtle"
            className={classes.toggle}
            size="lg"
            onClick={onToggle}
            aria-label={toggleLabel}
            aria-pressed={collapsed}
            data-testid="menu-toggle"
            visibleFrom="sm"
          >
            {collapsed ? <IconSidebarExpand size={20} /> : <IconSidebarCollapse size={20} />}
          </ActionIcon>
        </Tooltip>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
