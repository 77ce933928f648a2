import { describe, expect, it } from 'vitest';
import { pinLayout } from './pin-layout';

const COLUMNS = [
  { key: 'storeName', width: 100 },
  { key: 'docType', width: 100 },
  { key: 'invoiceNo', width: 100 },
  { key: 'invoiceDate', width: 100 },
  { key: 'ettn', width: 300 },
  { key: 'totalPayAmount', width: 100 },
  { key: 'status', width: 100 },
  { key: 'gibStatus', width: 100 },
  { key: 'clientResponse', width: 100 },
];

describe('pinLayout', () => {
  it('pins the first three columns left and the essentials right, beside the ⋮ column', () => {
    const { pins, lastLeft } = pinLayout(COLUMNS, 40, 800);
    expect(pins).toEqual([
      { side: 'left', offset: 0 },
      { side: 'left', offset: 100 },
      { side: 'left', offset: 200 },
      null,
      null,
      { side: 'right', offset: 240 },
      { side: 'right', offset: 140 },
      { side: 'right', offset: 40 },
      null,
    ]);
    expect(lastLeft).toBe('invoiceNo');
  });

  it('drops the left pins first, then the right ones, when they would fill the width', () => {
    expect(pinLayout(COLUMNS, 40, 700).pins.map((p) => p?.side ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      'right',
      'right',
      'right',
      null,
    ]);
    expect(pinLayout(COLUMNS, 40, 400).pins.every((p) => p === null)).toBe(true);
  });

  it('pins the first three shown columns when the user hid some', () => {
    const shown = COLUMNS.filter((c) => c.key !== 'docType' && c.key !== 'status');
    const { pins, lastLeft } = pinLayout(shown, 40, 900);
    expect(pins.slice(0, 3)).toEqual([
      { side: 'left', offset: 0 },
      { side: 'left', offset: 100 },
      { side: 'left', offset: 200 },
    ]);
    expect(lastLeft).toBe('invoiceDate');
    expect(pins[5]).toEqual({ side: 'right', offset: 40 });
  });
});
