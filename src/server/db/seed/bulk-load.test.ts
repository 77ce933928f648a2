import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../test/db';
import { deferConstraints } from './bulk-load';
import { BIG_TABLES } from './load-documents';

let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

describe('deferConstraints', () => {
  it('checks a foreign key by merge join only where an index starts with its columns', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      const deferred = await deferConstraints(client, BIG_TABLES);
      const plan = Object.fromEntries(deferred.foreignKeys.map((k) => [k.name, k.mergeJoin]));
      expect(plan).toMatchObject({
        // (tenant_id, sale_transaction_id, line_no) is unique on the lines.
        sale_transaction_details_sale_fk: true,
        sale_payments_sale_fk: true,
        documents_sale_fk: true,
        documents_store_fk: true,
        // No index on documents starts with (tenant_id, device_id): hashing the devices is cheaper.
        documents_device_fk: false,
        sale_transactions_finalizer_device_fk: false,
      });
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
