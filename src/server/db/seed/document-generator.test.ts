import { describe, expect, it } from 'vitest';
import { DocumentStatus } from '../../../shared/domain/enums';
import { isValidTaxNo, isValidTckn } from '../../../shared/domain/tax-id';
import { istanbulDay, minusDays } from '../../../shared/format/istanbul-time';
import { CopyWriter } from './copy-binary';
import { documentRows, lineRows, paymentRows, saleRows } from './copy-rows';
import { DocumentGenerator } from './document-generator';
import type { TSeedDocument } from './document-types';
import { buildOrganisation } from './organisation';
import { uuidText } from './uuid-words';

const NOW = new Date('2026-06-15T09:30:00Z');

type TBody = {
  exchangeRate?: string;
  returnReference?: { invoiceNo: string; issueDate: string };
  exportBuyer?: { name: string };
  lineExports?: { gtip: string }[];
  despatchInfo?: {
    actualDespatchDate: string;
    driver: { tckn: string };
    vehiclePlate: string;
  };
};

function generate(
  seed: number,
  documents: number,
  exchanges = true,
): { docs: TSeedDocument[]; generator: DocumentGenerator } {
  const opts = { seed, documents, now: NOW, exchanges };
  const generator = new DocumentGenerator(buildOrganisation(seed), opts);
  return { docs: [...generator.documents()], generator };
}

/** Every row of the documents as COPY writes them. */
function copyBytes(docs: readonly TSeedDocument[]): Buffer {
  const w = new CopyWriter();
  for (const doc of docs) {
    documentRows.write(w, doc);
    saleRows.write(w, doc);
    for (const payment of doc.sale.payments) paymentRows.write(w, { doc, payment });
    for (const line of doc.lines) lineRows.write(w, { doc, line });
  }
  return Buffer.concat(w.take());
}

