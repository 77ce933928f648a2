import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { tr } from '../../../shared/i18n/tr';
import { REPORT_SOURCES } from './report-sources';

type TCells = { textsOf: (row: unknown[]) => string[] };
const { createCells } = createRequire(import.meta.url)('./report-cells.cjs') as {
  createCells: (format: unknown) => TCells;
};

const paymentCells = (words: Record<string, string>) =>
  createCells({
    columns: REPORT_SOURCES.PAYMENT_TYPES.columns,
    labels: { docType: {}, status: {}, paymentType: words, numbering: {} },
    locale: 'tr-TR',
    timeZone: 'Europe/Istanbul',
  });

describe('report file cells', () => {
  it('write payment types as words in the file’s language, an unknown code as it is', () => {
    const turkish = paymentCells(tr.formats.paymentTypes);
    expect(turkish.textsOf(['debit_card', 'TRY', 3, '1234.5'])).toEqual([
      'Banka kartı',
      'TRY',
      '3',
      '1.234,50',
    ]);
    expect(turkish.textsOf(['barter', 'TRY', 1, '1'])[0]).toBe('barter');
    expect(paymentCells(en.formats.paymentTypes).textsOf(['cash', 'TRY', 1, '1'])[0]).toBe('Cash');
  });
});
