import { describe, expect, it } from 'vitest';
import { effectiveSearchText } from './search-text';

describe('effectiveSearchText', () => {
  it.each([
    ['', ''],
    ['a', ''],
    [' a ', ''],
    ['ab', 'ab'],
    ['  Ege  ', 'Ege'],
  ])('%j → %j', (input, expected) => {
    expect(effectiveSearchText(input)).toBe(expected);
  });
});
