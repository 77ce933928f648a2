import type { TIntegratorStatus } from './plugin-results';

/** GİB envelope codes an integrator reports (domain.md "Statuses and GİB codes"). */
export const GIB_STATUS_TEXT = {
  1000: 'ZARF KUYRUĞA EKLENDİ',
  1100: 'ZARF İŞLENİYOR',
  1150: 'SCHEMATRON KONTROL SONUCU HATALI',
  1160: 'XML ŞEMA KONTROLÜNDEN GEÇEMEDİ',
  1163: 'GÖNDERİLEN ZARF SİSTEMDE DAHA ÖNCE KAYITLI OLARAK BULUNMAKTADIR',
  1177: 'GEÇERSİZ İMZA',
  1200: 'ZARF BAŞARIYLA İŞLENDİ',
  1210: 'DOKÜMAN BULUNAN ADRESE GÖNDERİLEMEDİ, TEKRAR DENENECEK',
  1215: 'DOKÜMAN GÖNDERİMİ BAŞARISIZ, TEKRAR DENENMEYECEK',
  1220: 'HEDEFTEN SİSTEM YANITI GELMEDİ',
  1230: 'HEDEFTEN SİSTEM YANITI BAŞARISIZ GELDİ',
  1300: 'BAŞARIYLA TAMAMLANDI',
} as const;
export type TGibStatusCode = keyof typeof GIB_STATUS_TEXT;

/** Rejected while processing: nothing is registered, the document must be fixed and resent. */
export const GIB_REJECTION_CODES = [1150, 1160, 1163, 1177] as const;
/** Delivery outcomes after GİB processed the envelope (1200). */
export const GIB_DELIVERY_FAILURE_CODES = [1210, 1215, 1220, 1230] as const;
export type TGibRejectionCode = (typeof GIB_REJECTION_CODES)[number];
export type TGibDeliveryFailureCode = (typeof GIB_DELIVERY_FAILURE_CODES)[number];

/** How each code shows as the spec's integrator status. */
export const INTEGRATOR_STATUS_BY_GIB_CODE: Record<TGibStatusCode, TIntegratorStatus> = {
  1000: 2,
  1100: 2,
  1150: 6,
  1160: 6,
  // The duplicate send is ignored; the registered document keeps its own status.
  1163: 7,
  1177: 6,
  1200: 3,
  1210: 20,
  1215: 20,
  1220: 21,
  1230: 6,
  1300: 4,
};

/** 1220 turns final only after 48 hours without a reply (domain.md). */
export const NO_REPLY_FINAL_AFTER_MS = 48 * 60 * 60 * 1000;

export function gibStatusText(code: TGibStatusCode): string {
  return GIB_STATUS_TEXT[code];
}
