import { verifyParsedUblSignature } from '../../signing/verify-signature';
import { ClientResponse, IntegratorStatus } from '../../../../shared/domain/enums';
import {
  GibStatus,
  gibStatusText,
  isGibDeliveryFailed,
  isGibRejection,
} from '../../../../shared/domain/gib-status';
import { DAY_MS } from '../../../../shared/format/istanbul-time';
import type {
  TCancelResult,
  TClientResponseResult,
  TFetchUblResult,
  TSendResult,
  TStatusResult,
  TTaxpayerLookupResult,
} from '../plugin-results';
import { SimulatorClock } from './clock';
import { historicDocument, type TSimulatorMemory } from './history';
import { KeyedQueue } from './keyed-queue';
import { parseStoreOptions, type TSimulatedFailureCode, type TSimulatorControl } from './control';
import {
  applyControl,
  SimulatorControlError,
  SimulatorFaults,
  type TControlResult,
} from './faults';
import { MalformedDocumentError, parseReceivedDocument } from './parse-document';
import {
  clientResponseAt,
  planEvents,
  stateAt,
  timelineAt,
  type TDeliveryOutcome,
  type TSimDocument,
} from './simulated-document';
import { alreadyRegistered, deferred, rejected, unknownState } from './send-results';
import type {
  TReceivedRecord,
  TSimulatorCallContext,
  TSimulatorEngineOptions,
} from './engine-types';
import { validateReceivedDocument } from './validate-document';

/** An integrator in front of GİB, in memory: validates, registers once per ETTN, reports progress. */
export class SimulatorEngine {
  readonly clock: SimulatorClock;
  readonly faults = new SimulatorFaults();
  readonly startedAt: number;
  readonly documents = new Map<string, TSimDocument>();
  private readonly received = new Map<string, TReceivedRecord>();
  private readonly locks = new KeyedQueue();
  private readonly opts: Required<Omit<TSimulatorEngineOptions, 'clock' | 'speed'>>;
  private memory: TSimulatorMemory | null = null;

  constructor(opts: TSimulatorEngineOptions) {
    this.clock = opts.clock ?? new SimulatorClock({ speed: opts.speed ?? 1 });
    this.startedAt = this.clock.nowMs();
    this.opts = {
      gibDir: opts.gibDir,
      stepMs: opts.stepMs ?? 1000,
      buyerResponseDelayMs: opts.buyerResponseDelayMs ?? 60 * 60 * 1000,
      cancelWindowMs: opts.cancelWindowMs ?? 7 * DAY_MS,
      verifySignature: opts.verifySignature ?? verifyParsedUblSignature,
    };
  }

  control(command: TSimulatorControl): TControlResult {
    return applyControl(this, command);
  }

  /** Where it keeps what it takes and finds documents delivered before it started (recall). */
  useMemory(memory: TSimulatorMemory | null): void {
    this.memory = memory;
  }

  /**
   * Registers a document from the history if the simulator does not know the ETTN yet, so a
   * status, cancel or UBL request about it is answered like a real integrator would. A recalled
   * document does not count as a delivery.
   */
  async recall(ettn: string): Promise<void> {
    const key = ettn.toLowerCase();
    if (!this.memory || this.documents.has(key)) return;
    const past = await this.memory.recall(key);
    if (!past || this.documents.has(key)) return;
    this.documents.set(key, historicDocument(past, this.clock.nowMs(), this.opts.stepMs));
  }

  reset(): void {
    this.documents.clear();
    this.received.clear();
    this.faults.clear();
  }

  receivedRecord(ettn: string): TReceivedRecord {
    const key = ettn.toLowerCase();
    return (
      this.received.get(key) ?? { ettn: key, deliveries: 0, attempts: 0, lastGibStatusCode: null }
    );
  }

  receivedRecords(): TReceivedRecord[] {
    return [...this.received.values()];
  }

  /**
   * Answers a question about an ETTN only after the sends of it already under way: an integrator
   * that has taken a document's bytes answers as registered (or refused), never as "unknown".
   */
  afterSends<T>(ettn: string, question: () => T | Promise<T>): Promise<T> {
    return this.locks.run(ettn.toLowerCase(), async () => question());
  }

