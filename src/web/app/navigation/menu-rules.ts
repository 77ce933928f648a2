import { isFeatureActive, type TFeatureFlag } from '../../../shared/auth/feature-flags';
import type { TArea } from '../../../shared/auth/permissions';
import type { TTranslationKey } from '../../../shared/i18n/types';
import { listPath } from '../../lib/list/list-query';
import {
  MENU_TREE,
  type TMenuIcon,
  type TMenuNode,
  type TNavAccount,
  type TScopeMode,
} from './menu-tree';

export type TMenuItem = {
  key: string;
  titleKey: TTranslationKey;
  icon?: TMenuIcon;
  to: string;
  children: TMenuItem[];
};

function inScope(mode: TScopeMode, account: TNavAccount): boolean {
  switch (mode) {
    case 'any':
      return true;
    case 'organisation':
      return account.tenantId === null;
    case 'tenant':
      return account.tenantId !== null;
    case 'store':
      return account.storeId !== null;
    case 'tenantOrStore':
      return account.tenantId !== null || account.storeId !== null;
  }
}

function pathOf(node: TMenuNode, parent?: TMenuNode): string {
  const path = parent ? `/${parent.segment}/${node.segment}` : `/${node.segment}`;
  return node.list ? listPath(path) : path;
}

function visibleNode(
  node: TMenuNode,
  account: TNavAccount,
  flags: readonly TFeatureFlag[],
  parent?: TMenuNode,
): TMenuItem | null {
  if (node.hidden || !inScope(node.mode, account) || !node.allowed(account)) return null;
  if (node.feature && !isFeatureActive(flags, node.feature)) return null;
  const children = (node.children ?? [])
    .map((child) => visibleNode(child, account, flags, node))
    .filter((child): child is TMenuItem => child !== null);
  if (node.children && children.length === 0) return null;
  return {
    key: node.key,
    titleKey: node.titleKey,
    ...(node.icon ? { icon: node.icon } : {}),
    to: children[0]?.to ?? pathOf(node, parent),
    children,
  };
}

/** The side menu an account sees at its current scope (spec §2 Menu, §6). */
export function visibleMenu(account: TNavAccount, flags: readonly TFeatureFlag[]): TMenuItem[] {
  return MENU_TREE.map((node) => visibleNode(node, account, flags)).filter(
    (item): item is TMenuItem => item !== null,
  );
}

export type TRouteAccess =
  | { kind: 'ok'; node: TMenuNode }
  | { kind: 'redirect'; to: string }
  | { kind: 'unauthorized' }
  | { kind: 'not-found' };

function check(account: TNavAccount, nodes: readonly TMenuNode[]): TRouteAccess | null {
  // Spec §2 Routes: out of scope sends to `/` before the per-area view check gives a 401.
  if (nodes.some((node) => !inScope(node.mode, account))) return { kind: 'redirect', to: '/' };
  if (nodes.some((node) => !node.allowed(account))) return { kind: 'unauthorized' };
  return null;
}

/**
 * What a protected route shows for `/<area>/<menu?>`. An area with sub-pages opens its first
 * reachable one; an unknown sub-page is a 404. Feature flags only hide menu items.
 */
export function routeAccess(account: TNavAccount, area: TArea, menu?: string): TRouteAccess {
  const node = MENU_TREE.find((candidate) => candidate.segment === area);
  if (!node) return { kind: 'not-found' };
  const areaResult = check(account, [node]);
  if (areaResult) return areaResult;
  if (!node.children) return { kind: 'ok', node };
  if (menu === undefined) {
    const results = node.children.map(
      (child) => check(account, [child]) ?? { kind: 'redirect' as const, to: pathOf(child, node) },
    );
    return (
      results.find((result) => result.kind === 'redirect' && result.to !== '/') ??
      results[0] ?? { kind: 'not-found' }
    );
  }
  const child = node.children.find((candidate) => candidate.segment === menu);
  if (!child) return { kind: 'not-found' };
  return check(account, [child]) ?? { kind: 'ok', node: child };
}
