import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import type { TDb } from '../../db/database';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors';
import { AppError } from '../../lib/app-error';
import type {
  TIntegratorProductColumns,
  TIntegratorProductDetail,
} from '../../../shared/integrator/integrator-admin';
import {
  clearOtherDefaults,
  countProductUses,
  deleteProduct,
  findProductDetail,
  insertProduct,
  lockCatalogue,
  updateProduct,
} from './integrator-admin.repository';

const ENTITY = 'integrator-product';
const NAME_CONSTRAINT = 'integrator_products_name_uq';

function constraintOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (constraintOf(err) === NAME_CONSTRAINT) {
      throw new AppError('CONFLICT', { reason: 'integratorNameTaken' });
    }
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) {
      throw new AppError('CONFLICT', { reason: 'integratorInUse' });
    }
    throw err;
  }
}

/** The documents of stores without their own configuration go to the default: it stays usable. */
function assertDefaultUsable(product: TIntegratorProductColumns): void {
  if (product.isDefault && !product.isActive) {
    throw new AppError('CONFLICT', { reason: 'defaultIntegratorRequired' });
  }
}

async function foundProduct(db: TDb, id: string): Promise<TIntegratorProductDetail> {
  const product = await findProductDetail(db, id);
  if (!product) throw new AppError('NOT_FOUND', { reason: 'integratorProduct' });
  return product;
}

export async function createProduct(
  db: TDb,
  actor: TAuditActor,
  product: TIntegratorProductColumns,
): Promise<TIntegratorProductDetail> {
  assertDefaultUsable(product);
  const id = await refusing(() =>
    db.transaction(async (tx) => {
      await lockCatalogue(tx);
      const previousDefaults = product.isDefault ? await clearOtherDefaults(tx, null) : [];
      const created = await insertProduct(tx, product);
      await recordAudit(tx, actor, {
        tenantId: null,
        action: 'create',
        entityType: ENTITY,
        entityId: created,
        after: { ...product, previousDefaults },
      });
      return created;
    }),
  );
  return foundProduct(db, id);
}

export async function changeProduct(
  db: TDb,
  actor: TAuditActor,
  id: string,
  product: TIntegratorProductColumns,
): Promise<TIntegratorProductDetail> {
  assertDefaultUsable(product);
  await refusing(() =>
    db.transaction(async (tx) => {
      await lockCatalogue(tx);
      const before = await findProductDetail(tx, id, { forUpdate: true });
      if (!before) throw new AppError('NOT_FOUND', { reason: 'integratorProduct' });
      // The default moves by making another product the default, never by unsetting it.
      if (before.isDefault && !product.isDefault) {
        throw new AppError('CONFLICT', { reason: 'defaultIntegratorRequired' });
      }
      const previousDefaults = product.isDefault ? await clearOtherDefaults(tx, id) : [];
      await updateProduct(tx, id, product);
      await recordAudit(tx, actor, {
        tenantId: null,
        action: 'update',
        entityType: ENTITY,
        entityId: id,
        before,
        after: { ...product, previousDefaults },
      });
    }),
  );
  return foundProduct(db, id);
}

export async function removeProduct(db: TDb, actor: TAuditActor, id: string): Promise<void> {
  await refusing(() =>
    db.transaction(async (tx) => {
      await lockCatalogue(tx);
      const before = await findProductDetail(tx, id, { forUpdate: true });
      if (!before) throw new AppError('NOT_FOUND', { reason: 'integratorProduct' });
      if (before.isDefault) throw new AppError('CONFLICT', { reason: 'defaultIntegratorRequired' });
      if ((await countProductUses(tx, id)) > 0) {
        throw new AppError('CONFLICT', { reason: 'integratorInUse' });
      }
      await deleteProduct(tx, id);
      await recordAudit(tx, actor, {
        tenantId: null,
        action: 'delete',
        entityType: ENTITY,
        entityId: id,
        before,
      });
    }),
  );
}
