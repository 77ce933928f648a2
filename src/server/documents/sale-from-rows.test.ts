import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../db/database';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { seedDemoData } from '../db/seed/seed';
import { buildTestApp, type TTestApp } from '../test/app';
import { signInAs, testDb } from '../test/factories';
import { verifyWithXmlsec1 } from '../test/xmlsec';
import { ensureDocumentFiles } from './document-files.service';
import { resolveGibDir } from './gib-dir';
import { saleFromRows } from './sale-from-rows';
import { validateUblXsd } from './validation/xsd';
import { readDocumentFile } from './document-file.repository';

const NOW = new Date('2026-06-15T09:30:00Z');
const DOCUMENTS = 1500;
const PER_KIND = 2;

type TSeeded = {
  tenantId: string;
  id: string;
  docType: number;
  kind: string;
  invoiceNo: string;
  ettn: string;
  pay: string;
};

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await buildTestApp();
  db = testDb(t);
  await seedDemoData(t.pool, {
    documents: DOCUMENTS,
    seed: 1,
    now: NOW,
    secretKey: t.config.secretKey,
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function seeded(where: string, params: unknown[] = []): Promise<TSeeded[]> {
  const res = await t.pool.query<TSeeded>(
    `select tenant_id as "tenantId", id, doc_type as "docType", invoice_no as "invoiceNo", ettn,
            total_pay_amount::text as pay,
            concat_ws('/', doc_type, coalesce(profile_id, '-'), coalesce(invoice_type, 0)) as kind
       from documents where ${where} order by invoice_date, id`,
    params,
  );
  return res.rows;
}

function firstText(xml: string, element: string): string | undefined {
  return new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`).exec(xml)?.[1];
}

async function signedFile(doc: TSeeded): Promise<string> {
  const row = await readDocumentFile(db, { tenantId: doc.tenantId, documentId: doc.id }, 'signed');
  if (!row) throw new Error(`no signed file for ${doc.kind} ${doc.invoiceNo}`);
  return row.content.toString('utf8');
}

describe('saleFromRows', () => {
  it('rebuilds every seeded sale as a valid POS sale with the stored payable', async () => {
    const docs = await seeded('true');
    expect(docs).toHaveLength(DOCUMENTS);
    for (let i = 0; i < docs.length; i += 5) {
      await Promise.all(
        docs.slice(i, i + 5).map(async (doc) => {
          const sale = await saleFromRows(db, { tenantId: doc.tenantId, documentId: doc.id });
          expect(sale.amounts.pay, `${doc.kind} ${doc.id}`).toBe(doc.pay);
        }),
      );
    }
  }, 120_000);
});

describe('seeded documents through the engine', () => {
  it('build, sign and pass the XSD for every e-document kind the seed makes', async () => {
    const all = await seeded('doc_type <> 9');
    const taken = new Map<string, number>();
    const picks = all.filter((d) => {
      const n = taken.get(d.kind) ?? 0;
      taken.set(d.kind, n + 1);
      return n < PER_KIND;
    });
    const kinds = new Set(picks.map((d) => d.kind));
    for (const kind of [
      '1/TEMELFATURA/1',
      '1/TEMELFATURA/2',
      '1/TICARIFATURA/3',
      '1/TICARIFATURA/6',
      '1/IHRACAT/4',
      '2/EARSIVFATURA/2',
      '2/EARSIVFATURA/6',
      '5/TEMELIRSALIYE/0',
      '7/EARSIVBELGE/0',
      '8/-/0',
    ]) {
      expect(kinds).toContain(kind);
    }
    const deps = { db, config: t.config };
    await Promise.all(
      picks.map((d) => ensureDocumentFiles(deps, { tenantId: d.tenantId, documentId: d.id })),
    );
    const gibDir = resolveGibDir(t.config);
    for (const doc of picks) {
      const signed = await signedFile(doc);
      const kind = doc.docType === 5 ? 'despatchAdvice' : 'invoice';
      const xsd = await validateUblXsd(signed, { gibDir, kind });
      expect(xsd, doc.kind).toEqual({ valid: true, errors: [] });
      const xmlsec = verifyWithXmlsec1(signed);
      expect(xmlsec.ok, `${doc.kind}: ${xmlsec.output}`).toBe(true);
      expect(firstText(signed, 'cbc:ID')).toBe(doc.invoiceNo);
      expect(firstText(signed, 'cbc:UUID')?.toLowerCase()).toBe(doc.ettn);
      if (kind === 'invoice') expect(firstText(signed, 'cbc:PayableAmount')).toBe(doc.pay);
    }
  }, 300_000);

  it('downloads a seeded e-Arşiv invoice as signed UBL through the API', async () => {
    const [owner] = await t.pool
      .query<{ tenant_id: string }>(
        `select tenant_id from users where email = 'owner@anadolu.posbelge.test'`,
      )
      .then((r) => r.rows);
    if (!owner) throw new Error('the demo owner is missing');
    const [doc] = await seeded(
      `tenant_id = $1 and doc_type = 2 and status = 2 and not exists
         (select 1 from document_files f where f.tenant_id = documents.tenant_id and f.document_id = documents.id)`,
      [owner.tenant_id],
    );
    if (!doc) throw new Error('Anadolu Market has no sent e-Arşiv invoice');
    const { bearer } = await signInAs(
      t.app,
      { email: 'owner@anadolu.posbelge.test' },
      { password: DEMO_PASSWORD },
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoice/ubl?ettn=${doc.ettn}&dontCallIntegrator=true`,
      headers: bearer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(firstText(res.body, 'cbc:UUID')?.toLowerCase()).toBe(doc.ettn);
    expect(firstText(res.body, 'cbc:PayableAmount')).toBe(doc.pay);
    expect(res.body).toContain('<ds:SignatureValue');
  }, 120_000);
});
