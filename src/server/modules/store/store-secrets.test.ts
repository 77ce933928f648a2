import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeIntegratorConfigs } from '../../db/schema/stores';
import { decryptSecret, integratorPwdBinding } from '../../lib/secrets';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createAdmin, createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { storeInput, XSLT_OK } from './store.test-support';

const PASSWORD = 'Entegrator-Gizli-Parola-9271';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('integrator passwords', () => {
  it('are stored encrypted and never appear in any store response', async () => {
    const db = testDb(t);
    const { tenant, user } = await createTenantWithUser(db);
    const { bearer } = await signInAs(t.app, user);
    const bodies: string[] = [];
    const call = async (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
    ) => {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      bodies.push(res.body);
      return res;
    };
    const configs = [2, 1, 7, 8].map((docType) => ({
      docType,
      integratorUid: 'u',
      integratorPwd: PASSWORD,
      xsltMain: XSLT_OK,
    }));
    const created = await call('POST', '/api/store', {
      ...storeInput({ integrationId: 'SEC-1' }),
      docTypeConfigs: configs,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: string }>().id;

    const [row] = await db
      .select()
      .from(storeIntegratorConfigs)
      .where(
        and(eq(storeIntegratorConfigs.tenantId, tenant.id), eq(storeIntegratorConfigs.storeId, id)),
      );
    const encrypted = row?.integratorPwdEncrypted ?? '';
    expect(encrypted).not.toContain(PASSWORD);
    const binding = integratorPwdBinding({
      tenantId: tenant.id,
      storeId: id,
      docType: row?.docType ?? 0,
    });
    expect(decryptSecret(encrypted, t.config.secretKey, binding)).toBe(PASSWORD);

    await call('GET', `/api/store?id=${id}&IncludeBlobItems=true`);
    await call('GET', `/api/store?id=${id}`);
    await call('GET', '/api/store/list?PageSize=200');
    await call('GET', '/api/store/search?searchText=test');
    await call('POST', '/api/store/names', { storeIds: [id], integrationIds: ['SEC-1'] });
    await call('PUT', '/api/store', {
      id,
      ...storeInput({ integrationId: 'SEC-1' }),
      docTypeConfigs: configs,
    });
    await call('PUT', '/api/store', {
      id,
      ...storeInput(),
      docTypeConfigs: [
        {
          docType: 2,
          integratorPwd: 'x',
          clearIntegratorPwd: false,
          gbAlias: PASSWORD.slice(0, 3),
        },
      ],
    });
    await call('PUT', '/api/store/activation', { storeList: [{ storeId: id, status: false }] });
    await call('PUT', '/api/store', {
      id: crypto.randomUUID(),
      ...storeInput(),
      docTypeConfigs: [{ docType: 2, integratorPwd: PASSWORD }],
    });
    await call('POST', '/api/store', {
      ...storeInput({ taxNo: '1' }),
      docTypeConfigs: [{ docType: 2, integratorPwd: PASSWORD }],
    });
    const admin = (await signInAs(t.app, await createAdmin(db))).bearer;
    bodies.push(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/administrative/tenant/${tenant.id}/store`,
          headers: admin,
        })
      ).body,
    );
    await call('DELETE', `/api/store?Id=${id}`);

    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain(encrypted);
      expect(body).not.toMatch(/v[12]\.[\w-]+\.[\w-]+\.[\w-]+/);
    }
  });
});
