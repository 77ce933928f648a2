import { DocType } from '../../../../shared/domain/enums';
import { GibStatus } from '../../../../shared/domain/gib-status';
import { planEvents, type TSimDocument } from './simulated-document';

/**
 * A document the integrator already had before this simulator started (the demo data's history):
 * delivered at `sentAt`, cancelled when `cancelledAt` is set.
 */
export type THistoricDocument = {
  ettn: string;
  docType: number;
  profileId: string | null;
  invoiceNo: string | null;
  supplierTaxNo: string;
  sentAt: Date;
  cancelledAt: Date | null;
  /** The signed XML it holds, when it kept it (documents it took itself). */
  xml?: string;
};
export type TSimulatorHistory = (ettn: string) => Promise<THistoricDocument | null>;

/**
 * Where the simulator keeps what it took, as a real integrator does: `keep` runs before it
 * answers that it took a document, `recall` finds it again after a restart (or a document the
 * demo data says was sent).
 */
export type TSimulatorMemory = {
  recall: TSimulatorHistory;
  keep(taken: THistoricDocument & { attempts: number; deliveries: number }): Promise<void>;
};

/**
 * The simulator's record of a historic document: delivered (1300) by the time it was sent, and
 * cancelled when the history says so.
 */
export function historicDocument(
  past: THistoricDocument,
  nowMs: number,
  stepMs: number,
): TSimDocument {
  const ettn = past.ettn.toLowerCase();
  const receivedAt = Math.min(past.sentAt.getTime(), nowMs);
  return {
    ettn,
    info: {
      rootElement: past.docType === DocType.eIrsaliye ? 'DespatchAdvice' : 'Invoice',
      ettn,
      invoiceNo: past.invoiceNo,
      profileId: past.profileId,
      supplierTaxNo: past.supplierTaxNo,
      customerTaxNo: null,
      customerName: null,
      signed: true,
    },
    supplierTaxNo: past.supplierTaxNo,
    docType: past.docType,
    xml: past.xml ?? '',
    receivedAt,
    events: planEvents(receivedAt - 12 * stepMs, GibStatus.success, stepMs),
    buyerAnswer: null,
    cancel: past.cancelledAt
      ? { at: past.cancelledAt.getTime(), reason: 'Geçmiş iptal', cancelDate: past.cancelledAt }
      : null,
  };
}
