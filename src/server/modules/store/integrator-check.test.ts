import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startIzibizDouble,
  type TRunningDouble,
} from '../../documents/integrators/izibiz/double/izibiz-double.test-support';
import { DOUBLE_ACCOUNT } from '../../documents/integrators/izibiz/double/double-state';
import { createIzibizProduct } from '../../jobs/izibiz-pipeline.test-support';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createTenantWithUser, signInAs, testDb } from '../../test/factories';
import { storeInput } from './store.test-support';

let t: TTestApp;
let double: TRunningDouble;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp();
  double = await startIzibizDouble();
  productId = await createIzibizProduct(testDb(t), double.url);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

async function owner() {
  const { user } = await createTenantWithUser(testDb(t));
  return (await signInAs(t.app, user)).bearer;
}

const check = (bearer: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/integrator-check',
    headers: bearer,
    payload: { docType: 2, integratorProductId: productId, taxNo: '4840847211', ...body },
  });

describe('Bağlantıyı sına (POST /api/store/integrator-check)', () => {
  it('logs in to İzibiz and asks CheckUser for the tax number: it works', async () => {
    const res = await check(await owner(), {
      integratorUid: DOUBLE_ACCOUNT.username,
      integratorPwd: DOUBLE_ACCOUNT.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: 'Bağlantı çalışıyor: İZİBİZ TEST',
      name: 'İZİBİZ TEST',
    });
    expect(double.state.violations).toEqual([]);
  });

  it('says why not, in plain Turkish: a wrong password, a product not active', async () => {
    const bearer = await owner();
    const wrong = await check(bearer, {
      integratorUid: DOUBLE_ACCOUNT.username,
      integratorPwd: 'yanlış',
    });
    expect(wrong.json()).toMatchObject({ ok: false });
    expect(wrong.json<{ message: string }>().message).toContain('kullanıcı adı veya şifre hatalı');
    double.control({
      action: 'error',
      code: 10005,
      text: 'Hesabınızın E-FATURA ürün aktif degildir',
      operation: 'CheckUser',
    });
    const inactive = await check(bearer, {
      integratorUid: DOUBLE_ACCOUNT.username,
      integratorPwd: DOUBLE_ACCOUNT.password,
    });
    expect(inactive.json<{ message: string }>().message).toContain('etkin değil');
  });

  it('uses the store’s stored password, and never another tenant’s', async () => {
    const bearer = await owner();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/store',
      headers: bearer,
      payload: {
        ...storeInput({ integrationId: 'CHK-1' }),
        docTypeConfigs: [
          {
            docType: 2,
            integratorProductId: productId,
            integratorUid: DOUBLE_ACCOUNT.username,
            integratorPwd: DOUBLE_ACCOUNT.password,
          },
        ],
      },
    });
    const storeId = created.json<{ id: string }>().id;
    const own = await check(bearer, { storeId, integratorUid: DOUBLE_ACCOUNT.username });
    expect(own.json()).toMatchObject({ ok: true });
    const other = await check(await owner(), { storeId, integratorUid: DOUBLE_ACCOUNT.username });
    expect(other.statusCode).toBe(404);
  });
});
