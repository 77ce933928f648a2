import { describe, expect, it } from 'vitest';
import { describeScopeChange, isSameScope, scopeLevel } from './scope-change';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const S1 = '00000000-0000-4000-8000-000000000001';
const S2 = '00000000-0000-4000-8000-000000000002';

describe('scopeLevel', () => {
  it.each([
    [{ tenantId: null, storeId: null }, 'organisation'],
    [{ tenantId: A, storeId: null }, 'tenant'],
    [{ tenantId: A, storeId: S1 }, 'store'],
  ] as const)('%o → %s', (scope, level) => {
    expect(scopeLevel(scope)).toBe(level);
  });
});

describe('describeScopeChange', () => {
  it.each([
    [
      'tenant → another tenant',
      { tenantId: A, storeId: null },
      { tenantId: B, storeId: null },
      false,
      true,
    ],
    [
      'store → another store',
      { tenantId: A, storeId: S1 },
      { tenantId: A, storeId: S2 },
      false,
      false,
    ],
    ['tenant → store', { tenantId: A, storeId: null }, { tenantId: A, storeId: S1 }, true, false],
    [
      'store → all stores',
      { tenantId: A, storeId: S1 },
      { tenantId: A, storeId: null },
      true,
      false,
    ],
    [
      'store → another tenant',
      { tenantId: A, storeId: S1 },
      { tenantId: B, storeId: null },
      true,
      true,
    ],
    [
      'organisation → tenant',
      { tenantId: null, storeId: null },
      { tenantId: A, storeId: null },
      true,
      true,
    ],
    [
      'tenant → organisation',
      { tenantId: A, storeId: null },
      { tenantId: null, storeId: null },
      true,
      true,
    ],
  ])('%s', (_name, current, target, levelChanged, tenantChanged) => {
    expect(describeScopeChange(current, target)).toMatchObject({ levelChanged, tenantChanged });
  });
});

describe('isSameScope', () => {
  it('compares tenant and store', () => {
    expect(isSameScope({ tenantId: A, storeId: S1 }, { tenantId: A, storeId: S1 })).toBe(true);
    expect(isSameScope({ tenantId: A, storeId: S1 }, { tenantId: A, storeId: null })).toBe(false);
  });
});
