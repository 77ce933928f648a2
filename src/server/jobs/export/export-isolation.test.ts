import fs from 'node:fs/promises';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppPool, dataSettingsStatement } from '../../db/app-pool';
import { createDb, type TDb } from '../../db/database';
import { currentDataContext, settingsOf, withTenantAccess } from '../../db/data-context';
import { exportRequests } from '../../db/schema/export-requests';
import { createMailer, type TMailer } from '../../lib/mailer';
import { buildTestApp, type TTestApp } from '../../test/app';
import { createDocument } from '../../test/document-factories';
import { createStore, createTenant, createUser } from '../../test/factories';
import { startSmtpInbox, type TSmtpInbox } from '../../test/smtp-inbox';
import { istanbulDay } from '../../../shared/format/istanbul-time';
import { ZDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { exportRowStatements } from '../../modules/invoice/invoice-export.public';
import { bearerFor, request, twoTenants } from '../../modules/invoice/invoice.test-support';
import { runPendingExports, silentLog } from './export-job.test-support';
import { readXlsx, xlsxAttachment } from './export-mail.test-support';
import { writeExportWorkbook } from './export-workbook';

// The rows are read on the writer thread's own connection: these guard that it sees one tenant's
// rows only, and that its failure fails the request without a mail.
let t: TTestApp;
let s: Awaited<ReturnType<typeof twoTenants>>;
let appPool: ReturnType<typeof createAppPool>;
let appDb: TDb;
let inbox: TSmtpInbox;
let dir: string;
const today = istanbulDay(new Date());
const SHARED_PREFIX = 'ORT2026';

const runPending = (mailer: TMailer, pool: pg.Pool = appPool) =>
  runPendingExports({
    db: appDb,
    pool,
    mailer,
    publicUrl: 'http://x.test',
    log: silentLog,
    batchSize: 7,
  });

/** A TCP proxy to PostgreSQL that drops both sides when the client sends its `nth` FETCH. */
async function cuttingProxy(target: URL, nth: number) {
  let fetches = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (chunk.includes('fetch forward')) fetches += 1;
      if (fetches >= nth) cut();
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', cut);
    upstream.on('error', cut);
    client.on('close', cut);
    upstream.on('close', cut);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    fetches: () => fetches,
    close: () => server.close(),
  };
}

async function ownerHeaders(tenantId: string) {
  return bearerFor(t, await createUser(s.db, { tenantId, isTenantOwner: true }));
}

async function requestExport(headers: Awaited<ReturnType<typeof ownerHeaders>>, body: object) {
  const res = await request(t, headers).post('/api/invoice/export', body);
  expect(res.statusCode).toBe(202);
  return res.json<{ exportRequestId: string }>().exportRequestId;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp();
  appPool = createAppPool(t.config.databaseUrl ?? '', 3);
  appDb = createDb(appPool);
  s = await twoTenants(t);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'posbelge-isolation-'));
  const anadolu = { tenantId: s.anadolu.tenant.id, storeId: s.anadolu.kadikoy.id };
  const ege = { tenantId: s.ege.tenant.id, storeId: s.ege.alsancak.id };
  // Both tenants number their invoices alike: a filter on the prefix matches both.
  for (let i = 1; i <= 3; i += 1)
    await createDocument(s.db, { ...anadolu, invoiceNo: `${SHARED_PREFIX}00000000${i}` });
  for (let i = 1; i <= 2; i += 1)
    await createDocument(s.db, { ...ege, invoiceNo: `${SHARED_PREFIX}00000010${i}` });
});
afterAll(async () => {
  await t.close();
  await appPool.end();
  await inbox.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('document export on the writer thread', () => {
  it("never puts another tenant's rows in the file, even those the filter matches", async () => {
    const asOwner = await ownerHeaders(s.anadolu.tenant.id);
    const filter = `invoiceNo:${SHARED_PREFIX}:search`;
    await requestExport(asOwner, { filter, email: 'yalniz@example.com' });
    await runPending(createMailer({ ...t.config, smtpUrl: inbox.url }));
    const { rows } = await readXlsx(xlsxAttachment((await inbox.mailTo('yalniz@example.com')).raw));
    // One day, so the list's order among them is its tie-break (the id): compared as a set.
    expect(
      rows
        .slice(1)
        .map((r) => String(r[2]))
        .sort(),
    ).toEqual([1, 2, 3].map((i) => `${SHARED_PREFIX}00000000${i}`));
  });

  it("reads through row-level security: another tenant's where-clause finds nothing", async () => {
    // The statement of the other tenant's export, run where this tenant's would be: only the
    // connection's role and tenant stand between it and that tenant's rows.
    const query = ZDocumentListQuery.parse({ filter: `invoiceNo:${SHARED_PREFIX}:search` });
    const readAs = (tenantId: string, file: string) =>
      withTenantAccess(tenantId, async () => {
        const workbook = writeExportWorkbook(path.join(dir, file), 'tr', {
          connection: { connectionString: t.config.databaseUrl ?? '', application_name: 'test' },
          statements: exportRowStatements(
            appDb,
            { tenantId: s.ege.tenant.id, storeId: null },
            query,
            {
              now: new Date(),
              batchSize: 7,
              setup: dataSettingsStatement(settingsOf(currentDataContext()), { setRole: true }),
            },
          ),
        });
        try {
          return await workbook.finished;
        } finally {
          await workbook.close();
        }
      });
    expect(await readAs(s.ege.tenant.id, 'own.xlsx')).toBe(2);
    expect(await readAs(s.anadolu.tenant.id, 'other.xlsx')).toBe(0);
  });

  it('fails the request with a reason and mails nothing when the rows stop mid-file', async () => {
    const tenant = await createTenant(s.db);
    const store = await createStore(s.db, { tenantId: tenant.id });
    const own = { tenantId: tenant.id, storeId: store.id, storeName: store.name };
    for (let i = 0; i < 20; i += 1) await createDocument(s.db, { ...own, invoiceDate: today });
    const id = await requestExport(await ownerHeaders(tenant.id), { email: 'yarim@example.com' });
    // The writer's connection goes through a proxy that cuts it at the third fetch (batches of
    // 7): two batches are in the file when the rows stop.
    const proxy = await cuttingProxy(new URL(t.config.databaseUrl ?? ''), 3);
    const proxied = new URL(t.config.databaseUrl ?? '');
    proxied.host = `127.0.0.1:${proxy.port}`;
    const writerPool = createAppPool(proxied.toString(), 1);
    const send = vi.fn<TMailer['send']>(() => Promise.resolve());
    try {
      await runPending({ send }, writerPool);
    } finally {
      await writerPool.end();
      proxy.close();
    }
    expect(proxy.fetches()).toBe(3);
    const [row] = await s.db.select().from(exportRequests).where(eq(exportRequests.id, id));
    expect(row).toMatchObject({ status: 'failed', mailingAt: null, rowCount: null });
    expect(row?.failureReason).toMatch(/writer failed: .*(terminated|closed|ended)/i);
    expect(send).not.toHaveBeenCalled();
  });
});
