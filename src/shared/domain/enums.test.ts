import { describe, expect, it } from 'vitest';
import {
  DOC_TYPES,
  DocType,
  GIB_STATUS_CODES,
  GIB_STATUS_TEXTS,
  INVOICE_TYPE_CODES,
  INVOICE_TYPES,
  ZCurrency,
  ZDocType,
  ZDocumentStatus,
  isGibStatusCode,
} from './enums';

describe('domain enums', () => {
  it('keeps the keyed objects and the code lists in step', () => {
    expect(Object.values(DocType)).toEqual([...DOC_TYPES]);
    expect(Object.keys(INVOICE_TYPE_CODES).map(Number)).toEqual([...INVOICE_TYPES]);
  });

  it('validates codes with the zod schemas', () => {
    expect(ZDocType.safeParse(9).success).toBe(true);
    expect(ZDocType.safeParse(3).success).toBe(false);
    expect(ZDocumentStatus.safeParse(5).success).toBe(true);
    expect(ZDocumentStatus.safeParse(3).success).toBe(false);
    expect(ZCurrency.safeParse('QAR').success).toBe(true);
    expect(ZCurrency.safeParse('try').success).toBe(false);
  });

  it('lists every GİB code from domain.md with a text', () => {
    expect(GIB_STATUS_CODES).toEqual([
      1000, 1100, 1150, 1160, 1163, 1177, 1200, 1210, 1215, 1220, 1230, 1300,
    ]);
    expect(GIB_STATUS_TEXTS[1300]).toBe('BAŞARIYLA TAMAMLANDI');
    expect(isGibStatusCode(1163)).toBe(true);
    expect(isGibStatusCode(1999)).toBe(false);
  });
});
