import { profileIdOf } from '../../../shared/domain/document-kind';
import {
  DocType,
  DocumentStatus,
  InvoiceType,
  SaleTransactionStatus,
  ScenarioType,
  type TDocType,
  type TPaymentStatus,
} from '../../../shared/domain/enums';
import { buildCalendar, documentsPerDay, formatTime, saleSeconds, type TSeedDay } from './calendar';
import {
  pickArchiveInvoiceType,
  pickCustomer,
  pickDomesticInvoiceType,
  pickExportCurrency,
  pickPaymentType,
  pickScenario,
} from './document-choices';
import { buildFailedOutcome, buildOutcome } from './document-status';
import type { TSeedDocument, TSeedPayment, TSeedSale } from './document-types';
import { buildLines, type TSeedTotals } from './lines';
import { requestBody } from './request-body';
import type { TOrganisation, TSeedDevice, TSeedStore, TSeedTenant } from './organisation-types';
import { DAY_MS } from '../../../shared/format/istanbul-time';
import { SeededRandom, weightedPicker } from './random';

// Spec §8's dialog counts a week; five days stay inside it if a run crosses midnight after seeding.
const RECENT_FAILURE_DAYS = 5;

export type TInvoiceCounter = {
  tenantId: string;
  seriesId: string;
  year: number;
  lastValue: number;
};

type TTenantPick = {
  tenant: TSeedTenant;
  pickStore: (rand: SeededRandom) => TSeedStore;
  pickDocType: (rand: SeededRandom) => TDocType;
};

/**
 * Generates documents in time order (oldest first), so each series' numbers rise with the date
 * and have no gaps. Rows are produced one at a time: memory stays flat whatever the count.
 */
export class DocumentGenerator {
  private readonly rand: SeededRandom;
  private readonly extras: SeededRandom;
  // Its own stream: forcing a few failures must not shift what every later document draws.
  private readonly failures: SeededRandom;
  private readonly recentFailures = new Map<string, number>();
  private readonly days: TSeedDay[];
  private readonly perDay: number[];
  private readonly pickTenant: (rand: SeededRandom) => TTenantPick;
  private readonly counters = new Map<string, TInvoiceCounter>();
  private readonly checkNumbers = new Map<string, number>();

  constructor(
    private readonly org: TOrganisation,
    opts: { seed: number; documents: number; now: Date },
    private readonly nowMs = opts.now.getTime(),
  ) {
    this.rand = new SeededRandom(opts.seed, 'documents');
    this.extras = new SeededRandom(opts.seed, 'document-extras');
    this.failures = new SeededRandom(opts.seed, 'recent-failures');
    this.days = buildCalendar(opts.now, opts.seed);
    this.perDay = documentsPerDay(this.days, opts.documents);
    this.pickTenant = weightedPicker(
      org.tenants.map((tenant): readonly [TTenantPick, number] => [
        {
          tenant,
          pickStore: weightedPicker(tenant.stores.map((s) => [s, s.weight] as const)),
          pickDocType: weightedPicker(tenant.spec.docTypes),
        },
        tenant.spec.weight,
      ]),
    );
  }

  /** Last number used per series and year, complete once iteration has finished. */
  invoiceCounters(): TInvoiceCounter[] {
    return [...this.counters.values()];
  }

  *documents(): Generator<TSeedDocument> {
    for (let d = 0; d < this.days.length; d++) {
      const day = this.days[d];
      const count = this.perDay[d] ?? 0;
      if (!day || count === 0) continue;
      // Receipt numbers on a till restart every day (after the Z report).
      this.checkNumbers.clear();
      const seconds = saleSeconds(this.rand, count, day.maxSecond);
      for (const second of seconds) yield this.document(day, second);
    }
  }