describe('DocumentGenerator', () => {
  const { docs, generator } = generate(1, 3000);

  it('makes exactly the documents asked for', () => {
    expect(docs).toHaveLength(3000);
  });

  it('gives the same rows for the same seed and other rows for another seed', () => {
    const rows = copyBytes(docs.slice(0, 50));
    expect(copyBytes(generate(1, 3000).docs.slice(0, 50)).equals(rows)).toBe(true);
    expect(copyBytes(generate(2, 3000).docs.slice(0, 50)).equals(rows)).toBe(false);
  });

  it('leaves the integrator exchanges out when asked, and nothing else changes', () => {
    const bare = generate(1, 3000, false).docs;
    expect(docs.some((d) => d.exchanges.length > 0)).toBe(true);
    expect(bare.every((d) => d.exchanges.length === 0)).toBe(true);
    expect(copyBytes(bare.slice(0, 200)).equals(copyBytes(docs.slice(0, 200)))).toBe(true);
  });

  it('produces each tenant’s documents in time order within the 13 months before now', () => {
    for (const tenant of new Set(docs.map((d) => d.tenant))) {
      const times = docs.filter((d) => d.tenant === tenant).map((d) => d.issuedMs);
      expect(times.every((t, i) => i === 0 || t >= (times[i - 1] ?? 0))).toBe(true);
      expect(times.at(-1)).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(docs.map((d) => d.invoiceDate).sort()[0]).toBe('2025-05-16');
  });

  it('makes every table’s rows in the order of its (tenant, id) indexes', () => {
    // Index builds then find their input sorted (time-ordered-ids.ts): the rows of each table in
    // the order generated must rise strictly by tenant id, then by id (lines: by sale, line no.).
    const keys = {
      documents: docs.map((d) => `${d.tenant.id} ${uuidText(d.id)}`),
      sales: docs.map((d) => `${d.tenant.id} ${uuidText(d.sale.id)}`),
      transactions: docs.map((d) => `${d.tenant.id} ${d.sale.transactionId}`),
      payments: docs.flatMap((d) => d.sale.payments.map((p) => `${d.tenant.id} ${uuidText(p.id)}`)),
      lines: docs.flatMap((d) => d.lines.map((l) => `${d.tenant.id} ${uuidText(l.id)}`)),
      lineNumbers: docs.flatMap((d) =>
        d.lines.map(
          (l) => `${d.tenant.id} ${uuidText(d.sale.id)} ${String(l.lineNo).padStart(3, '0')}`,
        ),
      ),
    };
    for (const [table, list] of Object.entries(keys)) {
      const unordered = list.findIndex((k, i) => i > 0 && !(k > (list[i - 1] ?? '')));
      expect({ table, unordered }).toEqual({ table, unordered: -1 });
    }
    expect(new Set(docs.map((d) => d.tenant.id)).size).toBeGreaterThan(1);
  });

  it('splits the documents over the tenants by their weight', () => {
    const counts = new Map<string, number>();
    for (const d of docs) counts.set(d.tenant.spec.key, (counts.get(d.tenant.spec.key) ?? 0) + 1);
    for (const tenant of buildOrganisation(1).tenants)
      expect(
        Math.abs((counts.get(tenant.spec.key) ?? 0) - 3000 * tenant.spec.weight),
      ).toBeLessThanOrEqual(1);
  });

  it('numbers each series gaplessly per year and reports the last number', () => {
    const seen = new Map<string, number>();
    for (const d of docs) {
      if (!d.series || !d.invoiceNo) continue;
      const year = d.invoiceDate.slice(0, 4);
      const key = `${d.series.id}:${year}`;
      const next = (seen.get(key) ?? 0) + 1;
      expect(d.invoiceNo).toBe(`${d.series.prefix}${year}${String(next).padStart(9, '0')}`);
      seen.set(key, next);
    }
    const counters = new Map(
      generator.invoiceCounters().map((c) => [`${c.seriesId}:${c.year}`, c.lastValue]),
    );
    expect(counters).toEqual(seen);
  });

  it('leaves information slips without a number', () => {
    for (const d of docs.filter((x) => x.docType === 9)) expect(d.invoiceNo).toBeNull();
  });

  it('keeps money consistent in kuruş', () => {
    for (const d of docs) {
      const payable = d.lines.reduce(
        (s, l) => s + l.lineAmount + l.vat - (l.withholding?.amount ?? 0),
        0,
      );
      expect(d.totals.payable).toBe(payable);
      const paid = d.sale.payments.filter((p) => p.status !== 'error' && p.status !== 'expired');
      if (!d.sale.noFinancialValue) expect(paid.reduce((s, p) => s + p.amount, 0)).toBe(payable);
    }
  });

  it('uses valid tax numbers for customers (the placeholder only as such)', () => {
    const taxNos = docs.flatMap((d) => (d.customer ? [d.customer.taxNo] : []));
    expect(taxNos.filter((t) => !isValidTaxNo(t, { allowPlaceholder: true }))).toEqual([]);
  });

  it('cancels only e-Arşiv documents and answers only commercial ones', () => {
    for (const d of docs) {
      if (d.outcome.status === 5) expect(d.docType).toBe(2);
      if (d.scenarioType !== 2) expect(d.outcome.response).toBeNull();
    }
  });

  it('gives the tenants that ask for it failed documents within the last week (spec §8)', () => {
    // Few documents: by chance alone a tenant's last week would often hold no failed one.
    const { docs } = generate(3, 2_000);
    const weekStart = minusDays(istanbulDay(NOW), 7);
    const recentStart = minusDays(istanbulDay(NOW), 4);
    const asking = docs.filter((d) => (d.tenant.spec.recentFailures ?? 0) > 0);
    expect(asking.length).toBeGreaterThan(0);
    for (const tenantId of new Set(asking.map((d) => d.tenant.id))) {
      const ofTenant = asking.filter((d) => d.tenant.id === tenantId);
      const wanted = ofTenant[0]?.tenant.spec.recentFailures ?? 0;
      const failed = ofTenant.filter(
        (d) => d.invoiceDate >= weekStart && d.outcome.status === DocumentStatus.failed,
      );
      const recent = ofTenant.filter((d) => d.invoiceDate >= recentStart).length;
      expect(recent).toBeGreaterThan(0);
      expect(failed.length).toBeGreaterThanOrEqual(Math.min(wanted, recent));
    }
  });

  it('writes ETTNs as version-4 UUIDs', () => {
    for (const d of docs.slice(0, 200)) {
      expect(uuidText(d.ettn)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });

  it('posts an empty body for an ordinary sale: the columns hold all of it', () => {
    const ordinary = docs.filter(
      (d) => d.currency === 'TRY' && d.invoiceType !== 2 && d.scenarioType !== 3 && d.docType !== 5,
    );
    expect(ordinary.length).toBeGreaterThan(docs.length / 2);
    expect(new Set(ordinary.map((d) => d.sale.requestBody))).toEqual(new Set(['{}']));
  });

  it('keeps in the request body what no column holds, so the document can be rebuilt', () => {
    const bodies = docs.map((d) => ({ d, body: JSON.parse(d.sale.requestBody) as TBody }));
    const returns = bodies.filter(({ d }) => d.invoiceType === 2);
    const exports = bodies.filter(({ d }) => d.scenarioType === 3);
    const despatches = bodies.filter(({ d }) => d.docType === 5);
    expect(Math.min(returns.length, exports.length, despatches.length)).toBeGreaterThan(0);
    for (const { d, body } of returns) {
      expect(d.profileId).not.toBe('TICARIFATURA');
      expect((body.returnReference?.issueDate ?? '9999') < d.invoiceDate).toBe(true);
      expect(body.returnReference?.invoiceNo).toMatch(/^[A-Z]{3}\d{13}$/);
    }
    for (const { d, body } of exports) {
      expect(body.exchangeRate).toMatch(/^\d+(\.\d+)?$/);
      expect(body.exportBuyer?.name).toBe(d.customer?.name);
      expect(body.lineExports?.map((e) => e.gtip)).toHaveLength(d.lines.length);
      for (const e of body.lineExports ?? []) expect(e.gtip).toMatch(/^\d{12}$/);
    }
    for (const { d, body } of despatches) {
      expect(body.despatchInfo?.actualDespatchDate).toBe(d.invoiceDate);
      expect(isValidTckn(body.despatchInfo?.driver.tckn ?? '')).toBe(true);
      expect(body.despatchInfo?.vehiclePlate).toMatch(/^\d{2}[A-Z]{1,3}\d{2,4}$/);
    }
  });
});
