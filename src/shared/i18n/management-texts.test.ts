import { describe, expect, it } from 'vitest';
import { enManagement } from './en/management';
import { flattenTranslations } from './flatten';
import { trManagement } from './tr/management';

const trFlat = flattenTranslations(trManagement);
const enFlat = flattenTranslations(enManagement);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('management texts (the `management` namespace)', () => {
  it('have exactly the same keys in tr and en, none empty, with the same placeholders', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(trFlat).sort());
    for (const [key, text] of Object.entries(trFlat)) {
      expect(text.trim(), key).not.toBe('');
      expect(enFlat[key]?.trim(), key).not.toBe('');
      expect(placeholders(enFlat[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});
