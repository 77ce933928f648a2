import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, type TErrorCode } from './errors';
import { errorTextKey } from './error-key';
import { fieldIssue, turkishText } from './error-text';
import { en } from './i18n/en';
import { flattenTranslations } from './i18n/flatten';
import { messageKey } from './i18n/message-key';

const enFlat = flattenTranslations(en);

describe('error texts', () => {
  it('give every code, and every reason of a code, a Turkish and an English text', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE) as [TErrorCode, object][]) {
      const reasons = 'reasons' in entry ? (entry.reasons as readonly string[]) : [undefined];
      for (const reason of reasons) {
        const key = errorTextKey(code, reason ? { reason } : undefined);
        expect(key, `${code}.${reason}`).toMatch(/^errors\.codes\./);
        expect(turkishText(key), key).toBeTruthy();
        expect(enFlat[key], key).toBeTruthy();
      }
    }
  });

  it('fill placeholders from the details and keep unknown ones', () => {
    const key = errorTextKey('SERIES_NOT_FOUND');
    expect(turkishText(key, { docType: 7 })).toBe(
      'Mağazanın 7 belge tipi için etkin bir seri yok.',
    );
    expect(turkishText(key)).toBe('Mağazanın {{docType}} belge tipi için etkin bir seri yok.');
    expect(turkishText('no.such.key')).toBeUndefined();
  });

  it('turn a schema message key into a field issue with its Turkish text', () => {
    expect(fieldIssue('body.name', messageKey('errors.fields.required'))).toEqual({
      path: 'body.name',
      key: 'errors.fields.required',
      message: 'Bu alan zorunludur.',
    });
    expect(fieldIssue('body.amount', 'must be 20.00')).toEqual({
      path: 'body.amount',
      message: 'must be 20.00',
    });
    expect(fieldIssue('body.name', 'errors.fields')).toEqual({
      path: 'body.name',
      message: 'errors.fields',
    });
  });

  it('refuse a misspelt message key at compile time', () => {
    // @ts-expect-error no such key: schema messages are checked against the translation maps
    expect(messageKey('errors.fields.requird')).toBe('errors.fields.requird');
  });
});
