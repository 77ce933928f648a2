import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboard } from '../../../shared/dashboard/dashboard';
import {
  ZIntegratorRequest,
  ZIntegratorResponseList,
} from '../../../shared/invoice/document-actions';
import { prepareFirstStart } from '../../cli/first-start';
import { buildTestApp, type TTestApp } from '../../test/app';
import { signInAs } from '../../test/factories';
import { DEMO_PASSWORD } from './demo-accounts';

// The demo data as `npm start` makes it (prepareFirstStart, today's clock), smaller.
const DOCUMENTS = 3000;

let t: TTestApp;
let seededAt: Date;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date() });
  seededAt = new Date();
  await prepareFirstStart(t.pool, {
    nodeEnv: 'development',
    demo: false,
    adminEmail: undefined,
    baseUrl: 'http://localhost:3000',
    seedDocuments: DOCUMENTS,
    secretKey: t.config.secretKey,
    log: () => undefined,
  });
}, 180_000);

afterAll(() => t?.close());

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await t.pool.query(text, values)).rows as T[];
}

async function owner(email: string) {
  const { bearer } = await signInAs(t.app, { email }, { password: DEMO_PASSWORD });
  return (url: string) => t.app.inject({ method: 'GET', url, headers: bearer });
}

describe('the demo data of a first start', () => {
  it('leaves nothing unprocessed without the pipeline on it, and nothing waits over an hour without a reason', async () => {
    const stale = await rows(
      `select id from documents
        where status = 1 and (pipeline_step is null
          or (issued_at < $1::timestamptz - interval '1 hour' and failure_reason is null))`,
      [seededAt],
    );
    expect(stale).toEqual([]);
  });

  it('has the integrator exchanges of every document sent, cancelled or failed', async () => {
    const missing = await rows(
      `select d.id, d.status, d.doc_type from documents d
        where d.status in (2, 5, 6) and d.doc_type <> 9
          and not exists (select 1 from integrator_exchanges e
                           where e.tenant_id = d.tenant_id and e.document_id = d.id
                             and e.operation = 'send' and e.response_date is not null)`,
    );
    expect(missing).toEqual([]);
    const [counts] = await rows<{ sent: number; failed: number }>(
      `select count(*) filter (where status = 2)::int as sent,
              count(*) filter (where status = 6)::int as failed
         from documents where doc_type <> 9`,
    );
    expect(counts?.sent).toBeGreaterThan(0);
    expect(counts?.failed).toBeGreaterThan(0);
  });

  it('never has a Bilgi Fişi failed, waiting, resendable or sent to an integrator', async () => {
    const slips = await rows<{ status: number; resendable: boolean; n: number }>(
      `select status, is_resendable as resendable, count(*)::int as n from documents
        where doc_type = 9 group by 1, 2 order by 1, 2`,
    );
    expect(slips).toEqual([{ status: 2, resendable: false, n: expect.any(Number) }]);
    const exchanges = await rows(
      `select e.id from integrator_exchanges e join documents d
          on d.tenant_id = e.tenant_id and d.id = e.document_id where d.doc_type = 9`,
    );
    expect(exchanges).toEqual([]);
  });

  it('shows a failed document’s request and the integrator’s answers in their dialogs', async () => {
    const [failed] = await rows<{ id: string; ettn: string; email: string }>(
      `select d.id, d.ettn, u.email from documents d
         join users u on u.tenant_id = d.tenant_id and u.is_tenant_owner
        where d.status = 6 and d.doc_type <> 9 order by d.issued_at desc limit 1`,
    );
    if (!failed) throw new Error('the demo data has no failed document');
    const get = await owner(failed.email);
    const request = await get(`/api/invoice/integrator-request?documentId=${failed.id}`);
    expect(request.statusCode, request.body).toBe(200);
    const sent = ZIntegratorRequest.parse(request.json()).data;
    const xml = Buffer.from(sent.integratorRequestBase64 ?? '', 'base64').toString('utf8');
    expect(xml.includes(`<cbc:UUID>${failed.ettn.toUpperCase()}</cbc:UUID>`)).toBe(true);
    expect(sent.hash).toMatch(/^[0-9a-f]{64}$/);
    const answers = await get(`/api/invoice/integrator-response?ettn=${failed.ettn}`);
    expect(answers.statusCode, answers.body).toBe(200);
    expect(ZIntegratorResponseList.parse(answers.json()).list.length).toBeGreaterThan(0);
  });

  it('gives a dashboard whose per-type totals add up to its Ciro', async () => {
    const owners = await rows<{ email: string }>(
      `select email from users where is_tenant_owner order by email`,
    );
    for (const { email } of owners) {
      const get = await owner(email);
      for (const period of ['thisMonth', 'lastMonth']) {
        const res = await get(`/api/dashboard?period=${period}`);
        expect(res.statusCode, res.body).toBe(200);
        const dashboard = ZDashboard.parse(res.json());
        const byType = new Map<string, Decimal>();
        for (const row of dashboard.documentsSummaryInfoByDocType) {
          for (const a of row.amounts) {
            byType.set(
              a.currencyCode,
              (byType.get(a.currencyCode) ?? new Decimal(0)).plus(a.amount),
            );
          }
        }
        const ciro = dashboard.turnoverChart.totals.map((c) => [c.currencyCode, c.amount]);
        expect(ciro, `${email} ${period}`).toEqual(
          dashboard.turnoverChart.currencies.map((c) => [
            c,
            (byType.get(c) ?? new Decimal(0)).toFixed(2),
          ]),
        );
        expect([...byType.keys()].sort()).toEqual([...dashboard.turnoverChart.currencies].sort());
        const documents = dashboard.documentsSummaryInfoByDocType.reduce(
          (n, r) => n + r.documents,
          0,
        );
        expect(documents).toBe(dashboard.itemsPerDocument.documents);
      }
    }
  });
});
