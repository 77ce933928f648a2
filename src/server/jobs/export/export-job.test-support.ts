import { withSystemAccess, withTenantAccess } from '../../db/data-context';
import { claimDueExports } from '../../modules/invoice/invoice-export.public';
import { EXPORT_MAX_ATTEMPTS } from './export-job';
import { runExport, type TExportDeps } from './run-export';

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Claims every pending request as the job's dispatcher does and runs each like its worker. */
export async function runPendingExports(deps: TExportDeps) {
  const claims = await withSystemAccess('test', () =>
    claimDueExports(deps.db, { limit: 50, leaseSeconds: 60, maxAttempts: EXPORT_MAX_ATTEMPTS }),
  );
  for (const claim of claims) {
    await withTenantAccess(claim.tenantId, () => runExport(deps, claim));
  }
  return claims;
}
