import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  ClientResponse,
  DocType,
  DocumentStatus,
  ScenarioType,
} from '../../../shared/domain/enums';
import { en } from '../../../shared/i18n/en';
import { labelsByCode } from '../../../shared/i18n/enum-labels';
import type { TLanguage } from '../../../shared/i18n/languages';
import { tr } from '../../../shared/i18n/tr';
import type { TTranslations } from '../../../shared/i18n/types';
import type { TCursorStatements, TOwnConnection } from '../../db/cursor-statements';
import { EXPORT_ROW_FIELDS } from '../../modules/invoice/invoice-export.public';

const TEXTS: Record<TLanguage, TTranslations> = { tr, en };

/** Column widths in characters, in the screen's order (spec §2). */
const WIDTHS = [28, 14, 20, 14, 12, 38, 22, 28, 18, 16, 40, 28];
const DATE_FORMAT = 'dd-mm-yyyy';
const moneyFormat = (currency: string) => `#,##0.00 "${currency}"`;
const DATE_COLUMN = 3;
const MONEY_COLUMN = 8;
/** The writer's heap cap: it holds a batch or two and exceljs's row buffers, nothing more. */
const WRITER_HEAP_MB = 48;
const WORKER_FILE = fileURLToPath(new URL('./export-sheet-worker.cjs', import.meta.url));

/** Where the writer thread reads the rows: its own connection, and what to run on it. */
export type TExportRowSource = {
  connection: TOwnConnection;
  statements: TCursorStatements;
};

export type TExportWorkbook = {
  /** Resolves with the number of rows once the file is complete on disk. */
  finished: Promise<number>;
  /** Stops the writer; the file is then incomplete. Safe after `finished`. */
  close(): Promise<void>;
  /** The most sheet XML the zip had not yet taken, in bytes, seen after any batch. */
  peakZipBacklog(): number;
};

type TWriterReply =
  { finished: true; rowCount: number; peakZipBacklog: number } | { error: string };

/**
 * The document list as an .xlsx written to `file` by exceljs's streaming writer in a worker thread
 * (export-sheet-worker.cjs) that reads the rows from `source` itself: each row is committed as it
 * is read, so memory holds neither the rows nor the sheet, and the job process holds no row at
 * all. Inline strings (no shared-strings table) keep it that way for any number of rows.
 */
export function writeExportWorkbook(
  file: string,
  language: TLanguage,
  source: TExportRowSource,
): TExportWorkbook {
  const t = TEXTS[language];
  const e = t.enums;
  // The screen's own column titles (spec §2), so the file and the list say the same.
  const c = t.documentList.columns;
  const headers = [
    c.storeName,
    c.docType,
    c.invoiceNo,
    c.invoiceDate,
    c.scenarioType,
    c.ettn,
    c.user,
    c.device,
    c.totalPayAmount,
    c.status,
    c.gibStatus,
    c.clientResponse,
  ];
  const resolve = createRequire(import.meta.url).resolve;
  const worker = new Worker(WORKER_FILE, {
    execArgv: [],
    workerData: {
      exceljsPath: resolve('exceljs'),
      pgPath: resolve('pg'),
      file,
      sheetName: t.documentExport.sheetName,
      columns: headers.map((header, i) => ({
        header,
        width: WIDTHS[i] ?? 16,
        numFmt: i === DATE_COLUMN ? DATE_FORMAT : undefined,
      })),
      moneyColumn: MONEY_COLUMN,
      moneyFormat: moneyFormat('{currency}'),
      rowFormat: {
        fields: EXPORT_ROW_FIELDS,
        labels: {
          docType: labelsByCode(e.docType, DocType),
          scenarioType: labelsByCode(e.scenarioType, ScenarioType),
          documentStatus: labelsByCode(e.documentStatus, DocumentStatus),
          clientResponse: labelsByCode(e.clientResponse, ClientResponse),
        },
        commercialScenario: ScenarioType.ticari,
        responsesWithMessage: [ClientResponse.accepted, ClientResponse.rejected],
      },
      source,
    },
    resourceLimits: { maxOldGenerationSizeMb: WRITER_HEAP_MB, maxYoungGenerationSizeMb: 4 },
  });
  let peakZipBacklog = 0;
  let done = false;
  const finished = new Promise<number>((resolveRows, reject) => {
    worker.on('message', (reply: TWriterReply) => {
      if ('error' in reply) reject(new Error(`the .xlsx writer failed: ${reply.error}`));
      else {
        done = true;
        peakZipBacklog = reply.peakZipBacklog;
        resolveRows(reply.rowCount);
      }
    });
    worker.on('error', (err: Error & { code?: string }) =>
      reject(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new Error(`the .xlsx writer needed more than ${WRITER_HEAP_MB} MB`)
          : err,
      ),
    );
    worker.on('exit', () => {
      if (!done) reject(new Error('the .xlsx writer stopped'));
    });
  });
  return {
    finished,
    async close() {
      done = true;
      finished.catch(() => undefined);
      await worker.terminate();
    },
    peakZipBacklog: () => peakZipBacklog,
  };
}
