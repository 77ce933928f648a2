import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { dataSettingsStatement } from '../../db/app-pool';
import { ownConnectionOf } from '../../db/cursor-statements';
import type { TDb } from '../../db/database';
import { currentDataContext, settingsOf } from '../../db/data-context';
import type { TMailer } from '../../lib/mailer';
import { istanbulDay } from '../../../shared/format/istanbul-time';
import { ZDocumentListQuery } from '../../../shared/invoice/document-list-query';
import { isLanguage } from '../../../shared/i18n/languages';
import {
  findExportRequest,
  markExportDone,
  markExportFailed,
  markExportMailing,
  exportRowStatements,
  type TClaimedExport,
} from '../../modules/invoice/invoice-export.public';
import type { TPipelineLog } from '../step-deps';
import { exportMail } from './export-mail';
import { writeExportWorkbook, type TExportWorkbook } from './export-workbook';

export type TExportDeps = {
  db: TDb;
  /** The app pool behind `db`: the writer thread connects as its connections do. */
  pool: pg.Pool;
  mailer: TMailer;
  /** The web app's address, for the link in the mail. */
  publicUrl: string;
  log: TPipelineLog;
  /** Rows per cursor round trip. */
  batchSize?: number;
};

const BATCH_SIZE = 500;

/**
 * Builds one claimed request's .xlsx and mails it, then records done (with the row count) or
 * failed (with the reason). Runs inside the request's tenant; the file lives in a private
 * temporary directory that is removed whatever happens.
 */
export async function runExport(deps: TExportDeps, claim: TClaimedExport): Promise<void> {
  const request = await findExportRequest(deps.db, claim.tenantId, claim.exportRequestId);
  if (!request || request.status !== 'pending' || request.mailingAt) return;
  const stored = request.query as { filter?: unknown; sort?: unknown; language?: unknown };
  // The request stores '' for "no filter" and "default order", as the dialog posts them.
  const query = ZDocumentListQuery.safeParse({
    filter: stored.filter || undefined,
    sort: stored.sort || undefined,
  });
  if (!query.success) {
    await markExportFailed(deps.db, claim, 'the stored list query is not valid', null);
    return;
  }
  const language = isLanguage(stored.language) ? stored.language : 'tr';
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'posbelge-export-'));
  let rowCount: number | null = null;
  const file = path.join(dir, 'export.xlsx');
  let workbook: TExportWorkbook | undefined;
  try {
    workbook = writeExportWorkbook(file, language, {
      connection: ownConnectionOf(deps.pool, 'posbelge-export'),
      statements: exportRowStatements(
        deps.db,
        { tenantId: claim.tenantId, storeId: request.storeId },
        query.data,
        {
          // The list the user saw: its default month is the one before the request, not the run.
          now: request.createdAt,
          batchSize: deps.batchSize ?? BATCH_SIZE,
          // The role and tenant this run's own queries have (it runs in the request's tenant), so
          // row-level security binds the writer's connection exactly as it binds the app pool's.
          setup: dataSettingsStatement(settingsOf(currentDataContext()), { setRole: true }),
        },
      ),
    });
    rowCount = await workbook.finished;
    await markExportMailing(deps.db, claim);
    const day = istanbulDay(request.createdAt);
    await deps.mailer.send(
      exportMail({
        to: request.email,
        rowCount,
        file,
        fileName: `${language === 'tr' ? 'islem-listesi' : 'transaction-list'}-${day}.xlsx`,
        link: `${deps.publicUrl}/invoice/documents`,
      }),
    );
    await markExportDone(deps.db, claim, rowCount);
    deps.log.info({ exportRequestId: request.id, rowCount }, 'document export mailed');
  } catch (err) {
    deps.log.error({ err, exportRequestId: request.id }, 'document export failed');
    await markExportFailed(
      deps.db,
      claim,
      err instanceof Error ? err.message : String(err),
      rowCount,
    );
  } finally {
    await workbook?.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
