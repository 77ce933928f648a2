import type { DoubleState, TDoubleDocument } from './double-state';
import { GIB_CODE_TEXTS } from './gib-codes';

/** One row of İzibiz's outgoing status table (docs/efatura/_getinvoicestatus.md). */
export type TOutgoingStatus = {
  code: number;
  substatus: string;
  text: string;
  gibCode: number | null;
  gibText: string | null;
  response: { code: 'KABUL' | 'RED'; text: string | null } | null;
};

const row = (code: number, substatus: string, text: string, gibCode: number | null = null) => ({
  code,
  substatus,
  text,
  gibCode,
  gibText: gibCode === null ? null : (GIB_CODE_TEXTS[gibCode] ?? null),
  response: null,
});

const FAILED = (gibCode: number) => row(136, 'SEND_FAILED', 'GÖNDERME İŞLEMİ BAŞARISIZ', gibCode);

/**
 * An outgoing e-Fatura or e-İrsaliye on the double's clock: taken (101), packed (104, GİB 1000),
 * waiting for GİB (109, 1100), then GİB's verdict: processed (110, 1200) and delivered (137, 1300),
 * or the rejection or delivery failure it was told to end with (136 and GİB's code). A commercial
 * invoice then waits for its buyer (111) until KABUL (112) or RED (120).
 */
export function outgoingStatusOf(state: DoubleState, doc: TDoubleDocument): TOutgoingStatus {
  const steps = state.stepsSince(doc);
  const rejected = doc.outcome > 1100 && doc.outcome < 1200;
  if (steps <= 0) return row(101, 'LOAD_SUCCEED', 'KUYRUĞA EKLENDİ');
  if (steps === 1) return row(104, 'PACKAGE_SUCCEED', 'PAKETLENDİ', 1000);
  if (steps === 2) return row(109, 'SEND_WAIT_GIB_RESPONSE', "GİB'DEN YANIT BEKLİYOR", 1100);
  if (rejected) return FAILED(doc.outcome);
  if (steps === 3) return row(110, 'SEND_WAIT_SYSTEM_RESPONSE', 'ALICIDAN YANIT BEKLİYOR', 1200);
  if (doc.outcome !== 1300) return FAILED(doc.outcome);
  if (doc.profileId !== 'TICARIFATURA') return row(137, 'SEND_SUCCEED', 'GÖNDERİLDİ', 1300);
  const answer = doc.buyerAnswer;
  if (!answer) return row(111, 'SEND_WAIT_APPLICATION_RESPONSE', 'ALICIDAN ONAY BEKLİYOR', 1300);
  const base = answer.accept
    ? row(112, 'ACCEPTED_SUCCEED', 'KABUL EDİLDİ', 1300)
    : row(120, 'REJECTED_SUCCEED', 'RET EDİLDİ', 1300);
  return { ...base, response: { code: answer.accept ? 'KABUL' : 'RED', text: answer.reason } };
}
