import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './seed-args';

describe('parseSeedArgs', () => {
  it('reads --documents and --seed in both spellings', () => {
    expect(parseSeedArgs(['--documents', '5000', '--seed=7'])).toEqual({
      documents: 5000,
      seed: 7,
      exchanges: true,
    });
    expect(parseSeedArgs(['--documents=10000000', '--no-exchanges'])).toEqual({
      documents: 10_000_000,
      seed: 1,
      exchanges: false,
    });
  });

  it('leaves the document count to the configuration when not given', () => {
    expect(parseSeedArgs([])).toEqual({ seed: 1, exchanges: true });
  });

  it('rejects numbers that are not whole and unknown options', () => {
    expect(() => parseSeedArgs(['--documents', '-5'])).toThrow();
    expect(() => parseSeedArgs(['--documents', '1e6'])).toThrow(
      '--documents must be a whole number ≥ 0',
    );
    expect(() => parseSeedArgs(['--seed', 'abc'])).toThrow('--seed must be a whole number ≥ 0');
    expect(() => parseSeedArgs(['--docs', '5'])).toThrow(/Unknown option '--docs'/);
    expect(() => parseSeedArgs(['5000'])).toThrow();
  });
});
