import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import type { TDb } from '../../db/database';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors';
import { AppError } from '../../lib/app-error';
import { fieldIssue } from '../../../shared/error-text';
import type { TFeatureFlagRow } from '../../../shared/feature-flags/feature-flag-admin';
import {
  deleteFlag,
  findFlagRow,
  insertFlag,
  updateFlag,
  type TFlagColumns,
} from './feature-flag-admin.repository';

const ENTITY = 'feature-flag';
const UNIQUE_VIOLATION = '23505';

/** A taken (tenant, name, scope) is a conflict; an unknown tenant is a field error of the form. */
function refusalOf(err: unknown): AppError | null {
  const code = pgErrorCode(err);
  if (code === UNIQUE_VIOLATION) return new AppError('CONFLICT', { reason: 'featureFlagTaken' });
  if (code === FOREIGN_KEY_VIOLATION) {
    return new AppError('VALIDATION_FAILED', [
      fieldIssue('body.tenantId', 'errors.codes.NOT_FOUND.tenant'),
    ]);
  }
  return null;
}

async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw refusalOf(err) ?? err;
  }
}

async function foundFlag(db: TDb, id: string): Promise<TFeatureFlagRow> {
  const row = await findFlagRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', { reason: 'featureFlag' });
  return row;
}

export async function createFlag(
  db: TDb,
  actor: TAuditActor,
  flag: TFlagColumns,
): Promise<TFeatureFlagRow> {
  const id = await refusing(() =>
    db.transaction(async (tx) => {
      const created = await insertFlag(tx, flag);
      await recordAudit(tx, actor, {
        tenantId: flag.tenantId,
        action: 'create',
        entityType: ENTITY,
        entityId: created,
        after: flag,
      });
      return created;
    }),
  );
  return foundFlag(db, id);
}

export async function changeFlag(
  db: TDb,
  actor: TAuditActor,
  id: string,
  flag: TFlagColumns,
): Promise<TFeatureFlagRow> {
  await refusing(() =>
    db.transaction(async (tx) => {
      const before = await findFlagRow(tx, id, { forUpdate: true });
      if (!before) throw new AppError('NOT_FOUND', { reason: 'featureFlag' });
      await updateFlag(tx, id, flag);
      await recordAudit(tx, actor, {
        tenantId: flag.tenantId ?? before.tenantId,
        action: 'update',
        entityType: ENTITY,
        entityId: id,
        before,
        after: flag,
      });
    }),
  );
  return foundFlag(db, id);
}

export async function removeFlag(db: TDb, actor: TAuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findFlagRow(tx, id, { forUpdate: true });
    if (!before || !(await deleteFlag(tx, id))) {
      throw new AppError('NOT_FOUND', { reason: 'featureFlag' });
    }
    await recordAudit(tx, actor, {
      tenantId: before.tenantId,
      action: 'delete',
      entityType: ENTITY,
      entityId: id,
      before,
    });
  });
}
