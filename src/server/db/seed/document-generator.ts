import { splitByWeight } from './calendar';
import type { TSeedDocument } from './document-types';
import type { TOrganisation } from './organisation-types';
import {
  TenantDocuments,
  type TInvoiceCounter,
  type TTenantDocumentsOptions,
} from './tenant-documents';

/**
 * The demo documents, tenant after tenant in the order of their ids, each tenant's in time order:
 * the order of the tables' main indexes, which start with (tenant_id, time-ordered id), so the
 * bulk seed's index builds find their input sorted. Rows are produced one at a time: memory stays
 * flat whatever the count.
 */
export class DocumentGenerator {
  private readonly counters = new Map<string, TInvoiceCounter>();

  constructor(
    private readonly org: TOrganisation,
    private readonly opts: TTenantDocumentsOptions,
  ) {}

  /** Last number used per series and year, complete once iteration has finished. */
  invoiceCounters(): TInvoiceCounter[] {
    return [...this.counters.values()];
  }

  *documents(): Generator<TSeedDocument> {
    const tenants = this.org.tenants;
    const shares = splitByWeight(
      this.opts.documents,
      tenants.map((t) => t.spec.weight),
    );
    const order = tenants.map((tenant, i) => ({ tenant, documents: shares[i] ?? 0 }));
    order.sort((a, b) => (a.tenant.id < b.tenant.id ? -1 : 1));
    for (const { tenant, documents } of order) {
      const opts = { ...this.opts, documents };
      yield* new TenantDocuments(tenant, this.org.customers, this.counters, opts).documents();
    }
  }
}
