import type { TAccount } from '../../../shared/auth/account';
import { canViewArea } from '../../../shared/auth/permissions';
import { listPath } from '../list/list-query';

/**
 * Spec §2 Routes: a signed-in account allowed to view the organisation goes to the dashboard
 * when a tenant is selected, else to the tenant list; null means "show the unauthorized message".
 */
export function homePath(
  account: Pick<TAccount, 'isAdmin' | 'isOwner' | 'manageAdminUsers' | 'permissions' | 'tenantId'>,
): string | null {
  if (!canViewArea(account, 'organisation')) return null;
  return account.tenantId === null ? listPath('/organisation/tenant') : listPath('/dashboard');
}

/**
 * Where the logo and the "home" buttons lead: the spec's home, else the first screen the
 * account's menu offers, so a link never lands on a page the user may not see; `/` only for an
 * account with no screen at all (it shows the unauthorized message there).
 */
export function homeLink(
  account: Parameters<typeof homePath>[0],
  menu: readonly { to: string }[],
): string {
  return homePath(account) ?? menu[0]?.to ?? '/';
}
