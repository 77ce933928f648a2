import { describe, expect, it } from 'vitest';
import { isStorableText, MAX_UNSTORABLE_PATHS, unstorableTextPaths } from './storable-text';

describe('text PostgreSQL can store', () => {
  it.each([
    ['', true],
    ['Kadıköy Şube', true],
    ['tab\tnew line\ncontrol \u0001 and \u007f', true],
    ['emoji 😀 (a surrogate pair)', true],
    ['\ud83d\ude00', true],
    ['a\u0000b', false],
    ['\u0000', false],
    ['lone high \ud800', false],
    ['lone low \udc00 first', false],
    ['reversed pair \ude00\ud83d', false],
    ['high then text \ud83dx', false],
  ])('%j → %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe('the paths of unstorable text in a parsed value', () => {
  it('names strings in objects and arrays, in document order, and objects with a bad key', () => {
    const value = { a: 'ok', b: ['ok', 'x\u0000'], c: { 'd\u0000': 'ok', e: '\ud800' }, n: 1 };
    expect(unstorableTextPaths(value, 'body')).toEqual(['body.b.1', 'body.c', 'body.c.e']);
  });

  it('reads a bare string, and passes numbers, booleans, null, undefined and buffers', () => {
    expect(unstorableTextPaths('\u0000', 'body')).toEqual(['body']);
    for (const value of [1, true, null, undefined, Buffer.from([0, 0xd8])]) {
      expect(unstorableTextPaths(value, 'body')).toEqual([]);
    }
  });

  it('walks nesting deeper than the call stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableTextPaths(deep, 'body')).toHaveLength(1);
  });

  it('stops at a bounded number of paths', () => {
    const many = Array.from({ length: 10_000 }, () => '\u0000');
    expect(unstorableTextPaths(many, 'body')).toHaveLength(MAX_UNSTORABLE_PATHS);
  });
});
