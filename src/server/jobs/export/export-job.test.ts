import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppPool } from '../../db/app-pool';
import { createDb, type TDb } from '../../db/database';
import { withSystemAccess } from '../../db/data-context';
import { exportRequests } from '../../db/schema/export-requests';
import { createMailer, type TMailer } from '../../lib/mailer';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument } from '../../test/document-factories';
import { createUser } from '../../test/factories';
import { startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';
import { claimDueExports } from '../../modules/invoice/invoice-export.public';
import {
  bearerFor,
  request,
  twoTenants,
  type THeaders,
} from '../../modules/invoice/invoice.test-support';
import { runPendingExports, silentLog } from './export-job.test-support';
import { readXlsx, xlsxAttachment } from './export-mail.test-support';
import { EXPORT_LEASE_SECONDS, EXPORT_MAX_ATTEMPTS } from './export-job';
import type { TExportDeps } from './run-export';

let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
let appPool: ReturnType<typeof createAppPool>;
let appDb: TDb;
let inbox: TSmtpInbox;
let asOwner: THeaders;
const today = istanbulDay(new Date());

function deps(mailer: TMailer): TExportDeps {
  return {
    db: appDb,
    pool: appPool,
    mailer,
    publicUrl: 'http://posbelge.test',
    log: silentLog,
    batchSize: 7,
  };
}

const runPending = (mailer: TMailer = createMailer({ ...t.config, smtpUrl: inbox.url })) =>
  runPendingExports(deps(mailer));

async function requestExport(body: object, headers = asOwner): Promise<string> {
  const res = await request(t, headers).post('/api/invoice/export', body);
  expect(res.statusCode).toBe(202);
  return res.json<{ exportRequestId: string }>().exportRequestId;
}

async function requestRow(id: string) {
  const [row] = await s.db.select().from(exportRequests).where(eq(exportRequests.id, id));
  return row;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp();
  appPool = createAppPool(t.config.databaseUrl ?? '', 3);
  appDb = createDb(appPool);
  s = await twoTenants(t);
  const tenantId = s.anadolu.tenant.id;
  const owner = await createUser(s.db, { tenantId, isTenantOwner: true });
  asOwner = await bearerFor(t, owner);
  const kadikoy = { tenantId, storeId: s.anadolu.kadikoy.id, storeName: s.anadolu.kadikoy.name };
  for (let i = 0; i < 23; i += 1) {
    await createDocument(s.db, {
      ...kadikoy,
      invoiceDate: minusDays(today, i % 9),
      invoiceNo: `KDK2026${String(i + 1).padStart(9, '0')}`,
      totalPayAmount: `${1000 + i}.${String(i).padStart(2, '0')}`,
      posUserFullName: 'Ayşe Kasiyer',
    });
  }
  await createDocument(s.db, {
    tenantId,
    storeId: s.anadolu.moda.id,
    storeName: '=HYPERLINK("http://evil.example","tıkla")',
    docType: 1,
    scenarioType: 2,
    invoiceNo: 'MDA2026000000001',
    posUserFullName: '+90 555',
    deviceDescription: '@SUM(A1:A2)',
    deviceSerialNumber: '-1+2',
    responseState: 3,
    responseMessage: '\t=1+1',
    currencyCode: 'EUR',
    totalPayAmount: '-15.00',
  });
  await createDocument(s.db, {
    tenantId,
    storeId: s.anadolu.moda.id,
    storeName: s.anadolu.moda.name,
    scenarioType: 2,
    invoiceNo: 'MDA2026000000002',
    responseState: 3,
    responseMessage: 'Ş'.repeat(40_000),
  });
  await createDocument(s.db, {
    tenantId: s.ege.tenant.id,
    storeId: s.ege.alsancak.id,
    storeName: s.ege.alsancak.name,
    invoiceNo: 'EGE2026000000001',
  });
});
afterAll(async () => {
  await t.close();
  await appPool.end();
  await inbox.close();
});

