import crypto from 'node:crypto';
import type { TDb } from '../db/database';
import { devices } from '../db/schema/devices';
import { documentFiles } from '../db/schema/document-files';
import { documents } from '../db/schema/documents';
import { integratorExchanges } from '../db/schema/integrator-exchanges';
import { saleTransactionDetails, saleTransactions } from '../db/schema/sales';
import { invoiceSeries } from '../db/schema/series';
import { taxPayerAliases, taxPayers } from '../db/schema/taxpayers';
import { issueDeviceCredential } from '../modules/device/device.public';
import { unique } from './factories';

type TDocumentRow = typeof documents.$inferSelect;

/**
 * A document row as the pipeline leaves it; defaults to a sent e-Arşiv of today. Give
 * `saleTransaction: true` to create the sale it belongs to (needs a device, created too), with
 * `lines` sale lines written before the document, as the POS path does.
 */
export async function createDocument(
  db: TDb,
  overrides: Partial<typeof documents.$inferInsert> & {
    tenantId: string;
    storeId: string;
    saleTransaction?: boolean;
    lines?: number;
  },
): Promise<TDocumentRow> {
  const { saleTransaction, lines = 0, ...columns } = overrides;
  let saleTransactionId = columns.saleTransactionId ?? null;
  let deviceId = columns.deviceId ?? null;
  if (saleTransaction && !saleTransactionId) {
    const sale = await createSaleTransaction(db, {
      tenantId: columns.tenantId,
      storeId: columns.storeId,
      ...(deviceId ? { deviceId } : {}),
    });
    saleTransactionId = sale.id;
    deviceId = sale.deviceId;
    await createSaleLines(db, { tenantId: columns.tenantId, saleTransactionId }, lines);
  }
  const [row] = await db
    .insert(documents)
    .values({
      docType: 2,
      invoiceType: 1,
      scenarioType: 1,
      invoiceNo: `TST${new Date().getFullYear()}${String(crypto.randomInt(1e9)).padStart(9, '0')}`,
      invoiceDate: new Date().toISOString().slice(0, 10),
      ettn: crypto.randomUUID(),
      storeName: 'Test Şubesi',
      totalPayAmount: '12.50',
      status: 2,
      ...columns,
      saleTransactionId,
      deviceId,
    })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/** A device and a completed sale on it, enough for a document to point at. */
async function createSaleTransaction(
  db: TDb,
  overrides: Partial<typeof saleTransactions.$inferInsert> & { tenantId: string; storeId: string },
) {
  let deviceId = overrides.deviceId;
  if (!deviceId) {
    const [device] = await db
      .insert(devices)
      .values({
        tenantId: overrides.tenantId,
        storeId: overrides.storeId,
        serialNumber: `TS${unique()}`,
      })
      .returning();
    if (!device) throw new Error('device insert returned nothing');
    deviceId = device.id;
  }
  const key = unique();
  const [row] = await db
    .insert(saleTransactions)
    .values({
      transactionId: `T-${key}`,
      transactionTime: new Date(),
      totalPayAmount: '12.50',
      idempotencyKey: key,
      requestHash: key,
      requestBody: {},
      ...overrides,
      deviceId,
    })
    .returning();
  if (!row) throw new Error('sale insert returned nothing');
  return row;
}

/** `count` lines on a sale (numbered from `firstLineNo`), as the POS path stores them. */
export async function createSaleLines(
  db: TDb,
  sale: { tenantId: string; saleTransactionId: string },
  count: number,
  firstLineNo = 1,
): Promise<void> {
  if (count === 0) return;
  await db.insert(saleTransactionDetails).values(
    Array.from({ length: count }, (_, i) => ({
      ...sale,
      lineNo: firstLineNo + i,
      itemName: `Ürün ${firstLineNo + i}`,
      quantity: '1',
      unitPrice: '10',
      lineExtensionAmount: '10.00',
      vatRate: '20',
      vatAmount: '2.00',
    })),
  );
}

export async function createDocumentFile(
  db: TDb,
  doc: { tenantId: string; id: string },
  kind: 'ubl' | 'signed' | 'html' | 'pdf',
  content: string | Buffer,
  contentType = 'application/xml; charset=utf-8',
): Promise<void> {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  await db.insert(documentFiles).values({
    tenantId: doc.tenantId,
    documentId: doc.id,
    kind,
    content: bytes,
    contentType,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
  });
}

export async function createIntegratorExchange(
  db: TDb,
  overrides: Partial<typeof integratorExchanges.$inferInsert> & {
    tenantId: string;
    documentId: string;
  },
) {
  const [row] = await db
    .insert(integratorExchanges)
    .values({ operation: 'send', ...overrides })
    .returning();
  if (!row) throw new Error('exchange insert returned nothing');
  return row;
}

async function createDevice(
  db: TDb,
  overrides: Partial<typeof devices.$inferInsert> & { tenantId: string; storeId: string },
) {
  const [row] = await db
    .insert(devices)
    .values({ serialNumber: `PB${unique()}${unique()}`, description: 'Kasa 1', ...overrides })
    .returning();
  if (!row) throw new Error('device insert returned nothing');
  return row;
}

/** A device with a current credential, as the POS API sees it. */
export async function createDeviceWithCredential(
  db: TDb,
  secretKey: Buffer,
  overrides: Partial<typeof devices.$inferInsert> & { tenantId: string; storeId: string },
) {
  const device = await createDevice(db, overrides);
  const issued = await issueDeviceCredential(db, secretKey, {
    tenantId: device.tenantId,
    deviceId: device.id,
  });
  return { device, credential: issued.credential };
}

export async function createSeries(
  db: TDb,
  overrides: Partial<typeof invoiceSeries.$inferInsert> & {
    tenantId: string;
    storeId: string;
    docType: number;
    prefix: string;
  },
) {
  const [row] = await db.insert(invoiceSeries).values(overrides).returning();
  if (!row) throw new Error('series insert returned nothing');
  return row;
}

/** A GİB-registered e-Fatura user with a live mailbox (PK) alias. */
export async function createRegisteredTaxPayer(db: TDb, identifier: string, title = 'Alıcı A.Ş.') {
  await db.insert(taxPayers).values({ identifier, title, type: 'OZEL' });
  await db.insert(taxPayerAliases).values({
    identifier,
    documentType: 'Invoice',
    aliasKind: 'PK',
    aliasName: `urn:mail:${identifier}@pk.example.com`,
  });
}
