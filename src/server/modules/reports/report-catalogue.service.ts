import type {
  TReportCatalogue,
  TReportDefinition,
  TReportDefinitionInput,
  TReportGroup,
  TReportGroupActivation,
  TReportGroupInput,
} from '../../../shared/reports/report-catalogue';
import { fieldIssue } from '../../../shared/error-text';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import type { TDb } from '../../db/database';
import { pgErrorCode } from '../../db/pg-errors';
import { AppError } from '../../lib/app-error';
import {
  findReportDefinition,
  findReportGroup,
  insertReportDefinition,
  insertReportGroup,
  listReportDefinitions,
  listReportGroups,
  reportCodeTaken,
  updateReportDefinition,
  updateReportGroup,
} from './report-catalogue.repository';

const groupNotFound = () => new AppError('NOT_FOUND', { reason: 'reportGroup' });
const reportNotFound = () => new AppError('NOT_FOUND', { reason: 'report' });
const codeTaken = () =>
  new AppError('REPORT_CODE_TAKEN', [fieldIssue('code', 'reports.validation.codeTaken')]);

const UNIQUE_VIOLATION = '23505';

/** Two admins saving the same code at once: the unique index decides, the loser gets the field error. */
function codeClash(err: unknown): never {
  throw pgErrorCode(err) === UNIQUE_VIOLATION ? codeTaken() : err;
}

/** Groups in priority order with their reports; users see active groups, admins every group. */
export async function readCatalogue(
  db: TDb,
  opts: { activeOnly: boolean },
): Promise<TReportCatalogue> {
  const groups = await listReportGroups(db, opts);
  const definitions = await listReportDefinitions(
    db,
    groups.map((g) => g.id),
  );
  return {
    groups: groups.map((g) => ({
      ...g,
      reports: definitions.filter((d) => d.reportGroupId === g.id),
    })),
  };
}

export async function createReportGroup(
  db: TDb,
  actor: TAuditActor,
  input: TReportGroupInput,
): Promise<TReportGroup> {
  return db.transaction(async (tx) => {
    const row = await insertReportGroup(tx, input);
    await recordAudit(tx, actor, {
      tenantId: null,
      action: 'create',
      entityType: 'report-group',
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

export async function editReportGroup(
  db: TDb,
  actor: TAuditActor,
  id: string,
  input: TReportGroupInput,
): Promise<TReportGroup> {
  return db.transaction(async (tx) => {
    const before = await findReportGroup(tx, id);
    if (!before) throw groupNotFound();
    const after = await updateReportGroup(tx, id, input);
    if (!after) throw groupNotFound();
    await recordAudit(tx, actor, {
      tenantId: null,
      action: 'update',
      entityType: 'report-group',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Spec §4: switches groups on or off; all or nothing when one of them does not exist. */
export async function setReportGroupActivation(
  db: TDb,
  actor: TAuditActor,
  input: TReportGroupActivation,
): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    let updated = 0;
    for (const { id, isActive } of input.groupList) {
      const before = await findReportGroup(tx, id);
      if (!before) throw groupNotFound();
      if (before.isActive === isActive) continue;
      await updateReportGroup(tx, id, { isActive });
      await recordAudit(tx, actor, {
        tenantId: null,
        action: isActive ? 'activate' : 'deactivate',
        entityType: 'report-group',
        entityId: id,
        before: { isActive: before.isActive },
        after: { isActive },
      });
      updated += 1;
    }
    return { updated };
  });
}

export async function createReportDefinition(
  db: TDb,
  actor: TAuditActor,
  input: TReportDefinitionInput,
): Promise<TReportDefinition> {
  return db
    .transaction(async (tx) => {
      if (!(await findReportGroup(tx, input.reportGroupId))) throw groupNotFound();
      if (await reportCodeTaken(tx, input.code)) throw codeTaken();
      const row = await insertReportDefinition(tx, input);
      await recordAudit(tx, actor, {
        tenantId: null,
        action: 'create',
        entityType: 'report',
        entityId: row.id,
        after: row,
      });
      return row;
    })
    .catch(codeClash);
}

export async function editReportDefinition(
  db: TDb,
  actor: TAuditActor,
  id: string,
  input: TReportDefinitionInput,
): Promise<TReportDefinition> {
  return db
    .transaction(async (tx) => {
      const found = await findReportDefinition(tx, id);
      if (!found) throw reportNotFound();
      if (!(await findReportGroup(tx, input.reportGroupId))) throw groupNotFound();
      if (await reportCodeTaken(tx, input.code, id)) throw codeTaken();
      const after = await updateReportDefinition(tx, id, input);
      if (!after) throw reportNotFound();
      const { groupActive: _groupActive, ...before } = found;
      await recordAudit(tx, actor, {
        tenantId: null,
        action: 'update',
        entityType: 'report',
        entityId: id,
        before,
        after,
      });
      return after;
    })
    .catch(codeClash);
}
