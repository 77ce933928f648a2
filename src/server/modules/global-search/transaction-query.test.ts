import { describe, expect, it } from 'vitest';
import { afterPrefix, transactionQuery } from './transaction-query';

const YEARS = [2026];

describe('transactionQuery: how the global search looks for a document', () => {
  it('looks an ETTN up as one, whatever its case', () => {
    expect(transactionQuery(' 5B4B6BD6-1C5E-4E2E-9D3B-000000000001 ', YEARS)).toEqual({
      kind: 'ettn',
      ettn: '5b4b6bd6-1c5e-4e2e-9d3b-000000000001',
    });
  });

  it('reads a series prefix, or a prefix and digits, as the beginning of a number', () => {
    expect(transactionQuery('kd', YEARS)).toEqual({
      kind: 'number',
      start: { text: 'KD', after: 'KE', prefixFrom: 'KD', prefixAfter: 'KE' },
      end: null,
    });
    expect(transactionQuery('ABC2026000000123', YEARS)).toMatchObject({
      start: { text: 'ABC2026000000123', after: 'ABC2026000000124', prefixFrom: 'ABC' },
      end: null,
    });
    expect(transactionQuery('AZ9', YEARS)).toMatchObject({
      start: { after: 'AZ:', prefixFrom: 'AZ9', prefixAfter: 'AZ:' },
    });
  });

  it('reads digits as a sequence number, and 10 to 13 of them with the year’s last digits', () => {
    expect(transactionQuery('123', YEARS)).toMatchObject({
      start: { text: '123' },
      end: { sequence: 123, padded: '000000123', years: [2026] },
    });
    // A series prefix may be all digits too, so it is also a number's beginning.
    expect(transactionQuery('26000000123', [2025, 2026])).toMatchObject({
      start: { text: '26000000123', prefixFrom: '260' },
      end: { sequence: 123, padded: '000000123', years: [2026] },
    });
    expect(transactionQuery('2025000000009', [2025, 2026])).toMatchObject({
      end: { sequence: 9, years: [2025] },
    });
  });

  it('searches no document for text no number can hold', () => {
    for (const text of ['sube', 'Kadıköy', 'AB-1', 'ABCD', '2024000000009', 'A B', '0000']) {
      const query = transactionQuery(text, YEARS);
      expect(query.kind === 'none' || (query.kind === 'number' && query.end === null), text).toBe(
        true,
      );
    }
    expect(transactionQuery('sube', YEARS)).toEqual({ kind: 'none' });
    expect(transactionQuery('12345678901234567', YEARS)).toEqual({ kind: 'none' });
  });

  it('gives the string right after every string with a prefix', () => {
    expect(afterPrefix('AB9')).toBe('AB:');
    expect(afterPrefix('ABZ')).toBe('AB[');
    expect('ABZ2026000000001' < afterPrefix('ABZ')).toBe(true);
    expect('AB:' > 'AB9999').toBe(true);
  });
});
