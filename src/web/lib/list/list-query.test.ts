import { describe, expect, it } from 'vitest';
import { listPath, parseListQuery, toListSearchParams, type TListQuery } from './list-query';

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

const DEFAULTS: TListQuery = { page: 1, size: 10, sort: [], q: '', filter: [], pageTab: 0 };

describe('parseListQuery', () => {
  it('gives the spec defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it.each([
    ['page=3&size=25&pageTab=2', { page: 3, size: 25, pageTab: 2 }],
    ['page=abc&size=1e2', { page: 1, size: 10 }],
    ['page=0&size=-5', { page: 1, size: 10 }],
    ['page=2.5&size=', { page: 1, size: 10 }],
    ['pageTab=x', { pageTab: 0 }],
    ['pageTab=0', { pageTab: 0 }],
  ])('reads numbers from %s, defaulting what is not numeric', (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it('reads a sort list and drops entries with another direction', () => {
    expect(parse('sort=createdAt:desc,name:asc,total:up,broken,a:asc:x').sort).toEqual([
      { field: 'createdAt', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
  });

  it('keeps only filter entries of exactly three parts', () => {
    expect(parse('filter=status:2:eq,docType:1,a:b:c:d,:x:eq,storeId:abc:eq').filter).toEqual([
      { field: 'status', value: '2', type: 'eq' },
      { field: 'storeId', value: 'abc', type: 'eq' },
    ]);
  });

  it('turns true, false and null into real values', () => {
    expect(parse('filter=isActive:true:eq,isActive:false:eq,note:null:eq').filter).toEqual([
      { field: 'isActive', value: true, type: 'eq' },
      { field: 'isActive', value: false, type: 'eq' },
      { field: 'note', value: null, type: 'eq' },
    ]);
  });

  it('reads the search text as is', () => {
    expect(parse('q=Anadolu%20Market').q).toBe('Anadolu Market');
  });
});

describe('toListSearchParams', () => {
  it('always writes page and size', () => {
    expect(toListSearchParams({}).toString()).toBe('page=1&size=10');
    expect(listPath('/dashboard')).toBe('/dashboard?page=1&size=10');
  });

  it('round-trips values holding colons and commas', () => {
    const query: TListQuery = {
      page: 2,
      size: 50,
      sort: [{ field: 'date', direction: 'desc' }],
      q: 'kafe',
      filter: [
        { field: 'from', value: '2025-01-01T00:00:00Z', type: 'ge' },
        { field: 'name', value: 'A, B', type: 'contains' },
        { field: 'isActive', value: true, type: 'eq' },
        { field: 'deletedAt', value: null, type: 'eq' },
      ],
      pageTab: 1,
    };
    expect(parseListQuery(toListSearchParams(query))).toEqual(query);
  });
});
