import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type TDb } from '../db/database';
import { auditLog } from '../db/schema/audit';
import { createTestDatabase, type TTestDatabase } from '../test/db';
import { recordAudit } from './audit.service';

describe('audit log', () => {
  let t: TTestDatabase;
  let db: TDb;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = createDb(t.pool);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('records who, what, from where, and never a secret', async () => {
    await recordAudit(
      db,
      { userId: '00000000-0000-4000-8000-000000000001', ip: '203.0.113.7', requestId: 'req-1' },
      {
        tenantId: null,
        action: 'update',
        entityType: 'store',
        entityId: 's-1',
        before: { name: 'Eski', integratorPwd: 'gizli-1' },
        after: { name: 'Yeni', integratorPwd: 'gizli-2', nested: [{ secretKey: 'x' }] },
      },
    );
    const [row] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({
      action: 'update',
      entityType: 'store',
      ip: '203.0.113.7',
      requestId: 'req-1',
    });
    expect(row?.changes).toEqual({
      before: { name: 'Eski', integratorPwd: '[changed]' },
      after: { name: 'Yeni', integratorPwd: '[changed]', nested: [{ secretKey: '[changed]' }] },
    });
    expect(JSON.stringify(row)).not.toContain('gizli');
  });
});
