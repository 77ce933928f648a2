import { DocType, DocumentStatus } from '../../../shared/domain/enums';
import { formatDateTime, formatDottedDate } from '../../../shared/format/date';
import { APP_TIME_ZONE } from '../../../shared/format/istanbul-time';
import { en } from '../../../shared/i18n/en';
import { enReportFiles } from '../../../shared/i18n/en/report-files';
import { labelsByCode } from '../../../shared/i18n/enum-labels';
import type { TLanguage } from '../../../shared/i18n/languages';
import { tr } from '../../../shared/i18n/tr';
import { trReportFiles } from '../../../shared/i18n/tr/report-files';
import type { TTranslations } from '../../../shared/i18n/types';
import { interpolate } from '../../../shared/error-text';
import { dataSettingsStatement } from '../../db/app-pool';
import { cursorStatements, ownConnectionOf } from '../../db/cursor-statements';
import type { TDb } from '../../db/database';
import { settingsOf } from '../../db/data-context';
import type pg from 'pg';
import { findStoreName } from '../store/store.public';
import { findTenantName } from '../tenant/tenant.public';
import { startReportFile, type TReportFile } from './report-file';
import { buildableReport } from './report-request.service';
import { REPORT_SOURCES } from './report-sources';
import type { TReportTicket } from './report-ticket';

const TEXTS: Record<TLanguage, TTranslations> = { tr, en };
const FILE_TEXTS = { tr: trReportFiles, en: enReportFiles };
const BATCH_SIZE = 500;
const MIME = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type TReportDownload = TReportFile & { fileName: string; contentType: string };

/**
 * Starts the file of a ticket's report, inside the ticket's tenant (the caller runs this in that
 * data context): the definition is read again (a report switched off meanwhile is not built), the
 * rows are read by the writer thread on its own connection with the same role and tenant.
 */
export async function startReportDownload(
  deps: { db: TDb; pool: pg.Pool; now: Date },
  ticket: TReportTicket,
): Promise<TReportDownload> {
  const definition = await buildableReport(deps.db, ticket.reportId);
  const t = TEXTS[ticket.language];
  const f = FILE_TEXTS[ticket.language].reportFiles;
  const scope = { tenantId: ticket.tenantId, storeId: ticket.storeId };
  const storeId = ticket.params.storeId ?? ticket.storeId;
  const scopeName = storeId
    ? (await findStoreName(deps.db, ticket.tenantId, storeId))?.name
    : `${(await findTenantName(deps.db, ticket.tenantId)) ?? ''} (${f.allStores})`;
  const source = REPORT_SOURCES[definition.code];
  const setup = dataSettingsStatement(
    settingsOf({ kind: 'tenant', tenantId: ticket.tenantId, userId: ticket.userId }),
    { setRole: true },
  );
  const file = startReportFile({
    format: ticket.format,
    title: definition.name,
    headerLines: [
      interpolate(f.period, {
        from: formatDottedDate(ticket.params.startDate),
        to: formatDottedDate(ticket.params.endDate),
      }),
      interpolate(f.scope, { name: scopeName ?? '' }),
      interpolate(f.generatedAt, { at: formatDateTime(deps.now) }),
    ],
    sheetName: definition.name.slice(0, 31),
    noRows: f.noRows,
    pageText: f.page,
    cells: {
      columns: source.columns.map((c) => ({ ...c, title: f.columns[c.title] })),
      labels: {
        docType: labelsByCode(t.enums.docType, DocType),
        status: labelsByCode(t.enums.documentStatus, DocumentStatus),
        paymentType: t.formats.paymentTypes,
        numbering: f.numbering,
      },
      locale: 'tr-TR',
      timeZone: APP_TIME_ZONE,
    },
    source: {
      connection: ownConnectionOf(deps.pool, 'posbelge-report'),
      statements: cursorStatements(source.query(deps.db, scope, ticket.params), {
        cursor: 'report_rows',
        batchSize: BATCH_SIZE,
        setup,
      }),
    },
  });
  // Definitions saved through the API hold [a-z0-9-] only; anything else never reaches the header.
  const base = (definition.fileName ?? definition.code.toLowerCase())
    .replace(/\.(pdf|xlsx)$/, '')
    .replace(/[^a-z0-9-]/g, '-');
  return {
    ...file,
    fileName: `${base}-${ticket.params.startDate}-${ticket.params.endDate}.${ticket.format}`,
    contentType: MIME[ticket.format],
  };
}
