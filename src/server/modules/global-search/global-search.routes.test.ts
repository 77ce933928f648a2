import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZGlobalSearchResponse,
  type TGlobalSearchResult,
} from '../../../shared/global-search/global-search';
import { auditLog } from '../../db/schema/audit';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createStore, createTenant, createUser } from '../../test/factories';
import { bearerFor, searchWorld, type THeaders } from './global-search.test-support';

let t: TTestApp;
let w: Awaited<ReturnType<typeof searchWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await searchWorld(t);
});
afterAll(() => t.close());

async function searchAnswer(headers: THeaders, text: string, more = '') {
  const url = `/api/internal/global-search?searchText=${encodeURIComponent(text)}${more}`;
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZGlobalSearchResponse.parse(res.json());
}

async function search(headers: THeaders, text: string): Promise<TGlobalSearchResult[]> {
  return (await searchAnswer(headers, text)).searchResults;
}

/** `type:label` per result, e.g. `2:Kadıköy Şube`, `4:KDK2026000000012`. */
function labels(results: TGlobalSearchResult[]): string[] {
  return results.map((r) => {
    switch (r.type) {
      case 1:
      case 2:
        return `${r.type}:${r.name}`;
      case 3:
        return `3:${r.serialNumber}`;
      case 4:
        return `4:${r.invoiceNo ?? r.ettn}`;
    }
  });
}

const no = (prefix: string, sequence: number) =>
  `${prefix}${w.year}${String(sequence).padStart(9, '0')}`;