  async send(
    ctx: TSimulatorCallContext,
    input: { ettn: string; signedXml: string },
  ): Promise<TSendResult> {
    const ettn = input.ettn.toLowerCase();
    return this.locks.run(ettn, async () => {
      // What it took before a restart is still registered (its memory survives the process).
      await this.recall(ettn);
      const record = this.receivedRecord(ettn);
      record.attempts += 1;
      this.received.set(ettn, record);
      const result = await this.accept(ctx, ettn, input.signedXml);
      record.lastGibStatusCode = result.gibStatusCode;
      return result;
    });
  }

  private async accept(
    ctx: TSimulatorCallContext,
    ettn: string,
    xml: string,
  ): Promise<TSendResult> {
    let received;
    try {
      received = parseReceivedDocument(xml);
    } catch (err) {
      if (!(err instanceof MalformedDocumentError)) throw err;
      return rejected(ettn, 1160, `XML okunamadı: ${err.message}`);
    }
    const { info } = received;
    if (info.ettn && info.ettn !== ettn) {
      return rejected(ettn, 1160, `Belgedeki ETTN (${info.ettn}) gönderilen ETTN ile uyuşmuyor`);
    }
    const earlier = this.documents.get(ettn);
    // GİB takes the same invoice again in a new envelope only after its delivery failed for good.
    if (earlier && !isGibDeliveryFailed(stateAt(earlier, this.clock.nowMs()).gibStatusCode)) {
      return alreadyRegistered(ettn);
    }
    const supplierTaxNo = info.supplierTaxNo ?? ctx.supplierTaxNo;
    const offline = this.faults.offlineTaxpayer(supplierTaxNo);
    if (offline) return deferred(ettn, `Mükellef entegratörde çevrimdışı: ${offline}`);
    const storeOptions = parseStoreOptions(ctx.integratorOptions);
    const invalid = await validateReceivedDocument(xml, received, this.opts);
    if (invalid) return rejected(ettn, invalid.code, invalid.reason);
    const code: TSimulatedFailureCode | undefined =
      this.faults.takeFailure(ettn) ??
      (storeOptions.failureMode === 'reject'
        ? (storeOptions.failureCode ?? GibStatus.schematronError)
        : undefined);
    if (code !== undefined && isGibRejection(code) && code !== GibStatus.alreadyRegistered) {
      return rejected(ettn, code, 'Simülatöre bu hata kodu verildi');
    }
    const now = this.clock.nowMs();
    const stepMs = storeOptions.responseDelayMs ?? this.opts.stepMs;
    const outcome: TDeliveryOutcome =
      code === undefined || code === GibStatus.alreadyRegistered ? GibStatus.success : code;
    // A redelivery continues the ETTN's timeline: each envelope starts with its own 1000.
    const events = [...(earlier?.events ?? []), ...planEvents(now, outcome, stepMs)];
    const deliveredAt = events.find((e) => e.code === GibStatus.success)?.at;
    const plan = storeOptions.clientResponse;
    this.documents.set(ettn, {
      ettn,
      info,
      supplierTaxNo,
      docType: ctx.docType,
      xml,
      receivedAt: now,
      events,
      buyerAnswer:
        deliveredAt !== undefined && (plan === 'accept' || plan === 'reject')
          ? {
              state: plan === 'accept' ? ClientResponse.accepted : ClientResponse.rejected,
              reason: plan === 'reject' ? 'Alıcı faturayı reddetti' : null,
              at: deliveredAt + this.opts.buyerResponseDelayMs,
            }
          : null,
      cancel: null,
    });
    const record = this.receivedRecord(ettn);
    record.deliveries += 1;
    // Kept before it answers: a restart of this process must not make it forget the document.
    await this.memory?.keep({
      ettn,
      docType: ctx.docType,
      profileId: info.profileId,
      invoiceNo: info.invoiceNo,
      supplierTaxNo,
      sentAt: new Date(now),
      cancelledAt: null,
      xml,
      attempts: record.attempts,
      deliveries: record.deliveries,
    });
    // An injected 1163: registered now, answered as if an earlier copy had been.
    if (code === GibStatus.alreadyRegistered) return alreadyRegistered(ettn);
    return {
      ettn,
      outcome: 'accepted',
      transient: false,
      gibStatusCode: GibStatus.queued,
      gibStatusText: gibStatusText(GibStatus.queued),
      integratorStatus: IntegratorStatus.sent,
      final: false,
      failureReason: null,
    };
  }

