import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { assertTenantAccess, requireTenant, type TScope } from './scope';

const scope = (overrides: Partial<TScope> = {}): TScope => ({
  userId: 'u1',
  isAdmin: false,
  isOwner: false,
  manageAdminUsers: false,
  tenantId: 't1',
  storeId: null,
  permissions: [],
  ...overrides,
});

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : 'other';
  }
};

describe('tenant checks', () => {
  it('refuses another tenant with 403, admins excepted', () => {
    expect(codeOf(() => assertTenantAccess(scope(), 't1'))).toBeNull();
    expect(codeOf(() => assertTenantAccess(scope(), 't2'))).toBe('FORBIDDEN');
    expect(
      codeOf(() => assertTenantAccess(scope({ isAdmin: true, tenantId: null }), 't2')),
    ).toBeNull();
  });

  it('requireTenant returns the tenant or fails as a programming error', () => {
    expect(requireTenant(scope())).toBe('t1');
    expect(codeOf(() => requireTenant(scope({ tenantId: null })))).toBe('INTERNAL');
  });
});
