import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { TAccount } from '../../../shared/auth/account';
import { DelayedLoader } from '../../components/delayed-loader';
import { FailedCountNotice } from '../../features/documents/failed-count/failed-count-notice';
import { useFeatureFlags } from '../../lib/session/get-feature-flags';
import { visibleMenu } from '../navigation/menu-rules';
import { useSetUiState, useUiState } from './api/ui-state';
import classes from './app-layout.module.css';
import { SideMenu } from './side-menu';
import { ScopeSelectors, StatusBar } from './status-bar';

const NAVBAR_WIDTH = 264;
const NAVBAR_COLLAPSED_WIDTH = 76;
const MAIN_ID = 'main-content';

/** The signed-in frame: side menu, status bar and the routed page. */
export function AppLayout({ account }: { account: TAccount }) {
  const { t } = useTranslation();
  const uiState = useUiState(account.user.id);
  const setUiState = useSetUiState(account.user.id);
  const flags = useFeatureFlags(account.tenantId);
  const [mobileOpened, mobileNav] = useDisclosure(false);
  // Below the `sm` breakpoint the menu is a full-width drawer: icons only would make no sense.
  const isMobile =
    useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;

  // Waiting for the stored state avoids a menu that jumps from expanded to collapsed on load.
  if (uiState.isPending) return <DelayedLoader fullPage />;
  const collapsed = !isMobile && (uiState.data?.isCollapsed ?? false);
  const items = visibleMenu(account, flags);

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{
        width: collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={0}
      bg="var(--app-page-background)"
    >
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          // Focus moves without a `#` in the URL, which the router would keep.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      <StatusBar
        account={account}
        withSelectors={!isMobile}
        navOpened={mobileOpened}
        onNavToggle={mobileNav.toggle}
      />
      <SideMenu
        items={items}
        collapsed={collapsed}
        onToggle={() => setUiState.mutate({ isCollapsed: !collapsed })}
        onNavigate={mobileNav.close}
        mobileExtras={isMobile ? <ScopeSelectors account={account} /> : null}
      />
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
      <FailedCountNotice account={account} />
    </AppShell>
  );
}
