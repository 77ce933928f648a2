import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { reportTicketUses } from '../../db/schema/reports';

/**
 * Marks a download token used; false when it was used before. The expired marks go in the same
 * statement (an expired token is refused before it gets here, so its mark is no longer needed).
 */
export async function useReportTicket(
  db: TDb,
  requestId: string,
  expiresAt: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    with expired as (
      delete from ${reportTicketUses} where ${reportTicketUses.expiresAt} < now()
    )
    insert into ${reportTicketUses} (request_id, expires_at)
    values (${requestId}, ${expiresAt.toISOString()})
    on conflict do nothing
    returning request_id`);
  return result.rows.length === 1;
}