describe('document export job', () => {
  it('mails an .xlsx whose rows equal the filtered, sorted list, in batches of the cursor', async () => {
    const filter = `storeId:${s.anadolu.kadikoy.id}:eq`;
    const sort = 'totalPayAmount:desc';
    const id = await requestExport({ filter, sort, email: 'liste@example.com' });
    expect((await requestRow(id))?.status).toBe('pending');
    await runPending();

    const { rows, formats, sheetName } = await readXlsx(
      xlsxAttachment((await inbox.mailTo('liste@example.com')).raw),
    );
    const list = await request(t, asOwner).get(
      `/api/invoice/list?page=1&size=100&filter=${encodeURIComponent(filter)}&sort=${sort}`,
    );
    const expected = list.json<{ list: { invoiceNo: string; totalPayAmount: string }[] }>().list;
    expect(expected).toHaveLength(23);
    expect(sheetName).toBe('İşlemler');
    expect(rows[0]).toEqual([
      'Şube',
      'Belge Tipi',
      'Fatura No',
      'Fatura Tarihi',
      'Senaryo',
      'ETTN',
      'Kullanıcı',
      'Cihaz',
      'Toplam Tutar',
      'Durum',
      'GİB Durumu',
      'Müşteri Yanıtı',
    ]);
    const body = rows.slice(1);
    expect(body.map((r) => r[2])).toEqual(expected.map((d) => d.invoiceNo));
    expect(body.map((r) => r[8])).toEqual(expected.map((d) => Number(d.totalPayAmount)));
    const first = body[0] ?? [];
    expect(first[0]).toBe('Anadolu Kadıköy');
    expect(first[1]).toBe('E-Arşiv');
    expect(first[3]).toBeInstanceOf(Date);
    expect((first[3] as Date).toISOString().slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first[9]).toBe('Gönderildi');
    expect(formats[1]?.[3]).toBe('dd-mm-yyyy');
    expect(formats[1]?.[8]).toBe('#,##0.00 "TRY"');

    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'done', rowCount: 23, failureReason: null });
    const status = await request(t, asOwner).get(`/api/invoice/export/${id}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      status: 'done',
      rowCount: 23,
      email: 'liste@example.com',
    });
  });

  it('writes text that a spreadsheet would run as a formula as plain text', async () => {
    await requestExport({
      filter: 'invoiceNo:MDA2026000000001:search',
      email: 'formul@example.com',
    });
    await runPending();
    const { rows, formats } = await readXlsx(
      xlsxAttachment((await inbox.mailTo('formul@example.com')).raw),
    );
    expect(rows).toHaveLength(2);
    const row = rows[1] ?? [];
    expect(row[0]).toBe(`'=HYPERLINK("http://evil.example","tıkla")`);
    expect(row[6]).toBe(`'+90 555`);
    expect(row[7]).toBe(`'@SUM(A1:A2) / -1+2`);
    expect(row[11]).toBe(`Reddedildi - \t=1+1`);
    expect(row[8]).toBe(-15);
    expect(formats[1]?.[8]).toBe('#,##0.00 "EUR"');
  });

  it('cuts a text longer than a spreadsheet cell holds at its 32,767 characters', async () => {
    await requestExport({ filter: 'invoiceNo:MDA2026000000002:search', email: 'uzun@example.com' });
    await runPending();
    const { rows } = await readXlsx(xlsxAttachment((await inbox.mailTo('uzun@example.com')).raw));
    const response = String(rows[1]?.[11]);
    expect(response).toHaveLength(32_767);
    expect(response).toMatch(/^Reddedildi - ŞŞŞ/);
    expect(response.endsWith('Ş…')).toBe(true);
  });

  it('refuses an unknown sort when asked, so no request is recorded that cannot run', async () => {
    const res = await request(t, asOwner).post('/api/invoice/export', {
      sort: 'ettn:asc',
      email: 'siralama@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const rows = await s.db.select().from(exportRequests);
    expect(rows.map((r) => r.email)).not.toContain('siralama@example.com');
  });

  it('records a failed mail as failed with its reason, and the user sees "failed"', async () => {
    const id = await requestExport({ filter: '', email: 'kapali@example.com' });
    const broken: TMailer = {
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')),
    };
    await runPending(broken);
    expect(await requestRow(id)).toMatchObject({
      status: 'failed',
      rowCount: 25,
      failureReason: 'connect ECONNREFUSED 127.0.0.1:1',
    });
    const status = await request(t, asOwner).get(`/api/invoice/export/${id}`);
    expect(status.json()).toMatchObject({ status: 'failed', rowCount: null });
    expect(status.json()).not.toHaveProperty('failureReason');
  });

  it('picks up a request left by a dead worker, but never mails one twice', async () => {
    const lost = await requestExport({ filter: '', email: 'yeniden@example.com' });
    const mailing = await requestExport({ filter: '', email: 'ikinci@example.com' });
    // Both were claimed by a worker that died; one of them had already started its mail.
    await s.db.execute(sql`update export_requests
       set attempts = 1, lease_until = now() - interval '1 second'
     where id in (${lost}, ${mailing})`);
    await s.db
      .update(exportRequests)
      .set({ mailingAt: new Date() })
      .where(eq(exportRequests.id, mailing));
    const claims = await runPending();
    expect(claims.map((c) => c.exportRequestId)).toEqual([lost]);
    expect(await requestRow(lost)).toMatchObject({ status: 'done', attempts: 2, rowCount: 25 });
    expect(await requestRow(mailing)).toMatchObject({
      status: 'failed',
      failureReason: 'interrupted while mailing',
    });
    await expect(inbox.mailTo('ikinci@example.com', 300)).rejects.toThrow();
  });

  it('does not hand a claimed request to a second worker while its lease runs', async () => {
    const id = await requestExport({ filter: '', email: 'tek@example.com' });
    const claim = () =>
      withSystemAccess('test', () =>
        claimDueExports(appDb, {
          limit: 50,
          leaseSeconds: EXPORT_LEASE_SECONDS,
          maxAttempts: EXPORT_MAX_ATTEMPTS,
        }),
      );
    expect((await claim()).map((c) => c.exportRequestId)).toEqual([id]);
    expect(await claim()).toEqual([]);
    await s.db.update(exportRequests).set({ leaseUntil: null }).where(eq(exportRequests.id, id));
  });
});
