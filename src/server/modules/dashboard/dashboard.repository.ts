import { count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere, type TDataScope } from '../../db/data-scope';
import { devices } from '../../db/schema/devices';

/** Devices switched on (`is_active`) in the tenant, or in its store in store mode. */
export async function countActiveDevices(db: TDb, scope: TDataScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(tenantWhere(devices, scope, eq(devices.isActive, true)));
  return row?.n ?? 0;
}
