import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../lib/list/list-query';
import { deviceListParams } from './device-list-state';

describe('deviceListParams', () => {
  it('turns the URL state into the list call', () => {
    const query = parseListQuery(
      new URLSearchParams('page=2&size=20&sort=serialNumber:desc&q=ka&filter=isActive:false:eq'),
    );
    expect(deviceListParams(query)).toEqual({
      page: 2,
      size: 20,
      sort: 'serialNumber:desc',
      searchText: 'ka',
      isActive: false,
    });
  });

  it('drops unknown sort fields, one-letter searches and oversize pages', () => {
    const query = parseListQuery(new URLSearchParams('size=5000&sort=password:asc&q=k'));
    expect(deviceListParams(query)).toEqual({
      page: 1,
      size: 200,
      sort: undefined,
      searchText: undefined,
      isActive: undefined,
    });
  });
});
