import { describe, expect, it } from 'vitest';
import { isValidTckn, isValidVkn } from '../../../shared/domain/tax-id';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { buildOrganisation } from './organisation';

describe('buildOrganisation', () => {
  const org = buildOrganisation(1);
  const stores = org.tenants.flatMap((t) => t.stores);

  it('is the same for the same seed and differs for another', () => {
    expect(buildOrganisation(1)).toEqual(org);
    expect(buildOrganisation(2).tenants[0]?.id).not.toBe(org.tenants[0]?.id);
  });

  it('gives every tenant 5 to 20 stores with 1 to 4 devices each', () => {
    expect(org.tenants.length).toBeGreaterThanOrEqual(3);
    for (const t of org.tenants) expect(t.stores.length).toBeGreaterThanOrEqual(5);
    for (const t of org.tenants) expect(t.stores.length).toBeLessThanOrEqual(20);
    for (const s of stores) expect(s.devices.length).toBeGreaterThanOrEqual(1);
    for (const s of stores) expect(s.devices.length).toBeLessThanOrEqual(4);
  });

  it('uses valid VKNs for tenants, stores and buyers', () => {
    const vkns = [
      ...org.tenants.map((t) => t.vkn),
      ...stores.map((s) => s.taxNo),
      ...org.customers.map((c) => c.vkn),
    ];
    expect(vkns.filter((v) => !isValidVkn(v))).toEqual([]);
    expect(vkns.some(isValidTckn)).toBe(false);
  });

  it('gives every series a distinct 3-character prefix of A-Z and 0-9', () => {
    const prefixes = stores.flatMap((s) => s.series.map((x) => x.prefix));
    expect(prefixes.every((p) => /^[A-Z0-9]{3}$/.test(p))).toBe(true);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('keeps device serial numbers unique within a tenant', () => {
    for (const t of org.tenants) {
      const serials = t.stores.flatMap((s) => s.devices.map((d) => d.serialNumber));
      expect(new Set(serials).size).toBe(serials.length);
    }
  });

  it('contains every advertised demo account', () => {
    const emails = new Set(
      [...org.admins, ...org.tenants.flatMap((t) => t.users)].map((u) => u.email),
    );
    for (const account of DEMO_ACCOUNTS) expect(emails).toContain(account.email);
  });
});
