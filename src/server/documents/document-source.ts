import { and, eq, inArray } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TDb } from '../db/database';
import { documents } from '../db/schema/documents';
import { saleTransactions } from '../db/schema/sales';
import { storeIntegratorConfigs, stores } from '../db/schema/stores';
import { tenants } from '../db/schema/tenants';
import { ZPosSaleTransaction } from '../../shared/pos/sale-transaction';
import type { TDocType, TInvoiceType, TScenarioType, TCurrency } from '../../shared/domain/enums';
import type { TSaleDocumentInput } from './sale-to-ubl/sale-document';
import { SaleDocumentError } from './sale-to-ubl/sale-document';
import { saleFromRows } from './sale-from-rows';

export type TDocumentRef = { tenantId: string; documentId: string };

export type TDocumentSource = {
  input: TSaleDocumentInput;
  /** The store's own stylesheet for this docType (spec: integrator config xslt main), if any. */
  storeXslt: Buffer | null;
};

type TSourceRow = {
  doc: typeof documents.$inferSelect;
  sale: typeof saleTransactions.$inferSelect | null;
  store: typeof stores.$inferSelect;
  tenantName: string;
};

async function sourceOf(
  db: TDb,
  ref: TDocumentRef,
  row: TSourceRow | undefined,
  xsltOf: (storeId: string, docType: number) => string | null,
): Promise<TDocumentSource> {
  if (!row) throw new SaleDocumentError(`document ${ref.documentId} does not exist`);
  const { doc, sale, store } = row;
  if (!sale) throw new SaleDocumentError('the document has no sale transaction to build from');
  if (!doc.invoiceNo) throw new SaleDocumentError('the document has no invoice number');
  const parsed = ZPosSaleTransaction.safeParse(sale.requestBody);
  // The demo generator stores a trimmed body: its sale is rebuilt from the normalized rows.
  const fromSale = parsed.success ? parsed.data : await saleFromRows(db, ref);
  // A buyer corrected before a resend replaces the sale's; everything else is as sold.
  const posSale = doc.buyerCorrection ? { ...fromSale, customer: doc.buyerCorrection } : fromSale;
  const xsltMain = xsltOf(doc.storeId, doc.docType);
  return {
    storeXslt: xsltMain ? Buffer.from(xsltMain, 'base64') : null,
    input: {
      sale: posSale,
      identity: {
        docType: doc.docType as TDocType,
        profile: doc.profileId,
        invoiceType: (doc.invoiceType ?? 1) as TInvoiceType,
        scenarioType: (doc.scenarioType ?? 1) as TScenarioType,
        invoiceNo: doc.invoiceNo,
        ettn: doc.ettn,
        issueDate: doc.invoiceDate,
        issueTime: (doc.invoiceTime ?? '00:00:00').slice(0, 8),
        currency: doc.currencyCode as TCurrency,
        exchangeRate: posSale.exchangeRate ?? null,
      },
      supplier: {
        tenantName: row.tenantName,
        storeName: store.name,
        taxNo: store.taxNo,
        taxOffice: store.taxOffice,
        room: store.room,
        streetName: store.streetName,
        buildingName: store.buildingName,
        buildingNumber: store.buildingNumber,
        citySubdivisionName: store.citySubdivisionName,
        cityName: store.cityName,
        postalZone: store.postalZone,
        countryName: store.countryName,
        email: store.email,
        phoneNumber: store.phoneNumber,
        website: store.website,
      },
    },
  };
}

/**
 * Everything the UBL builder needs for each of a tenant's documents, read in two statements in
 * the tenant's scope: its source, or why it cannot be built.
 */
export async function loadDocumentSources(
  db: TDb,
  tenantId: string,
  documentIds: readonly string[],
): Promise<(TDocumentSource | SaleDocumentError)[]> {
  const rows = await db
    .select({ doc: documents, sale: saleTransactions, store: stores, tenantName: tenants.name })
    .from(documents)
    .innerJoin(tenants, eq(tenants.id, documents.tenantId))
    .innerJoin(
      stores,
      and(eq(stores.tenantId, documents.tenantId), eq(stores.id, documents.storeId)),
    )
    .leftJoin(
      saleTransactions,
      and(
        eq(saleTransactions.tenantId, documents.tenantId),
        eq(saleTransactions.id, documents.saleTransactionId),
      ),
    )
    .where(tenantWhere(documents, tenantId, inArray(documents.id, [...documentIds])));
  const storeIds = [...new Set(rows.map((r) => r.doc.storeId))];
  const configs =
    storeIds.length === 0
      ? []
      : await db
          .select({
            storeId: storeIntegratorConfigs.storeId,
            docType: storeIntegratorConfigs.docType,
            xsltMain: storeIntegratorConfigs.xsltMain,
          })
          .from(storeIntegratorConfigs)
          .where(
            tenantWhere(
              storeIntegratorConfigs,
              tenantId,
              inArray(storeIntegratorConfigs.storeId, storeIds),
              inArray(storeIntegratorConfigs.docType, [...new Set(rows.map((r) => r.doc.docType))]),
            ),
          );
  const xsltOf = (storeId: string, docType: number) =>
    configs.find((c) => c.storeId === storeId && c.docType === docType)?.xsltMain ?? null;
  return Promise.all(
    documentIds.map((documentId) =>
      sourceOf(
        db,
        { tenantId, documentId },
        rows.find((r) => r.doc.id === documentId),
        xsltOf,
      ).catch((err: unknown) => {
        if (err instanceof SaleDocumentError) return err;
        throw err;
      }),
    ),
  );
}

/** Everything the UBL builder needs for one document, read in the tenant's scope. */
export async function loadDocumentSource(db: TDb, ref: TDocumentRef): Promise<TDocumentSource> {
  const [source] = await loadDocumentSources(db, ref.tenantId, [ref.documentId]);
  if (!source || source instanceof SaleDocumentError) {
    throw source ?? new SaleDocumentError(`document ${ref.documentId} does not exist`);
  }
  return source;
}
