import { describe, expect, it } from 'vitest';
import { flattenTranslations } from '../../../../shared/i18n/flatten';
import { en } from '../../../../shared/i18n/en';
import { tr } from '../../../../shared/i18n/tr';
import { IZIBIZ_ERROR_REASONS, izibizErrorClass, izibizReason, IzibizFault } from './izibiz-errors';

const trFlat = flattenTranslations(tr);
const enFlat = flattenTranslations(en);

describe('İzibiz error codes', () => {
  it('maps every documented code (-1, 10001–10018) to a reason with a Turkish and an English text', () => {
    const codes = [-1, ...Array.from({ length: 18 }, (_, i) => 10001 + i)];
    expect(Object.keys(IZIBIZ_ERROR_REASONS).map(Number).sort()).toEqual(codes.sort());
    for (const code of codes) {
      const key = `integrators.izibiz.errors.${izibizReason(code)}`;
      expect(trFlat[key], key).toBeTruthy();
      expect(enFlat[key], key).toBeTruthy();
    }
  });

  it('says what each answer means for a document', () => {
    expect(izibizErrorClass(izibizReason(10004))).toBe('session');
    expect(izibizErrorClass(izibizReason(10009))).toBe('duplicate');
    expect(izibizErrorClass(izibizReason(10017))).toBe('duplicate');
    expect(izibizErrorClass(izibizReason(10002))).toBe('account');
    expect(izibizErrorClass(izibizReason(10005))).toBe('account');
    expect(izibizErrorClass(izibizReason(10003))).toBe('document');
    expect(izibizErrorClass(izibizReason(10001))).toBe('transient');
    expect(izibizErrorClass(izibizReason(10010))).toBe('limit');
    expect(izibizReason(99999)).toBe('unexpected');
  });

  it('keeps İzibiz’s own code and words in the Turkish reason', () => {
    const fault = new IzibizFault(10005, 'Hesabınızın E-ARŞİV ürün aktif degildir', null);
    expect(fault.message).toBe(
      'Bu ürün İzibiz hesabınızda etkin değil; İzibiz ile görüşün. (İzibiz 10005: Hesabınızın E-ARŞİV ürün aktif degildir)',
    );
  });
});
