import { describe, expect, it } from 'vitest';
import { parseInputDay } from './input-day';

describe('parseInputDay', () => {
  it('takes dd.MM.yyyy in Turkish', () => {
    expect(parseInputDay('28.10.2026', 'tr')).toBe('2026-10-28');
    expect(parseInputDay(' 01.02.2026 ', 'tr')).toBe('2026-02-01');
  });

  it('takes yyyy-MM-dd in English', () => {
    expect(parseInputDay('2026-10-28', 'en')).toBe('2026-10-28');
  });

  it('refuses another language’s format, half-typed text and days that do not exist', () => {
    for (const [text, language] of [
      ['2026-10-28', 'tr'],
      ['28.10.2026', 'en'],
      ['10/28/2026', 'en'],
      ['28.10.26', 'tr'],
      ['28.10.2', 'tr'],
      ['31.02.2026', 'tr'],
      ['', 'tr'],
    ] as const) {
      expect(parseInputDay(text, language), `${text} (${language})`).toBeNull();
    }
  });
});
