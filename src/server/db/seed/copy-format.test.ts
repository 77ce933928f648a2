import { describe, expect, it } from 'vitest';
import { documents } from '../schema/documents';
import { CopyWriter } from './copy-binary';
import { copyAs, copyTable } from './copy-format';

type TRow = { kind: number; total: number };

describe('copyTable', () => {
  it('names the columns as the database does and writes one row of them', () => {
    const rows = copyTable<typeof documents, TRow>(documents, {
      docType: copyAs.int2((r) => r.kind),
      totalPayAmount: copyAs.numeric(2, 2, (r) => r.total),
    });
    expect(rows.columns).toEqual(['doc_type', 'total_pay_amount']);
    const w = new CopyWriter();
    rows.write(w, { kind: 2, total: 150 });
    // 2 fields; int2 2; numeric 1.50 as 12 bytes: 2 base-10000 digits (0001, 5000), weight 0,
    // positive, 2 decimals.
    expect(Buffer.concat(w.take()).toString('hex')).toBe(
      '0002' +
        '00000002' +
        '0002' +
        '0000000c' +
        '0002' +
        '0000' +
        '0000' +
        '0002' +
        '0001' +
        '1388',
    );
  });

  it('refuses a value kind that does not fit the column', () => {
    expect(() =>
      copyTable<typeof documents, TRow>(documents, { docType: copyAs.int4((r) => r.kind) }),
    ).toThrow(/doc_type|docType/);
    expect(() =>
      copyTable<typeof documents, TRow>(documents, {
        totalPayAmount: copyAs.numeric(2, 4, (r) => r.total),
      }),
    ).toThrow(/totalPayAmount/);
  });
});
