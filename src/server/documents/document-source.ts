import { and, eq } from 'drizzle-orm';
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

/** Everything the UBL builder needs for one document, read in the tenant's scope. */
export async function loadDocumentSource(db: TDb, ref: TDocumentRef): Promise<TDocumentSource> {
  const [row] = await db
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
    .where(tenantWhere(documents, ref.tenantId, eq(documents.id, ref.documentId)));
  if (!row) throw new SaleDocumentError(`document ${ref.documentId} does not exist`);
  const { doc, sale, store } = row;
  if (!sale) throw new SaleDocumentError('the document has no sale transaction to build from');
  if (!doc.invoiceNo) throw new SaleDocumentError('the document has no invoice number');
  const parsed = ZPosSaleTransaction.safeParse(sale.requestBody);
  // The demo generator stores a trimmed body: its sale is rebuilt from the normalized rows.
  const fromSale = parsed.success ? parsed.data : await saleFromRows(db, ref);
  // A buyer corrected before a resend replaces the sale's; everything else is as sold.
  const posSale = doc.buyerCorrection ? { ...fromSale, customer: doc.buyerCorrection } : fromSale;
  const [config] = await db
    .select({ xsltMain: storeIntegratorConfigs.xsltMain })
    .from(storeIntegratorConfigs)
    .where(
      tenantWhere(
        storeIntegratorConfigs,
        { tenantId: ref.tenantId, storeId: doc.storeId },
        eq(storeIntegratorConfigs.docType, doc.docType),
      ),
    );
  return {
    storeXslt: config?.xsltMain ? Buffer.from(config.xsltMain, 'base64') : null,
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
