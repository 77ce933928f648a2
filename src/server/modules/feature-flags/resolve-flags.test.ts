import { describe, expect, it } from 'vitest';
import { resolveFlags, type TFlagRow } from './feature-flags.repository';

const row = (overrides: Partial<TFlagRow> & { name: string }): TFlagRow => ({
  environmentScope: '*',
  tenantId: null,
  isActive: true,
  ...overrides,
});

describe('resolveFlags', () => {
  it('resolves each name on its own rows', () => {
    expect(
      resolveFlags([
        row({ name: 'B', isActive: false }),
        row({ name: 'A', isActive: true }),
        row({ name: 'C', environmentScope: 'test', isActive: true }),
      ]),
    ).toEqual([
      { name: 'A', isActive: true },
      { name: 'B', isActive: false },
      { name: 'C', isActive: true },
    ]);
  });

  it('takes the wildcard row when there is no row for the environment', () => {
    expect(resolveFlags([row({ name: 'A', isActive: false })])).toEqual([
      { name: 'A', isActive: false },
    ]);
  });

  it('prefers the exact environment over the wildcard, in either order', () => {
    const wildcard = row({ name: 'A', isActive: true });
    const exact = row({ name: 'A', environmentScope: 'test', isActive: false });
    expect(resolveFlags([wildcard, exact])).toEqual([{ name: 'A', isActive: false }]);
    expect(resolveFlags([exact, wildcard])).toEqual([{ name: 'A', isActive: false }]);
  });

  it('lets a tenant’s own row override the all-tenants rows, even their exact environment', () => {
    const rows = [
      row({ name: 'B', environmentScope: 'test', isActive: false }),
      row({ name: 'B', tenantId: 't1', isActive: true }),
      row({ name: 'B', isActive: false }),
    ];
    expect(resolveFlags(rows)).toEqual([{ name: 'B', isActive: true }]);
    expect(resolveFlags([...rows].reverse())).toEqual([{ name: 'B', isActive: true }]);
  });

  it('prefers the tenant’s exact environment over the tenant’s wildcard', () => {
    expect(
      resolveFlags([
        row({ name: 'C', tenantId: 't1', isActive: true }),
        row({ name: 'C', tenantId: 't1', environmentScope: 'test', isActive: false }),
      ]),
    ).toEqual([{ name: 'C', isActive: false }]);
  });
});
