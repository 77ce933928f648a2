import { describe, expect, it } from 'vitest';
import { formatDecimal, formatKurus, sumKurus, toKurus } from './amount';
import { el, escapeXml, leaf } from './xml-writer';

describe('amounts in kuruş', () => {
  it('parses decimal strings without floats', () => {
    expect(toKurus('0.1')).toBe(10);
    expect(toKurus('12.34')).toBe(1234);
    expect(toKurus('7')).toBe(700);
    expect(sumKurus(['0.10', '0.20'])).toBe(30);
    expect(toKurus('9999999999999.99')).toBe(999999999999999);
  });

  it('rejects more than 2 decimals, signs and garbage', () => {
    for (const bad of ['1.234', '-1', '1,5', '', '.5', '1e3', '99999999999999']) {
      expect(() => toKurus(bad)).toThrow(/at most 2 decimals/);
    }
  });

  it('formats with exactly 2 decimals', () => {
    expect(formatKurus(1234)).toBe('12.34');
    expect(formatKurus(5)).toBe('0.05');
    expect(formatKurus(-150)).toBe('-1.50');
    expect(formatDecimal('001.500')).toBe('1.5');
    expect(formatDecimal('20')).toBe('20');
  });
});

describe('xml writer', () => {
  it('escapes text and attributes and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>"d"'e'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(leaf('cbc:Name', 'A & B', { x: '"' })).toBe('<cbc:Name x="&quot;">A &amp; B</cbc:Name>');
    expect(leaf('cbc:Name', undefined)).toBe('');
    expect(el('a', undefined, '', undefined, false)).toBe('<a/>');
  });
});
