import { useAccount } from '../../lib/session/get-account';
import { homeLink } from '../../lib/session/home-path';
import { visibleMenu } from './menu-rules';

/**
 * The signed-in account's home for the logo and the status pages' button (`/` when signed out).
 * Screens behind a feature flag are left out: a link must not wait for the flags to be right.
 */
export function useHomeLink(): string {
  const { data: account } = useAccount();
  if (!account) return '/';
  return homeLink(account, visibleMenu(account, []));
}
