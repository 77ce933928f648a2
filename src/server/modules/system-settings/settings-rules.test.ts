import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../test/app';
import { createDeviceWithCredential, createDocument } from '../../test/document-factories';
import { createAdmin, createUser, signInAs, testDb } from '../../test/factories';
import { startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';
import { createPosTenant, deviceHeaders, saleBody } from '../pos/pos.test-support';

// Each rule of Sistem Ayarları is changed through the API and seen where it is enforced.

const DAY = 86_400_000;

type THeaders = { authorization: string };

let t: TTestApp;
let db: TDb;
let smtp: TSmtpInbox;
let admin: { email: string };
let pos: Awaited<ReturnType<typeof createPosTenant>>;
let adminInTenant: THeaders;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'posbelge <no-reply@posbelge.test>' });
  db = testDb(t);
  pos = await createPosTenant(db, t.config.secretKey);
  admin = await createAdmin(db);
  adminInTenant = (await signInAs(t.app, admin, { tenantId: pos.tenant.id })).bearer;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function setSetting(key: string, scope: 'global' | 'tenant', value: unknown) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/management/settings',
    headers: adminInTenant,
    payload: { key, scope, value },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A sale from a new device of the store: the POS path reuses what it read about a device's issuer
 * (the setting included) for a moment, a new device reads it afresh.
 */
const sell = async (key: string, daysAgo: number) => {
  const { credential } = await createDeviceWithCredential(db, t.config.secretKey, {
    tenantId: pos.tenant.id,
    storeId: pos.store.id,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/pos/sale-transactions',
    headers: deviceHeaders(credential, key),
    payload: saleBody(key, undefined, {
      transactionTime: new Date(TEST_NOW.getTime() - daysAgo * DAY).toISOString(),
    }),
  });
};

describe('settings act where their rules are enforced', () => {
  it('the back-dating limit decides which POS sales are refused', async () => {
    await setSetting('documents.maxBackdateDays', 'tenant', 2);
    const old = await sell('R-3-days', 3);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      code: 'SALE_TIME_OUT_OF_RANGE',
      details: { reason: 'tooOld', maxBackdateDays: 2 },
    });
    await setSetting('documents.maxBackdateDays', 'tenant', 4);
    expect((await sell('R-3-days-again', 3)).statusCode).toBe(201);
  });

  it('the e-Arşiv threshold turns an information slip that pays more into an e-Arşiv invoice', async () => {
    // 2 × 50 TL + 20 % VAT: the buyer pays 120 TL.
    const slip = async (key: string) => {
      const { credential } = await createDeviceWithCredential(db, t.config.secretKey, {
        tenantId: pos.tenant.id,
        storeId: pos.store.id,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pos/sale-transactions',
        headers: deviceHeaders(credential, key),
        payload: saleBody(key, undefined, { docType: 9, transactionTime: TEST_NOW.toISOString() }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ docType: number; invoiceNo: string | null; profileId: string | null }>();
    };
    expect(await slip('R-slip-default')).toMatchObject({ docType: 9, invoiceNo: null });
    await setSetting('earsiv.thresholdAmount', 'tenant', 100);
    expect(await slip('R-slip-over')).toMatchObject({
      docType: 2,
      profileId: 'EARSIVFATURA',
      invoiceNo: expect.stringMatching(/^[A-Z0-9]{3}\d{13}$/),
    });
    await setSetting('earsiv.thresholdAmount', 'tenant', 120);
    expect(await slip('R-slip-equal')).toMatchObject({ docType: 9, invoiceNo: null });
  });

  it('the e-Arşiv cancel window decides which documents may be cancelled', async () => {
    const owner = await createUser(db, { tenantId: pos.tenant.id, isTenantOwner: true });
    const headers = (await signInAs(t.app, owner)).bearer;
    const issued = (daysAgo: number) =>
      createDocument(db, {
        tenantId: pos.tenant.id,
        storeId: pos.store.id,
        invoiceDate: minusDays(istanbulDay(new Date()), daysAgo),
      });
    const cancel = async (ettn: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invoice/cancel',
        headers,
        payload: {
          docType: 2,
          ettn,
          cancelReason: 'Müşteri vazgeçti',
          cancelDate: new Date().toISOString(),
        },
      });
    const threeDays = await issued(3);
    await setSetting('earsiv.cancelWindowDays', 'tenant', 2);
    const refused = await cancel(threeDays.ettn);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      details: { reason: 'cancelWindowPassed', cancelWindowDays: 2 },
    });
    expect(refused.json().message).toContain('2 gün');
    await setSetting('earsiv.cancelWindowDays', 'tenant', 3);
    expect((await cancel(threeDays.ettn)).statusCode).toBe(200);
  });

  it('the mail settings give every message its sender and reply-to address', async () => {
    const user = await createUser(db, { tenantId: pos.tenant.id });
    await setSetting('mail.senderName', 'global', 'Anadolu Belge');
    await setSetting('mail.senderAddress', 'global', 'belge@anadolu.test');
    await setSetting('mail.replyTo', 'global', 'destek@anadolu.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { email: user.email },
    });
    const mail = await smtp.mailTo(user.email);
    expect(mail.raw).toMatch(/^From: Anadolu Belge <belge@anadolu\.test>$/m);
    expect(mail.raw).toMatch(/^Reply-To: destek@anadolu\.test$/m);

    const test = await t.app.inject({
      method: 'POST',
      url: '/api/management/settings/test-mail',
      headers: adminInTenant,
      payload: { to: 'kontrol@anadolu.test' },
    });
    expect(test.json()).toEqual({ sent: true, from: 'Anadolu Belge <belge@anadolu.test>' });
    expect((await smtp.mailTo('kontrol@anadolu.test')).raw).toMatch(/^From: Anadolu Belge/m);
  });
});
