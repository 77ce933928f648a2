import { describe, expect, it } from 'vitest';
import { IntegratorStatus } from './enums';
import {
  GIB_STATUS_TEXTS,
  GibStatus,
  INTEGRATOR_STATUS_BY_GIB_CODE,
  NO_REPLY_FINAL_AFTER_MS,
  isFinalGibStatus,
  isGibDeliveryFailed,
  isGibRejection,
  isGibStatusCode,
} from './gib-status';

describe('GİB status codes', () => {
  it('lists every GİB code from domain.md with a text and an integrator status', () => {
    const codes = Object.values(GibStatus);
    expect(codes).toEqual([1000, 1100, 1150, 1160, 1163, 1177, 1200, 1210, 1215, 1220, 1230, 1300]);
    expect(Object.keys(GIB_STATUS_TEXTS).map(Number)).toEqual(codes);
    expect(Object.keys(INTEGRATOR_STATUS_BY_GIB_CODE).map(Number)).toEqual(codes);
    expect(GIB_STATUS_TEXTS[1300]).toBe('BAŞARIYLA TAMAMLANDI');
    expect(isGibStatusCode(1163)).toBe(true);
    expect(isGibStatusCode(1999)).toBe(false);
  });

  it("keeps GİB's wording for the texts the copies disagreed on", () => {
    expect(GIB_STATUS_TEXTS[1163]).toBe(
      'GÖNDERİLEN ZARF SİSTEMDE DAHA ÖNCE KAYITLI OLAN BİR FATURAYI İÇERMEKTEDİR',
    );
    expect(GIB_STATUS_TEXTS[1210]).toBe('DOKÜMAN BULUNAN ADRESE GÖNDERİLEMEDİ');
    expect(GIB_STATUS_TEXTS[1215]).toBe('DOKÜMAN GÖNDERİMİ BAŞARISIZ. TEKRAR GÖNDERME SONLANDI');
  });

  it('is final at 1300, 1230, 1215, and at 1220 after 48 hours (domain.md)', () => {
    const final = Object.values(GibStatus).filter((c) => isFinalGibStatus(c, 0));
    expect(final).toEqual([1215, 1230, 1300]);
    expect(isFinalGibStatus(GibStatus.noReply, NO_REPLY_FINAL_AFTER_MS - 1)).toBe(false);
    expect(isFinalGibStatus(GibStatus.noReply, NO_REPLY_FINAL_AFTER_MS)).toBe(true);
  });

  it('tells rejections from failed deliveries', () => {
    const codes = Object.values(GibStatus);
    expect(codes.filter(isGibRejection)).toEqual([1150, 1160, 1163, 1177]);
    expect(codes.filter(isGibDeliveryFailed)).toEqual([1215, 1230]);
    expect(isGibDeliveryFailed(null)).toBe(false);
    expect(INTEGRATOR_STATUS_BY_GIB_CODE[1163]).toBe(IntegratorStatus.ignored);
  });
});
