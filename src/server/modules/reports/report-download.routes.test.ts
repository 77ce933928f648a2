import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../test/app';
import { createDocument, createSeries } from '../../test/document-factories';
import { createAdmin, signInAs } from '../../test/factories';
import { twoTenants, type THeaders } from '../invoice/invoice.test-support';
import { createCatalogue } from './report-catalogue.test-support';
import { sealReportTicket } from './report-ticket';
import { downloadReport, pdfText, xlsxRows } from './reports.test-support';

let t: TTestApp;
let w: Awaited<ReturnType<typeof twoTenants>>;
let reportId: string;
let numberingId: string;
const DAY = TEST_NOW.toISOString().slice(0, 10);
const period = (extra: Record<string, string> = {}) => ({
  reportId,
  format: 'pdf',
  startDate: DAY,
  endDate: DAY,
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  w = await twoTenants(t);
  const { bearer: admin } = await signInAs(t.app, await createAdmin(w.db));
  ({
    reportIds: { CANCELLED_EARSIV: reportId = '', SERIES_NUMBERING: numberingId = '' },
  } = await createCatalogue(t, admin, ['CANCELLED_EARSIV', 'SERIES_NUMBERING']));
  const series = await createSeries(w.db, {
    tenantId: w.anadolu.tenant.id,
    storeId: w.anadolu.kadikoy.id,
    docType: 2,
    prefix: 'GAP',
  });
  for (const seq of [1, 2, 4]) {
    await createDocument(w.db, {
      tenantId: w.anadolu.tenant.id,
      storeId: w.anadolu.kadikoy.id,
      seriesId: series.id,
      invoiceNo: `GAP2026${String(seq).padStart(9, '0')}`,
      invoiceDate: DAY,
    });
  }
  const cancelled = { status: 5, invoiceDate: DAY, cancelDate: TEST_NOW };
  await createDocument(w.db, {
    ...cancelled,
    tenantId: w.anadolu.tenant.id,
    storeId: w.anadolu.kadikoy.id,
    storeName: 'Anadolu Kadıköy',
    cancelReason: 'Müşteri vazgeçti, ürün iade edildi',
  });
  await createDocument(w.db, {
    ...cancelled,
    tenantId: w.anadolu.tenant.id,
    storeId: w.anadolu.moda.id,
    storeName: 'Anadolu Moda Şişli',
    cancelReason: 'Yanlış tutar girildi',
  });
  await createDocument(w.db, {
    ...cancelled,
    tenantId: w.ege.tenant.id,
    storeId: w.ege.alsancak.id,
    storeName: 'Ege Alsancak',
    cancelReason: 'Ege iptal nedeni',
  });
});
afterAll(() => t.close());

