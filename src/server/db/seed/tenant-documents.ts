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
import { DAY_MS } from '../../../shared/format/istanbul-time';
import { buildCalendar, formatTime, saleSeconds, splitByWeight, type TSeedDay } from './calendar';
import {
  pickArchiveInvoiceType,
  pickCustomer,
  pickDomesticInvoiceType,
  pickExportCurrency,
  pickPaymentType,
  pickScenario,
} from './document-choices';
import { buildFailedOutcome, buildOutcome } from './document-status';
import { seedExchanges } from './exchanges';
import type { TSeedDocument, TSeedPayment, TSeedSale } from './document-types';
import { buildLines, type TSeedTotals } from './lines';
import type { TSeedCustomer, TSeedDevice, TSeedStore, TSeedTenant } from './organisation-types';
import { SeededRandom, weightedPicker } from './random';
import { requestBody } from './request-body';
import { TimeOrderedIds } from './time-ordered-ids';
import { uuidText, type TUuidWords } from './uuid-words';

// Spec §8's dialog counts a week; five days stay inside it if a run crosses midnight after seeding.
const RECENT_FAILURE_DAYS = 5;

export type TTenantDocumentsOptions = {
  seed: number;
  documents: number;
  now: Date;
  /** Each document's integrator exchanges (exchanges.ts); false leaves them out. */
  exchanges: boolean;
};

/** Last number used in a series and year. */
export type TInvoiceCounter = {
  tenantId: string;
  seriesId: string;
  year: number;
  lastValue: number;
};

/**
 * One tenant's documents in time order (oldest first), so each series' numbers rise with the date
 * and have no gaps, and the ids rise with them. Every draw comes from the tenant's own streams: a
 * tenant's data does not depend on how many documents the others get.
 */
export class TenantDocuments {
  private readonly rand: SeededRandom;
  private readonly extras: SeededRandom;
  // Its own stream: forcing a few failures must not shift what every later document draws.
  private readonly failures: SeededRandom;
  private readonly ids: TimeOrderedIds;
  private readonly pickStore: (rand: SeededRandom) => TSeedStore;
  private readonly pickDocType: (rand: SeededRandom) => TDocType;
  private readonly checkNumbers = new Map<string, number>();
  private recentFailures = 0;

  constructor(
    private readonly tenant: TSeedTenant,
    private readonly customers: readonly TSeedCustomer[],
    private readonly counters: Map<string, TInvoiceCounter>,
    private readonly opts: TTenantDocumentsOptions,
    private readonly nowMs = opts.now.getTime(),
  ) {
    const key = tenant.spec.key;
    this.rand = new SeededRandom(opts.seed, `documents:${key}`);
    this.extras = new SeededRandom(opts.seed, `document-extras:${key}`);
    this.failures = new SeededRandom(opts.seed, `recent-failures:${key}`);
    this.ids = new TimeOrderedIds(new SeededRandom(opts.seed, `ids:${key}`));
    this.pickStore = weightedPicker(tenant.stores.map((s) => [s, s.weight] as const));
    this.pickDocType = weightedPicker(tenant.spec.docTypes);
  }

  *documents(): Generator<TSeedDocument> {
    const days = buildCalendar(this.opts.now, this.opts.seed, `calendar:${this.tenant.spec.key}`);
    const perDay = splitByWeight(
      this.opts.documents,
      days.map((d) => d.weight),
    );
    for (let d = 0; d < days.length; d++) {
      const day = days[d];
      const count = perDay[d] ?? 0;
      if (!day || count === 0) continue;
      // Receipt numbers on a till restart every day (after the Z report).
      this.checkNumbers.clear();
      const seconds = saleSeconds(this.rand, count, day.maxSecond);
      for (const second of seconds) yield this.document(day, second);
    }
  }

