import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { AppError } from '../../lib/app-error';
import type { TStore, TStoreCreate, TStoreUpdate } from '../../../shared/store/store';
import type { TEmailConfigs } from '../../../shared/store/integrator-config';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { checkConfigs } from './store-files';
import { brokenMainStylesheets } from './broken-main-stylesheets';
import {
  listConfigRows,
  listSeries,
  saveConfigs,
  saveSeries,
  toConfigDto,
} from './store-config.repository';
import { findStore, insertStore, updateStoreRow, type TStoreRow } from './store.repository';

export type TStoreDeps = { db: TDb; secretKey: Buffer };

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

export async function readStore(
  db: TDb,
  scope: TDataScope,
  id: string,
  includeBlobs: boolean,
): Promise<TStore> {
  const row = await findStore(db, scope, id);
  if (!row) throw new AppError('NOT_FOUND', { reason: 'store' });
  return toStoreDto(db, row, includeBlobs);
}

async function toStoreDto(db: TDb | TTx, row: TStoreRow, includeBlobs: boolean): Promise<TStore> {
  const { createdAt: _c, updatedAt: _u, emailConfigs, ...fields } = row;
  const configs = await listConfigRows(db, row.tenantId, row.id);
  const broken = await brokenMainStylesheets(db, row.tenantId, configs);
  return {
    ...fields,
    emailConfigs: (emailConfigs as TEmailConfigs | null) ?? null,
    docTypeConfigs: configs.map((c) => toConfigDto(c, includeBlobs, broken(c))),
    invoiceSeries: await listSeries(db, row.tenantId, row.id),
  };
}

function columnsOf(input: TStoreCreate) {
  const { docTypeConfigs: _d, invoiceSeries: _s, emailConfigs, ...columns } = input;
  return { ...columns, emailConfigs: emailConfigs ?? null };
}

async function assertFiles(deps: TStoreDeps, tenantId: string, input: TStoreCreate) {
  const issues = await checkConfigs(deps.db, input.docTypeConfigs, {
    tenantId,
    commercialInvoiceEnabled: input.commercialInvoiceEnabled,
  });
  if (issues.length) throw new AppError('VALIDATION_FAILED', issues);
}

/** The audit keeps what changed, without file contents (they are large) or secrets. */
const auditSnapshot = (tx: TTx, row: TStoreRow) => toStoreDto(tx, row, false);

export async function createStore(
  deps: TStoreDeps,
  actor: TAuditActor,
  tenantId: string,
  input: TStoreCreate,
): Promise<string> {
  await assertFiles(deps, tenantId, input);
  return deps.db.transaction(async (tx) => {
    const row = await insertStore(tx, tenantId, columnsOf(input));
    if (!row) throw new AppError('INTERNAL', { cause: 'store insert returned nothing' });
    const ids = { tenantId, storeId: row.id };
    await saveConfigs(tx, ids, input.docTypeConfigs, deps.secretKey);
    await saveSeries(tx, ids, input.invoiceSeries);
    await recordAudit(tx, actor, {
      tenantId,
      action: 'create',
      entityType: 'store',
      entityId: row.id,
      after: await auditSnapshot(tx, row),
    });
    return row.id;
  });
}

export async function updateStore(
  deps: TStoreDeps,
  actor: TAuditActor,
  scope: TDataScope,
  input: TStoreUpdate,
): Promise<void> {
  await assertFiles(deps, scope.tenantId, input);
  await deps.db.transaction(async (tx) => {
    const current = await findStore(tx, scope, input.id, { forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND', { reason: 'store' });
    const before = await auditSnapshot(tx, current);
    const { id: _id, ...rest } = input;
    const row = await updateStoreRow(tx, scope.tenantId, input.id, columnsOf(rest));
    if (!row) throw new AppError('NOT_FOUND', { reason: 'store' });
    const ids = { tenantId: scope.tenantId, storeId: row.id };
    await saveConfigs(tx, ids, input.docTypeConfigs, deps.secretKey);
    await saveSeries(tx, ids, input.invoiceSeries);
    await recordAudit(tx, actor, {
      tenantId: scope.tenantId,
      action: 'update',
      entityType: 'store',
      entityId: row.id,
      before,
      after: await auditSnapshot(tx, row),
    });
  });
}