describe('report download (spec §7 file downloader)', () => {
  it('gives a PDF with the Turkish texts of the tenant’s own rows only', async () => {
    const { config, file } = await downloadReport(t, w.asAnadolu, period());
    expect(config.json()).toMatchObject({ success: true });
    expect(config.json<{ backendRequestUrl: string }>().backendRequestUrl).toMatch(
      /^\/api\/reports\/file\/[0-9a-f-]{36}$/,
    );
    expect(file?.statusCode).toBe(200);
    expect(file?.headers['content-type']).toBe('application/pdf');
    expect(file?.headers['content-disposition']).toContain('.pdf');
    const text = pdfText(file?.rawPayload ?? Buffer.alloc(0));
    expect(text).toContain('Rapor CANCELLED_EARSIV İşlem Şube');
    expect(text).toContain('Müşteri vazgeçti, ürün iade edildi');
    expect(text).toContain('Anadolu Moda Şişli');
    expect(text).toContain('İptal nedeni');
    expect(text).toContain('Dönem: 22.11.2026 – 22.11.2026');
    expect(text).not.toContain('Ege iptal nedeni');
  });

  it('gives an .xlsx that exceljs reads back', async () => {
    const { file } = await downloadReport(t, w.asAnadolu, period({ format: 'xlsx' }));
    expect(file?.statusCode).toBe(200);
    const rows = await xlsxRows(file?.rawPayload ?? Buffer.alloc(0));
    const data = rows.filter((r) => r.includes('Yanlış tutar girildi'));
    expect(data).toHaveLength(1);
    expect(data[0]).toContain(12.5);
    expect(rows.flat()).not.toContain('Ege iptal nedeni');
  });

  it('writes the numbering report’s summary and missing ranges as text', async () => {
    const { file } = await downloadReport(t, w.asAnadolu, period({ reportId: numberingId }));
    const lines = pdfText(file?.rawPayload ?? Buffer.alloc(0)).split('\n');
    expect(lines.find((l) => l.includes('1 numara eksik'))).toMatch(
      /GAP\s+Anadolu Kadıköy\s+E-Arşiv\s+2026\s+1\s+4\s+3/,
    );
    expect(lines.find((l) => l.includes('Eksik aralık'))).toMatch(
      /GAP\s+Anadolu Kadıköy\s+E-Arşiv\s+2026\s+3\s+3/,
    );
  });

  it('shows a store user only the store, and refuses another store', async () => {
    const { file } = await downloadReport(t, w.asAnadoluKadikoy, period());
    const text = pdfText(file?.rawPayload ?? Buffer.alloc(0));
    expect(text).toContain('Müşteri vazgeçti');
    expect(text).not.toContain('Yanlış tutar');
    const other = await downloadReport(
      t,
      w.asAnadoluKadikoy,
      period({ storeId: w.anadolu.moda.id }),
    );
    expect(other.config.statusCode).toBe(403);
    const narrowed = await downloadReport(t, w.asAnadolu, period({ storeId: w.anadolu.moda.id }));
    const narrowedText = pdfText(narrowed.file?.rawPayload ?? Buffer.alloc(0));
    expect(narrowedText).toContain('Yanlış tutar');
    expect(narrowedText).not.toContain('Müşteri vazgeçti');
  });

  it('never lets another tenant’s token or store reach this tenant’s report', async () => {
    const mine = await downloadReport(t, w.asAnadolu, period());
    const theirs = await downloadReport(t, w.asEge, period());
    expect(pdfText(theirs.file?.rawPayload ?? Buffer.alloc(0))).not.toContain('Müşteri');
    // Ege's token on Anadolu's request URL, and the other way round.
    for (const [url, token] of [
      [mine.backendRequestUrl, theirs.accessToken],
      [theirs.backendRequestUrl, mine.accessToken],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: url ?? '',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const foreignStore = await downloadReport(t, w.asEge, period({ storeId: w.anadolu.moda.id }));
    expect(foreignStore.config.statusCode).toBe(404);
    expect(foreignStore.config.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a tampered, expired, missing or ended-session token', async () => {
    const { backendRequestUrl, accessToken = '' } = await downloadReport(t, w.asAnadolu, period());
    const get = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: backendRequestUrl ?? '',
        headers: authorization ? { authorization } : {},
      });
    const at = accessToken.length - 5;
    const flipped =
      accessToken.slice(0, at) + (accessToken[at] === 'A' ? 'B' : 'A') + accessToken.slice(at + 1);
    expect((await get(`Bearer ${flipped}`)).statusCode).toBe(401);
    expect((await get()).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const requestId = backendRequestUrl?.split('/').pop() ?? '';
    const expired = sealReportTicket(t.config.secretKey, {
      requestId,
      userId: w.anadolu.user.id,
      familyId: crypto.randomUUID(),
      tenantId: w.anadolu.tenant.id,
      storeId: null,
      reportId,
      format: 'pdf',
      language: 'tr',
      params: { startDate: DAY, endDate: DAY, storeId: null, docType: null },
      issuedAtMs: Date.now() - 120_000,
      expiresAtMs: Date.now() - 60_000,
    });
    const late = await get(`Bearer ${expired}`);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Oturumunuzun süresi doldu.',
    });
    const session = await signInAs(t.app, w.anadolu.user);
    const live = await downloadReport(t, session.bearer, period());
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.bearer });
    const ended = await t.app.inject({
      method: 'GET',
      url: live.backendRequestUrl ?? '',
      headers: { authorization: `Bearer ${live.accessToken}` },
    });
    expect(ended.statusCode).toBe(401);
  });

  it('lets a token fetch its file once, also when asked twice at the same moment', async () => {
    const { file, backendRequestUrl, accessToken } = await downloadReport(t, w.asAnadolu, period());
    expect(file?.statusCode).toBe(200);
    const again = (token = accessToken, url = backendRequestUrl) =>
      t.app.inject({
        method: 'GET',
        url: url ?? '',
        headers: { authorization: `Bearer ${token}` },
      });
    const replay = await again();
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const config = await t.app.inject({
      method: 'GET',
      url: `/internal/file-downloader/config?${new URLSearchParams(period()).toString()}`,
      headers: w.asAnadolu,
    });
    const fresh = config.json<{ backendRequestUrl: string; accessToken: string }>();
    const both = await Promise.all(
      [1, 2].map(() => again(fresh.accessToken, fresh.backendRequestUrl)),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers bad parameters with 400 and a code', async () => {
    const bad: Record<string, string>[] = [
      { endDate: '2026-11-01', startDate: '2026-11-02' },
      { startDate: '2026-02-30' },
      { startDate: '2025-01-01', endDate: '2026-11-22' },
      { format: 'docx' },
      { reportId: 'not-a-uuid' },
      { docType: '2' },
      { docType: '4' },
    ];
    for (const extra of bad) {
      const res = await downloadReport(t, w.asAnadolu, period(extra));
      expect(res.config.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.config.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const unknown = await downloadReport(t, w.asAnadolu, period({ reportId: crypto.randomUUID() }));
    expect(unknown.config.statusCode).toBe(404);
  });

  it('needs a session with the reports right', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/internal/file-downloader/config?${new URLSearchParams(period()).toString()}`,
    });
    expect(anonymous.statusCode).toBe(401);
    await t.pool.query(`update users set permissions = '{Invoice.View}' where id = $1`, [
      w.anadolu.user.id,
    ]);
    const { bearer } = await signInAs(t.app, w.anadolu.user);
    const refused = await downloadReport(t, bearer as THeaders, period());
    expect(refused.config.statusCode).toBe(403);
    await t.pool.query('update users set permissions = null where id = $1', [w.anadolu.user.id]);
  });
});
