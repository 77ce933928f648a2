import { eq, sql } from 'drizzle-orm';
import { tenantWhere } from '../../db/data-scope';
import type { TDb } from '../../db/database';
import { signingCertificates } from '../../db/schema/signing-certificates';

export type TSigningCertificateRow = typeof signingCertificates.$inferSelect;
export type TNewSigningCertificate = Omit<
  typeof signingCertificates.$inferInsert,
  'tenantId' | 'id' | 'isCurrent' | 'createdAt' | 'updatedAt'
> & { id: string };

export async function findCurrentCertificate(
  db: Pick<TDb, 'select'>,
  tenantId: string,
): Promise<TSigningCertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(signingCertificates)
    .where(tenantWhere(signingCertificates, tenantId, eq(signingCertificates.isCurrent, true)));
  return row;
}

/** Stores a tenant's first certificate unless another caller stored one first. */
export async function insertFirstCertificate(
  db: Pick<TDb, 'insert'>,
  tenantId: string,
  values: TNewSigningCertificate,
): Promise<void> {
  await db
    .insert(signingCertificates)
    .values({ ...values, tenantId, isCurrent: true })
    .onConflictDoNothing({
      target: signingCertificates.tenantId,
      where: sql`${signingCertificates.isCurrent}`,
    });
}

/** Makes `values` the tenant's current certificate; the previous one stays as history. */
export async function replaceCurrentCertificate(
  db: Pick<TDb, 'insert' | 'update'>,
  tenantId: string,
  values: TNewSigningCertificate,
): Promise<TSigningCertificateRow> {
  await db
    .update(signingCertificates)
    .set({ isCurrent: false })
    .where(tenantWhere(signingCertificates, tenantId, eq(signingCertificates.isCurrent, true)));
  const [row] = await db
    .insert(signingCertificates)
    .values({ ...values, tenantId, isCurrent: true })
    .returning();
  if (!row) throw new Error('signing certificate insert returned nothing');
  return row;
}
