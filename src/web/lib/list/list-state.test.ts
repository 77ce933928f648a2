import { describe, expect, it } from 'vitest';
import { parseListQuery } from './list-query';
import { apiSort, nextSort, sortChange, writeListState } from './list-state';
import { scopeKeyOf, scopeResetChange } from './scope-reset';

const write = (search: string, change: Parameters<typeof writeListState>[1]) =>
  writeListState(new URLSearchParams(search), change).toString();

describe('writeListState', () => {
  it('writes page and size always and the rest only when set', () => {
    expect(write('', {})).toBe('page=1&size=10');
    expect(write('page=3&size=20', { q: 'kafe', page: 1 })).toBe('page=1&size=20&q=kafe');
  });

  it('writes filter and pageTab too', () => {
    const filter = [{ field: 'isActive', value: false, type: 'eq' }];
    expect(write('page=1&size=10&q=ka', { filter })).toBe(
      'page=1&size=10&q=ka&filter=isActive%3Afalse%3Aeq',
    );
    expect(write('page=1&size=10', { pageTab: 2 })).toBe('page=1&size=10&pageTab=2');
    expect(write('page=1&size=10&pageTab=2&filter=a%3Ab%3Aeq', { pageTab: 0, filter: [] })).toBe(
      'page=1&size=10',
    );
  });

  it('keeps the side panel parameters after the list state', () => {
    expect(write('view=edit&id=42&page=2&size=10', { page: 3 })).toBe(
      'page=3&size=10&view=edit&id=42',
    );
  });

  it('drops a cleared search and sort', () => {
    expect(write('page=1&size=10&sort=name%3Aasc&q=x', { q: '', sort: [] })).toBe('page=1&size=10');
  });

  it('replaces malformed values with their defaults', () => {
    expect(write('page=abc&size=-1&filter=broken', {})).toBe('page=1&size=10');
  });
});

describe('nextSort', () => {
  it('cycles a column asc → desc → none', () => {
    expect(nextSort(undefined, 'name')).toEqual([{ field: 'name', direction: 'asc' }]);
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual([
      { field: 'name', direction: 'desc' },
    ]);
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name')).toEqual([]);
  });

  it('starts another column ascending', () => {
    expect(nextSort({ field: 'name', direction: 'desc' }, 'city')).toEqual([
      { field: 'city', direction: 'asc' },
    ]);
  });

  it('goes back to the first page', () => {
    expect(sortChange(undefined, 'name')).toMatchObject({ page: 1 });
  });
});

describe('apiSort', () => {
  it('sends only the fields the endpoint accepts', () => {
    expect(apiSort({ field: 'name', direction: 'desc' }, ['name'])).toBe('name:desc');
    expect(apiSort({ field: 'password', direction: 'asc' }, ['name'])).toBeUndefined();
    expect(apiSort(undefined, ['name'])).toBeUndefined();
  });
});

describe('scopeResetChange', () => {
  const query = parseListQuery(new URLSearchParams('page=3&sort=name:asc&filter=a%3Ab%3Aeq'));
  const t1 = scopeKeyOf({ tenantId: 't1', storeId: null });

  it('clears filter and sort when the tenant or store changes', () => {
    expect(scopeResetChange(t1, scopeKeyOf({ tenantId: 't2', storeId: null }), query)).toEqual({
      filter: [],
      sort: [],
      page: 1,
    });
    expect(scopeResetChange(t1, scopeKeyOf({ tenantId: 't1', storeId: 's1' }), query)).toEqual({
      filter: [],
      sort: [],
      page: 1,
    });
  });

  it('keeps the list state on the first load, the same scope, or nothing to clear', () => {
    expect(scopeResetChange(null, t1, query)).toBeNull();
    expect(scopeResetChange(t1, t1, query)).toBeNull();
    expect(
      scopeResetChange(
        t1,
        scopeKeyOf({ tenantId: 't2', storeId: null }),
        parseListQuery(new URLSearchParams('page=2')),
      ),
    ).toBeNull();
  });
});
