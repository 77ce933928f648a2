import { describe, expect, it } from 'vitest';
import { resolveFlags, type TFlagRow } from './feature-flags.repository';

const row = (overrides: Partial<TFlagRow> & { name: string }): TFlagRow => ({
  environmentScope: '*',
  tenantId: null,
  isActive: true,
  ...overrides,
});

describe('resolveFlags', () => {
  it('prefers the tenant row, then the exact environment over the wildcard', () => {
    expect(
      resolveFlags([
        row({ name: 'A', isActive: true }),
        row({ name: 'A', environmentScope: 'test', isActive: false }),
        row({ name: 'B', isActive: false }),
        row({ name: 'B', tenantId: 't1', isActive: true }),
        row({ name: 'B', environmentScope: 'test', isActive: false }),
      ]),
    ).toEqual([
      { name: 'A', isActive: false },
      { name: 'B', isActive: true },
    ]);
  });
});
