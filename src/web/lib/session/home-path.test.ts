import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS } from '../../../shared/auth/permissions';
import { homeLink, homePath } from './home-path';

const TENANT = '00000000-0000-4000-8000-000000000001';
const base = { isAdmin: false, isOwner: false, manageAdminUsers: false };

describe('homePath', () => {
  it('sends an admin without a tenant to the tenant list', () => {
    const admin = { ...base, isAdmin: true, permissions: [], tenantId: null };
    expect(homePath(admin)).toBe('/organisation/tenant?page=1&size=10');
  });

  it('sends anyone with a tenant to the dashboard', () => {
    const user = { ...base, permissions: [...DEFAULT_PERMISSIONS], tenantId: TENANT };
    expect(homePath(user)).toBe('/dashboard?page=1&size=10');
    expect(homePath({ ...base, isAdmin: true, permissions: [], tenantId: TENANT })).toBe(
      '/dashboard?page=1&size=10',
    );
  });

  it('has no home for an account that may not view the organisation', () => {
    const reporting = { ...base, permissions: ['Invoice.View' as const], tenantId: TENANT };
    expect(homePath(reporting)).toBeNull();
  });
});

describe('homeLink: the logo and home buttons lead where the account may look', () => {
  const menu = [{ to: '/reports?page=1&size=10' }, { to: '/invoice/documents?page=1&size=10' }];

  it('is the home page when the account has one', () => {
    const user = { ...base, permissions: [...DEFAULT_PERMISSIONS], tenantId: TENANT };
    expect(homeLink(user, menu)).toBe('/dashboard?page=1&size=10');
  });

  it('is the first screen of the menu otherwise, and / only with no screen at all', () => {
    const reporting = { ...base, permissions: ['Reports.View' as const], tenantId: TENANT };
    expect(homeLink(reporting, menu)).toBe('/reports?page=1&size=10');
    expect(homeLink(reporting, [])).toBe('/');
  });
});
