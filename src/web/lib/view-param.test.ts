import { describe, expect, it } from 'vitest';
import { readView, withView } from './view-param';

describe('readView', () => {
  it.each([
    [{ search: '?page=1&view=add', hash: '' }, 'add'],
    [{ search: '?page=1', hash: '#view=edit' }, 'edit'],
    [{ search: '?view=add', hash: '#view=edit' }, 'add'],
    [{ search: '?view=', hash: '' }, null],
    [{ search: '', hash: '#section' }, null],
  ])('%o → %s', (parts, expected) => {
    expect(readView(parts)).toBe(expected);
  });
});

describe('withView', () => {
  it('opens a view in the query and keeps the list state', () => {
    expect(withView({ search: '?page=2&size=10', hash: '' }, 'add')).toEqual({
      search: '?page=2&size=10&view=add',
      hash: '',
    });
    expect(withView({ search: '?page=2&view=edit&id=7', hash: '' }, 'add')).toEqual({
      search: '?page=2&view=add',
      hash: '',
    });
  });

  it('closes a view from both places, with the row id its panel showed', () => {
    expect(withView({ search: '?page=1&view=edit&id=7', hash: '#view=add&id=7' }, null)).toEqual({
      search: '?page=1',
      hash: '',
    });
    expect(withView({ search: '?page=1&view=add', hash: '#section=2' }, null)).toEqual({
      search: '?page=1',
      hash: '#section=2',
    });
    expect(withView({ search: '?view=add', hash: '#view=add' }, null)).toEqual({
      search: '',
      hash: '',
    });
  });
});
