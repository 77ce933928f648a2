import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cappedTotal, LIST_COUNT_CAP, LIST_LIMITS } from './list-limits';
import { ZPageNumberParam, ZPageSizeParam } from './list-params';
import { pageCount } from './page-count';
import { ZPage } from './page-envelope';
import { ZQueryBoolean } from './query-boolean';
import { ZSortParam } from './sort-param';

describe('pageCount', () => {
  it('gives 0 pages for an empty list', () => {
    expect(pageCount(0, 10)).toBe(0);
  });

  it.each([
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [15, 2, 8],
  ])('%i rows of %i a page make %i pages', (rowCount, size, pages) => {
    expect(pageCount(rowCount, size)).toBe(pages);
  });
});

describe('page and size parameters (spec §5: numeric, else the default)', () => {
  const paging = z.object({ page: ZPageNumberParam, size: ZPageSizeParam });
  const parse = (page: unknown, size: unknown) => paging.parse({ page, size });

  it('reads whole numbers', () => {
    expect(parse('3', '25')).toEqual({ page: 3, size: 25 });
  });

  it('uses the spec §9 defaults when absent', () => {
    expect(paging.parse({})).toEqual({ page: 1, size: 10 });
  });

  it.each([['abc'], ['0'], ['-3'], ['2.5'], ['1e2'], [''], [['2', '3']]])(
    'falls back to the default for %j',
    (bad) => {
      expect(parse(bad, bad)).toEqual({ page: LIST_LIMITS.page, size: LIST_LIMITS.size });
    },
  );

  it('cuts a size above the maximum to the maximum', () => {
    expect(parse('1', '5000').size).toBe(LIST_LIMITS.maxSize);
    expect(parse('99999999999', '10').page).toBe(LIST_LIMITS.maxPage);
  });
});

describe('ZQueryBoolean', () => {
  it('turns the texts true and false into booleans', () => {
    expect(ZQueryBoolean.parse('true')).toBe(true);
    expect(ZQueryBoolean.parse('false')).toBe(false);
  });

  it.each(['TRUE', '1', 'yes', ''])('refuses %j', (raw) => {
    expect(ZQueryBoolean.safeParse(raw).success).toBe(false);
  });
});

describe('ZSortParam', () => {
  const ZSort = ZSortParam(['name', 'createdAt']);

  it('reads field:direction', () => {
    expect(ZSort.parse('name:asc')).toEqual({ field: 'name', direction: 'asc' });
    expect(ZSort.parse('createdAt:desc')).toEqual({ field: 'createdAt', direction: 'desc' });
  });

  it.each(['password:asc', 'name:up', 'name', 'name:asc:x', 'name:asc,createdAt:desc', ''])(
    'refuses %j',
    (raw) => {
      const result = ZSort.safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.listSort');
    },
  );
});

describe('ZPage', () => {
  it('has the spec §3 list response fields', () => {
    const page = { list: ['a'], currentPage: 1, pageSize: 10, rowCount: 1, pageCount: 1 };
    expect(ZPage(z.string()).parse(page)).toEqual(page);
    expect(Object.keys(ZPage(z.string()).shape)).toEqual([
      'list',
      'currentPage',
      'pageSize',
      'rowCount',
      'pageCount',
    ]);
  });
});

describe('cappedTotal', () => {
  it('is exact up to the cap and the cap, capped, past it', () => {
    expect(cappedTotal(0)).toEqual({ rowCount: 0, capped: false });
    expect(cappedTotal(LIST_COUNT_CAP)).toEqual({ rowCount: LIST_COUNT_CAP, capped: false });
    expect(cappedTotal(LIST_COUNT_CAP + 1)).toEqual({ rowCount: LIST_COUNT_CAP, capped: true });
  });
});