describe('GET /api/internal/global-search', () => {
  it('matches Turkish spelling and its ASCII fold: sube finds Şube, istanbul İstanbul', async () => {
    expect(labels(await search(w.asAnadolu, 'sube'))).toEqual(['2:Kadıköy Şube', '2:Moda Şubesi']);
    const city = ['1:Anadolu Market A.Ş.', '2:Kadıköy Şube', '2:Moda Şubesi'];
    expect(labels(await search(w.asAnadolu, 'istanbul'))).toEqual(city);
    expect(labels(await search(w.asAnadolu, 'İstanbul'))).toEqual(city);
    expect(labels(await search(w.asAnadolu, 'ISTANBUL'))).toEqual(city);
    expect(labels(await search(w.asAnadolu, 'kasa cikisi'))).toEqual(['3:JIKDK0001']);
  });

  it('finds a document of the last 31 days by number, number start, sequence or ETTN', async () => {
    expect(labels(await search(w.asAnadolu, no('KDK', 12)))).toEqual([`4:${no('KDK', 12)}`]);
    expect(labels(await search(w.asAnadolu, `kdk${w.year}`))).toEqual([
      `4:${no('KDK', 12)}`,
      `4:${no('KDK', 11)}`,
    ]);
    expect(labels(await search(w.asAnadolu, 'KD'))).toEqual([
      '3:JIKDK0001',
      `4:${no('KDK', 12)}`,
      `4:${no('KDK', 11)}`,
    ]);
    // Newest day first, then the higher number.
    expect(labels(await search(w.asAnadolu, '12'))).toEqual([
      `4:${no('MDA', 12)}`,
      `4:${no('KDK', 12)}`,
    ]);
    expect(labels(await search(w.asAnadolu, '000000011'))).toEqual([`4:${no('KDK', 11)}`]);
    const [found] = await search(w.asAnadolu, w.docs.kadikoyToday.ettn.toUpperCase());
    expect(found).toMatchObject({
      type: 4,
      id: w.docs.kadikoyToday.id,
      tenantId: w.anadolu.tenant.id,
      storeId: w.anadolu.kadikoy.id,
      storeName: 'Kadıköy Şube',
      invoiceDate: w.docs.kadikoyToday.invoiceDate,
    });
  });

  it('leaves out documents older than the 31 days, however they are asked for', async () => {
    const old = w.docs.kadikoyOld;
    for (const text of [no('KDK', 10), '10', old.ettn]) {
      expect(labels(await search(w.asAnadolu, text)), text).toEqual([]);
    }
  });

  it('never shows another tenant’s businesses, stores, devices or documents', async () => {
    expect(labels(await search(w.asEge, 'sube'))).toEqual(['2:Alsancak Şube']);
    expect(labels(await search(w.asEge, 'anadolu'))).toEqual([]);
    expect(labels(await search(w.asEge, 'JIKDK'))).toEqual([]);
    expect(labels(await search(w.asEge, 'KD'))).toEqual([`4:${no('KDE', 12)}`]);
    expect(labels(await search(w.asEge, '12'))).toEqual([`4:${no('KDE', 12)}`]);
    expect(labels(await search(w.asEge, no('KDK', 12)))).toEqual([]);
    expect(labels(await search(w.asEge, w.docs.kadikoyToday.ettn))).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Global/Search?SearchText=${w.docs.modaToday.ettn}`,
      headers: w.asEge,
    });
    expect(ZGlobalSearchResponse.parse(res.json()).searchResults).toEqual([]);
  });

  it('narrows a store-mode session to its store', async () => {
    expect(labels(await search(w.asAnadoluKadikoy, 'sube'))).toEqual(['2:Kadıköy Şube']);
    expect(labels(await search(w.asAnadoluKadikoy, 'kasa'))).toEqual(['3:JIKDK0001']);
    expect(labels(await search(w.asAnadoluKadikoy, '12'))).toEqual([`4:${no('KDK', 12)}`]);
    expect(labels(await search(w.asAnadoluKadikoy, 'MD'))).toEqual([]);
    expect(labels(await search(w.asAnadoluKadikoy, w.docs.modaToday.ettn))).toEqual([]);
  });

  it('says where it looked, and searches the whole tenant from store mode when asked', async () => {
    expect((await searchAnswer(w.asAnadoluKadikoy, 'MD')).searchedIn).toBe('store');
    const whole = await searchAnswer(w.asAnadoluKadikoy, 'MD', '&wholeTenant=true');
    expect(whole.searchedIn).toBe('tenant');
    expect(labels(whole.searchResults)).toEqual(['3:JIMDA0001', `4:${no('MDA', 12)}`]);
    // Never past the tenant: Ege's document stays out.
    expect(
      labels((await searchAnswer(w.asAnadoluKadikoy, 'KDE', '&wholeTenant=true')).searchResults),
    ).toEqual([]);
    expect((await searchAnswer(w.asAnadolu, 'MD')).searchedIn).toBe('tenant');
    expect((await searchAnswer(w.asAdminInEge, 'MD', '&wholeTenant=true')).searchedIn).toBe('all');
  });

  it('lists at most 5 of a type and says that there are more', async () => {
    const tenant = await createTenant(w.db, { name: 'Pazar Zinciri A.Ş.', city: 'Bursa' });
    for (let n = 1; n <= 6; n += 1) {
      await createStore(w.db, { tenantId: tenant.id, name: `Çarşı ${n}`, cityName: 'Bursa' });
    }
    const owner = await createUser(w.db, { tenantId: tenant.id, isTenantOwner: true });
    const headers = await bearerFor(t, owner);
    const six = await searchAnswer(headers, 'carsi');
    expect(six.searchResults.filter((r) => r.type === 2)).toHaveLength(5);
    expect(six.more).toEqual([2]);
    const one = await searchAnswer(headers, 'carsi 6');
    expect(labels(one.searchResults)).toEqual(['2:Çarşı 6']);
    expect(one.more).toEqual([]);
  });

  it('lets an administrator search every tenant, with or without one selected, audited', async () => {
    for (const admin of [w.asAdmin, w.asAdminInEge]) {
      expect(labels(await search(admin, 'sube'))).toEqual([
        '2:Alsancak Şube',
        '2:Kadıköy Şube',
        '2:Moda Şubesi',
      ]);
      expect(labels(await search(admin, '12'))).toEqual([
        `4:${no('MDA', 12)}`,
        `4:${no('KDK', 12)}`,
        `4:${no('KDE', 12)}`,
      ]);
      expect(labels(await search(admin, w.docs.kadikoyToday.ettn))).toEqual([`4:${no('KDK', 12)}`]);
    }
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, w.admin.id), eq(auditLog.action, 'admin-access')));
    expect(audit.map((a) => a.changes?.after)).toContainEqual({
      method: 'GET',
      route: '/api/internal/global-search',
    });
  });

  it('shows each kind only to those who may open its list', async () => {
    const invoicesOnly = await createUser(w.db, {
      tenantId: w.anadolu.tenant.id,
      permissions: ['Invoice.View'],
    });
    const headers = await bearerFor(t, invoicesOnly);
    expect(labels(await search(headers, 'kd'))).toEqual([
      `4:${no('KDK', 12)}`,
      `4:${no('KDK', 11)}`,
    ]);
    expect(labels(await search(headers, 'sube'))).toEqual([]);
  });

  it('acts from 2 characters and refuses a shorter or missing text with a clear error', async () => {
    for (const url of [
      '/api/internal/global-search?searchText=a',
      '/api/internal/global-search?searchText=%20a%20',
      '/api/internal/global-search',
      '/api/Global/Search?SearchText=a',
      `/api/internal/global-search?searchText=${'a'.repeat(101)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: w.asAnadolu });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(labels(await search(w.asAnadolu, 'KD'))).not.toEqual([]);
  });

  it('answers the backend spelling the same way and refuses a caller without a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Global/Search?SearchText=sube',
      headers: w.asAnadolu,
    });
    expect(labels(ZGlobalSearchResponse.parse(res.json()).searchResults)).toEqual([
      '2:Kadıköy Şube',
      '2:Moda Şubesi',
    ]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/internal/global-search?searchText=sube',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
