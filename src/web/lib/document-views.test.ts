import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateDocumentViews } from './document-views';

describe('invalidateDocumentViews', () => {
  it('makes every view of documents stale and leaves the rest alone', async () => {
    const client = new QueryClient();
    const keys = [
      ['documents', 'list', 't1', { page: 1 }],
      ['sale-transactions', 'detail', 's1'],
      ['dashboard', 't1', {}],
      ['account'],
      ['failed-count', 't1'],
    ];
    for (const key of keys) client.setQueryData(key, { cached: true });
    await invalidateDocumentViews(client);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, false, false]);
  });
});
