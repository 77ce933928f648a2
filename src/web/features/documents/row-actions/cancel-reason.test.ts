import { describe, expect, it } from 'vitest';
import { countCancelReason } from './cancel-reason';

describe('countCancelReason: the cancel reason is counted, never cut (spec §2, 2–250 characters)', () => {
  it('takes 250 characters and refuses the 251st', () => {
    expect(countCancelReason('ş'.repeat(250))).toEqual({ length: 250, max: 250, tooLong: false });
    expect(countCancelReason('ş'.repeat(251))).toEqual({ length: 251, max: 250, tooLong: true });
  });

  it('counts what the server keeps: spaces around the reason are not counted', () => {
    expect(countCancelReason(`  ${'a'.repeat(250)}\n`)).toEqual({
      length: 250,
      max: 250,
      tooLong: false,
    });
    expect(countCancelReason('')).toEqual({ length: 0, max: 250, tooLong: false });
  });
});