  private document(day: TSeedDay, second: number): TSeedDocument {
    const { rand, tenant } = this;
    const store = this.pickStore(rand);
    const device = rand.pick(store.devices);
    const docType = this.pickDocType(rand);
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
    const outcome = this.forcesFailure(issuedMs, docType, drawn.status)
      ? buildFailedOutcome(this.failures, docType, commercial, issuedMs, this.nowMs)
      : drawn;
    const newId = () => this.ids.next(issuedMs);
    const { lines, totals } = buildLines(rand, newId, {
      sector: tenant.sector,
      invoiceType,
      isExport: exporting,
      currency,
    });
    const series = store.series.find((s) => s.docType === docType) ?? null;
    const doc: TSeedDocument = {
      tenant,
      store,
      device,
      id: newId(),
      ettn: rand.uuidWords(),
      docType,
      invoiceType,
      scenarioType,
      // Demo e-Adisyon rows have always had no profile (the POS path stores EARSIVBELGE).
      profileId: docType === DocType.eAdisyon ? null : profileIdOf(docType, scenarioType),
      series,
      invoiceNo: series ? this.nextInvoiceNo(series.id, series.prefix, day.year) : null,
      invoiceDate: day.date,
      invoiceEpochDay: day.epochDay,
      invoiceTime,
      invoiceSecond: second,
      issuedMs,
      posUserFullName: rand.pick(store.cashiers),
      currency,
      customer: pickCustomer(rand, docType, scenarioType, this.customers),
      outcome,
      lines,
      totals,
      exchanges: [],
      sale: this.sale(
        newId,
        store,
        device,
        docType,
        invoiceType === InvoiceType.iade,
        outcome.status,
        totals,
      ),
    };
    doc.sale.requestBody = requestBody(doc, this.extras);
    if (this.opts.exchanges) doc.exchanges = seedExchanges(doc, this.nowMs);
    return doc;
  }

  /**
   * Spec §8 counts a tenant's failed documents of the last week (Istanbul days): a tenant whose
   * spec asks for it gets that many failed among its documents of the last RECENT_FAILURE_DAYS
   * days, well inside the window even when a test runs past midnight after seeding. An
   * information slip never fails (document-status.ts), so it never counts as one.
   */
  private forcesFailure(issuedMs: number, docType: TDocType, drawn: number): boolean {
    if (this.nowMs - issuedMs > RECENT_FAILURE_DAYS * DAY_MS || issuedMs > this.nowMs) return false;
    if (docType === DocType.bilgiFisi) return false;
    if (this.recentFailures >= (this.tenant.spec.recentFailures ?? 0)) return false;
    this.recentFailures += 1;
    return drawn !== DocumentStatus.failed;
  }

  private sale(
    newId: () => TUuidWords,
    store: TSeedStore,
    device: TSeedDevice,
    docType: TDocType,
    isReturn: boolean,
    status: number,
    totals: TSeedTotals,
  ): TSeedSale {
    const rand = this.rand;
    const open = docType === DocType.eAdisyon && status === DocumentStatus.pending;
    const check = (this.checkNumbers.get(device.id) ?? 0) + 1;
    this.checkNumbers.set(device.id, check);
    const noFinancialValue = docType === DocType.eIrsaliye;
    return {
      id: newId(),
      // The device's own id for the sale; time-ordered too, like the index on it.
      transactionId: uuidText(newId()),
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
            newId,
            this.tenant,
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

  private nextInvoiceNo(seriesId: string, prefix: string, year: number): string {
    const key = `${seriesId}:${year}`;
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { tenantId: this.tenant.id, seriesId, year, lastValue: 0 };
      this.counters.set(key, counter);
    }
    counter.lastValue += 1;
    return `${prefix}${year}${String(counter.lastValue).padStart(9, '0')}`;
  }
}

function payments(
  rand: SeededRandom,
  newId: () => TUuidWords,
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
      id: newId(),
      paymentType: type,
      status: rand.chance(0.7) ? 'error' : 'expired',
      amount: payable,
    });
  }
  if (type !== 'cash' && payable >= 20000 && tenant.sector !== 'yapi' && rand.chance(0.1)) {
    const cash = Math.floor((payable * rand.int(10, 60)) / 100);
    out.push({ id: newId(), paymentType: 'cash', status: finalStatus, amount: cash });
    out.push({ id: newId(), paymentType: type, status: finalStatus, amount: payable - cash });
  } else {
    out.push({ id: newId(), paymentType: type, status: finalStatus, amount: payable });
  }
  return out;
}
