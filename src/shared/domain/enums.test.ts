import { describe, expect, it } from 'vitest';
import { DOC_TYPES, DocType, INVOICE_TYPES, ZCurrency, ZDocType, ZDocumentStatus } from './enums';
import { INVOICE_TYPE_CODES } from './ubl-codes';

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
});
