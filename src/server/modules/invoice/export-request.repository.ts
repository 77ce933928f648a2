import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { exportRequests } from '../../db/schema/export-requests';

export type TExportRequestValues = Omit<typeof exportRequests.$inferInsert, 'tenantId' | 'id'>;

/** Records one export of the document list for the scope's tenant; returns its id. */
export async function insertExportRequest(
  db: Pick<TDb, 'insert'>,
  scope: TDataScope,
  values: TExportRequestValues,
): Promise<string | undefined> {
  const [row] = await db
    .insert(exportRequests)
    .values({ tenantId: scope.tenantId, ...values })
    .returning({ id: exportRequests.id });
  return row?.id;
}
