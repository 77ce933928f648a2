import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { users } from '../../db/schema/users';

/** The user's stored shell state, as stored (it may lack keys added later). */
export async function readUiState(db: Pick<TDb, 'select'>, userId: string): Promise<unknown> {
  const [row] = await db.select({ uiState: users.uiState }).from(users).where(eq(users.id, userId));
  return row?.uiState ?? {};
}

/** Merged so keys other parts of the shell may store later survive. */
export async function mergeUiState(
  db: Pick<TDb, 'update'>,
  userId: string,
  state: Record<string, unknown>,
): Promise<void> {
  await db
    .update(users)
    .set({ uiState: sql`${users.uiState} || ${JSON.stringify(state)}::jsonb` })
    .where(eq(users.id, userId));
}
