import crypto from 'node:crypto';
import { fieldIssue } from '../../../shared/error-text';
import type { TLanguage } from '../../../shared/i18n/languages';
import type { TReportParameter } from '../../../shared/reports/report-catalogue';
import { ZReportCode, type TReportCode } from '../../../shared/reports/report-codes';
import type { TReportRunQuery } from '../../../shared/reports/report-run';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../plugins/app/scope';
import { findStoreName } from '../store/store.public';
import { findReportDefinition } from './report-catalogue.repository';
import { REPORT_TICKET_TTL_MS, sealReportTicket, type TReportTicket } from './report-ticket';

const notFound = () => new AppError('NOT_FOUND', { reason: 'report' });

/** A definition that can be built: it exists, its group is active and its code is ours. */
export async function buildableReport(db: TDb, reportId: string) {
  const definition = await findReportDefinition(db, reportId);
  const code = ZReportCode.safeParse(definition?.code);
  if (!definition || !definition.groupActive || !code.success) throw notFound();
  return { ...definition, code: code.data as TReportCode };
}

/** The form's store and type only where the definition asks for them (spec §3 parameters). */
function checkParameters(parameters: readonly TReportParameter[], query: TReportRunQuery): void {
  const issues = (['storeId', 'docType'] as const).flatMap((name) => {
    const declared = parameters.find((p) => p.name === name);
    if (query[name] !== undefined && !declared) {
      return [fieldIssue(`querystring.${name}`, 'reports.validation.parameterNotUsed')];
    }
    if (query[name] === undefined && declared?.required) {
      return [fieldIssue(`querystring.${name}`, 'reports.validation.parameterRequired')];
    }
    return [];
  });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues);
}

/**
 * Spec §7 file downloader: checks one report request in the caller's scope and seals it into a
 * short-lived download token for that request only. A store-mode user reports on their store;
 * a tenant user may narrow to one of the tenant's stores.
 */
export async function requestReport(
  db: TDb,
  secretKey: Buffer,
  caller: { scope: TScope; familyId: string; language: TLanguage; now: number },
  query: TReportRunQuery,
): Promise<{ requestId: string; accessToken: string }> {
  const { scope } = caller;
  if (!scope.tenantId) throw new AppError('FORBIDDEN', { reason: 'selectTenant' });
  const definition = await buildableReport(db, query.reportId);
  checkParameters(definition.parameters, query);
  if (query.storeId) {
    if (scope.storeId && query.storeId !== scope.storeId) {
      throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
    }
    if (!(await findStoreName(db, scope.tenantId, query.storeId))) {
      throw new AppError('NOT_FOUND', { reason: 'store' });
    }
  }
  const ticket: TReportTicket = {
    requestId: crypto.randomUUID(),
    userId: scope.userId,
    familyId: caller.familyId,
    tenantId: scope.tenantId,
    storeId: scope.storeId,
    reportId: definition.id,
    format: query.format,
    language: caller.language,
    params: {
      startDate: query.startDate,
      endDate: query.endDate,
      storeId: query.storeId ?? null,
      docType: query.docType ?? null,
    },
    issuedAtMs: caller.now,
    expiresAtMs: caller.now + REPORT_TICKET_TTL_MS,
  };
  return { requestId: ticket.requestId, accessToken: sealReportTicket(secretKey, ticket) };
}
