import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { enRegistration } from '../i18n/en/registration';
import { flattenTranslations } from '../i18n/flatten';
import { tr } from '../i18n/tr';
import { trRegistration } from '../i18n/tr/registration';
import { JOB_TITLES } from './job-titles';

const trFlat = flattenTranslations(trRegistration);
const enFlat = flattenTranslations(enRegistration);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('sign-up texts (namespace registration)', () => {
  it('have the same keys and placeholders in Turkish and English, none empty', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(trFlat).sort());
    for (const [key, text] of Object.entries(trFlat)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(enFlat[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('label every job title', () => {
    expect(Object.keys(trRegistration.jobTitles).sort()).toEqual(
      JOB_TITLES.map((j) => j.key).sort(),
    );
  });

  it('keep the spec texts as written, in both languages (§5 card form, §8 payment error)', () => {
    for (const map of [tr, en]) {
      expect(map.errors.fields.cardCvv).toBe('Please type a valid CVV number');
      expect(map.errors.fields.cardNumber).toBe('valid credit card number');
      expect(map.errors.fields.cardExpiry).toBe('valid date');
      expect(map.errors.codes.PAYMENT_DECLINED).toBe('Payment not received');
    }
  });
});