  private document(day: TSeedDay, second: number): TSeedDocument {
    const rand = this.rand;
    const { tenant, pickStore, pickDocType } = this.pickTenant(rand);
    const store = pickStore(rand);
    const device = rand.pick(store.devices);
    const docType = pickDocType(rand);
    const scenario = docType === DocType.eFatura ? pickScenario(rand, tenant.sector) : null;
    const invoiceType =
      docType === DocType.eFatura
        ? scenario === ScenarioType.export
          ? InvoiceType.istisna
          : pickDomesticInvoiceType(rand)
        : docType === DocType.eArsiv
          ? pickArchiveInvoiceType(rand)
          : null;
    // GİB: an İade is a TEMELFATURA (or e-Arşiv), never a TICARIFATURA.
    const iadeAsCommercial = invoiceType === InvoiceType.iade && scenario === ScenarioType.ticari;
    const scenarioType = iadeAsCommercial ? ScenarioType.temel : scenario;
    const exporting = scenarioType === ScenarioType.export;
    const currency = exporting ? pickExportCurrency(rand) : 'TRY';
    const invoiceTime = formatTime(second);
    const issuedMs = day.startMs + second * 1000;
    const commercial = scenarioType === ScenarioType.ticari;
    const drawn = buildOutcome(rand, docType, commercial, issuedMs, this.nowMs);
    const outcome = this.forcesFailure(tenant, issuedMs, drawn.status)
      ? buildFailedOutcome(this.failures, docType, commercial, issuedMs, this.nowMs)
      : drawn;
    const { lines, totals } = buildLines(rand, tenant.sector, invoiceType, exporting, currency);
    const series = store.series.find((s) => s.docType === docType) ?? null;
    const doc: TSeedDocument = {
      tenant,
      store,
      device,
      id: rand.uuid(),
      ettn: rand.uuid(),
      docType,
      invoiceType,
      scenarioType,
      // Demo e-Adisyon rows have always had no profile (the POS path stores EARSIVBELGE).
      profileId: docType === DocType.eAdisyon ? null : profileIdOf(docType, scenarioType),
      series,
      invoiceNo: series ? this.nextInvoiceNo(tenant.id, series.id, series.prefix, day.year) : null,
      invoiceDate: day.date,
      invoiceEpochDay: day.epochDay,
      invoiceTime,
      invoiceSecond: second,
      issuedMs,
      posUserFullName: rand.pick(store.cashiers),
      currency,
      customer: pickCustomer(rand, docType, scenarioType, this.org.customers),
      outcome,
      lines,
      totals,
      sale: this.sale(
        rand,
        tenant,
        store,
        device,
        docType,
        invoiceType === InvoiceType.iade,
        outcome.status,
        totals,
      ),
    };
    doc.sale.requestBody = requestBody(doc, this.extras);
    return doc;
  }

  /**
   * Spec §8 counts a tenant's failed documents of the last week (Istanbul days): a tenant whose
   * spec asks for it gets that many failed among its documents of the last RECENT_FAILURE_DAYS
   * days, well inside the window even when a test runs past midnight after seeding.
   */
  private forcesFailure(tenant: TSeedTenant, issuedMs: number, drawn: number): boolean {
    if (this.nowMs - issuedMs > RECENT_FAILURE_DAYS * DAY_MS || issuedMs > this.nowMs) return false;
    const failed = this.recentFailures.get(tenant.id) ?? 0;
    if (failed >= (tenant.spec.recentFailures ?? 0)) return false;
    this.recentFailures.set(tenant.id, failed + 1);
    return drawn !== DocumentStatus.failed;
  }

  private sale(
    rand: SeededRandom,
    tenant: TSeedTenant,
    store: TSeedStore,
    device: TSeedDevice,
    docType: TDocType,
    isReturn: boolean,
    status: number,
    totals: TSeedTotals,
  ): TSeedSale {
    const open = docType === DocType.eAdisyon && status === DocumentStatus.pending;
    const check = (this.checkNumbers.get(device.id) ?? 0) + 1;
    this.checkNumbers.set(device.id, check);
    const noFinancialValue = docType === DocType.eIrsaliye;
    return {
      id: rand.uuid(),
      transactionId: rand.uuid(),
      status:
        status === DocumentStatus.cancelled
          ? SaleTransactionStatus.cancelled
          : open
            ? SaleTransactionStatus.open
            : SaleTransactionStatus.completed,
      finalizerDevice: docType === DocType.eAdisyon ? rand.pick(store.devices) : null,
      checkNo: String(check).padStart(4, '0'),
      noFinancialValue,
      requestBody: '',
      payments: noFinancialValue
        ? []
        : payments(
            rand,
            tenant,
            docType,
            totals.payable,
            open
              ? 'pending'
              : status === DocumentStatus.cancelled || isReturn
                ? 'refund'
                : 'completed',
          ),
    };
  }

  private nextInvoiceNo(tenantId: string, seriesId: string, prefix: string, year: number): string {
    const key = `${seriesId}:${year}`;
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { tenantId, seriesId, year, lastValue: 0 };
      this.counters.set(key, counter);
    }
    counter.lastValue += 1;
    return `${prefix}${year}${String(counter.lastValue).padStart(9, '0')}`;
  }
}

function payments(
  rand: SeededRandom,
  tenant: TSeedTenant,
  docType: TDocType,
  payable: number,
  status: TPaymentStatus,
): TSeedPayment[] {
  const out: TSeedPayment[] = [];
  const type = pickPaymentType(rand, tenant.sector, docType);
  const finalStatus: TPaymentStatus =
    status === 'refund' && rand.chance(0.03) ? 'refund_error' : status;
  // A declined or timed-out card attempt before the payment that went through.
  if (type.endsWith('_card') && rand.chance(0.015)) {
    out.push({
      id: rand.uuid(),
      paymentType: type,
      status: rand.chance(0.7) ? 'error' : 'expired',
      amount: payable,
    });
  }
  if (type !== 'cash' && payable >= 20000 && tenant.sector !== 'yapi' && rand.chance(0.1)) {
    const cash = Math.floor((payable * rand.int(10, 60)) / 100);
    out.push({ id: rand.uuid(), paymentType: 'cash', status: finalStatus, amount: cash });
    out.push({ id: rand.uuid(), paymentType: type, status: finalStatus, amount: payable - cash });
  } else {
    out.push({ id: rand.uuid(), paymentType: type, status: finalStatus, amount: payable });
  }
  return out;
}
