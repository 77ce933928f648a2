import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  ZReportParameters,
  type TReportDefinition,
  type TReportDefinitionInput,
  type TReportGroup,
  type TReportGroupInput,
} from '../../../shared/reports/report-catalogue';
import type { TQueryable } from '../../db/queryable';
import { reportGroups, reports } from '../../db/schema/reports';
import { turkishOrder } from '../../db/sql-text';

/** Report groups and definitions are one platform-wide catalogue (no tenant): admins keep it. */
function toGroup(row: typeof reportGroups.$inferSelect): TReportGroup {
  return { id: row.id, name: row.name, priority: row.priority, isActive: row.isActive };
}

function toDefinition(row: typeof reports.$inferSelect): TReportDefinition {
  // A stored list the schema no longer accepts reads as none, never as a broken catalogue.
  const parameters = ZReportParameters.safeParse(row.parameters ?? []);
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    priority: row.priority,
    reportGroupId: row.reportGroupId,
    fileName: row.fileName,
    parameters: parameters.success ? parameters.data : [],
  };
}

export async function listReportGroups(
  db: TQueryable,
  opts: { activeOnly: boolean },
): Promise<TReportGroup[]> {
  const rows = await db
    .select()
    .from(reportGroups)
    .where(opts.activeOnly ? eq(reportGroups.isActive, true) : undefined)
    .orderBy(asc(reportGroups.priority), turkishOrder(reportGroups.name), asc(reportGroups.id));
  return rows.map(toGroup);
}

export async function listReportDefinitions(
  db: TQueryable,
  groupIds: string[],
): Promise<TReportDefinition[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select()
    .from(reports)
    .where(inArray(reports.reportGroupId, groupIds))
    .orderBy(asc(reports.priority), turkishOrder(reports.name), asc(reports.id));
  return rows.map(toDefinition);
}

export async function findReportGroup(db: TQueryable, id: string): Promise<TReportGroup | null> {
  const [row] = await db.select().from(reportGroups).where(eq(reportGroups.id, id));
  return row ? toGroup(row) : null;
}

/** A definition with its group's active flag: an inactive group's reports are not built. */
export async function findReportDefinition(
  db: TQueryable,
  id: string,
): Promise<(TReportDefinition & { groupActive: boolean }) | null> {
  const [row] = await db
    .select({ report: reports, groupActive: reportGroups.isActive })
    .from(reports)
    .innerJoin(reportGroups, eq(reportGroups.id, reports.reportGroupId))
    .where(eq(reports.id, id));
  return row ? { ...toDefinition(row.report), groupActive: row.groupActive } : null;
}

export async function insertReportGroup(
  db: TQueryable,
  input: TReportGroupInput,
): Promise<TReportGroup> {
  const [row] = await db.insert(reportGroups).values(input).returning();
  if (!row) throw new Error('report group insert returned nothing');
  return toGroup(row);
}

export async function updateReportGroup(
  db: TQueryable,
  id: string,
  input: Partial<TReportGroupInput>,
): Promise<TReportGroup | null> {
  const [row] = await db.update(reportGroups).set(input).where(eq(reportGroups.id, id)).returning();
  return row ? toGroup(row) : null;
}

/** The id of another definition that already has `code`, if any. */
export async function reportCodeTaken(
  db: TQueryable,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.code, code), exceptId ? ne(reports.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertReportDefinition(
  db: TQueryable,
  input: TReportDefinitionInput,
): Promise<TReportDefinition> {
  const [row] = await db.insert(reports).values(input).returning();
  if (!row) throw new Error('report insert returned nothing');
  return toDefinition(row);
}

export async function updateReportDefinition(
  db: TQueryable,
  id: string,
  input: TReportDefinitionInput,
): Promise<TReportDefinition | null> {
  const [row] = await db.update(reports).set(input).where(eq(reports.id, id)).returning();
  return row ? toDefinition(row) : null;
}