  status(ettn: string): TStatusResult {
    const doc = this.documents.get(ettn.toLowerCase());
    const now = this.clock.nowMs();
    if (!doc || now - doc.receivedAt < this.faults.statusLagMs)
      return {
        ...unknownState(ettn),
        known: false,
        failureReason: null,
        cancelled: false,
        clientResponse: null,
        timeline: [],
      };
    const response = clientResponseAt(doc, now);
    return {
      ...stateAt(doc, now),
      known: true,
      cancelled: doc.cancel !== null,
      clientResponse: response.applicable ? response : null,
      timeline: timelineAt(doc, now),
    };
  }

  cancel(ettn: string, input: { reason: string; cancelDate: Date }): TCancelResult {
    const doc = this.documents.get(ettn.toLowerCase());
    if (!doc)
      return {
        ...unknownState(ettn),
        cancelled: false,
        refusalReason: 'Belge entegratörde bulunamadı',
      };
    const now = this.clock.nowMs();
    const answer = (cancelled: boolean, refusalReason: string | null): TCancelResult => {
      const { failureReason: _, ...state } = stateAt(doc, now);
      return { ...state, cancelled, refusalReason };
    };
    if (doc.cancel) return answer(true, null);
    if (doc.info.profileId !== 'EARSIVFATURA') {
      return answer(false, 'Yalnız e-Arşiv faturaları iptal edilebilir');
    }
    const { integratorStatus } = stateAt(doc, now);
    if (
      integratorStatus === IntegratorStatus.failed ||
      integratorStatus === IntegratorStatus.sentError
    ) {
      return answer(false, 'Başarısız belge iptal edilemez');
    }
    if (now - doc.receivedAt > this.opts.cancelWindowMs) return answer(false, 'İptal süresi geçti');
    if (input.reason.trim().length < 2) return answer(false, 'İptal nedeni gerekli');
    doc.cancel = { at: now, reason: input.reason.trim(), cancelDate: input.cancelDate };
    return answer(true, null);
  }

  fetchUbl(ettn: string): TFetchUblResult {
    const doc = this.documents.get(ettn.toLowerCase());
    return { ettn, found: doc !== undefined, xml: doc?.xml ?? null };
  }

  clientResponse(ettn: string): TClientResponseResult {
    const doc = this.documents.get(ettn.toLowerCase());
    if (!doc)
      return {
        ettn,
        applicable: false,
        responseState: null,
        reason: null,
        responseDate: null,
        final: false,
      };
    return clientResponseAt(doc, this.clock.nowMs());
  }

  taxpayerLookup(taxNo: string): TTaxpayerLookupResult {
    return this.faults.taxpayer(taxNo, this.startedAt);
  }

  /** The buyer of a TICARIFATURA invoice accepts or rejects it: once, within 8 days. */
  answerAsBuyer(ettn: string, accept: boolean, reason: string | undefined): void {
    const doc = this.documents.get(ettn.toLowerCase());
    if (!doc) throw new SimulatorControlError(`Belge bulunamadı: ${ettn}`);
    const now = this.clock.nowMs();
    const current = clientResponseAt(doc, now);
    if (!current.applicable)
      throw new SimulatorControlError('Yalnız ticari faturalara yanıt verilir');
    if (current.responseState === null)
      throw new SimulatorControlError('Belge henüz alıcıya ulaşmadı');
    if (current.final) throw new SimulatorControlError('Belge zaten yanıtlandı');
    if (!accept && !reason?.trim()) throw new SimulatorControlError('Red için neden gerekli');
    doc.buyerAnswer = {
      state: accept ? 2 : 3,
      reason: accept ? null : (reason?.trim() ?? null),
      at: now,
    };
  }
}
