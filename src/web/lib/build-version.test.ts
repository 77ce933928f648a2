import { describe, expect, it } from 'vitest';
import { needsReload } from './build-version';

describe('needsReload', () => {
  it.each([
    ['abc', 'abc', false],
    ['abc', 'def', true],
    ['dev', 'def', false],
    ['abc', 'dev', false],
    ['abc', '', false],
  ])('compiled %s, served %s → %s', (compiled, served, expected) => {
    expect(needsReload(compiled, served)).toBe(expected);
  });
});
