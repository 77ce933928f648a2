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
import type { TLanguage } from '../../../shared/i18n/languages';
import { tr } from '../../../shared/i18n/tr';
import type { TTranslations } from '../../../shared/i18n/types';
import type { TExportDocument } from '../../modules/invoice/invoice-export.public';

const TEXTS: Record<TLanguage, TTranslations> = { tr, en };

/** Column widths in characters, in the screen's order (spec §2). */
const WIDTHS = [28, 14, 20, 14, 12, 38, 22, 28, 18, 16, 40, 28];
const DATE_FORMAT = 'dd-mm-yyyy';
const moneyFormat = (currency: string) => `#,##0.00 "${currency}"`;
const DATE_COLUMN = 3;
const MONEY_COLUMN = 8;
/** The writer's heap cap: it holds a batch or two and exceljs's row buffers, nothing more. */
const WRITER_HEAP_MB = 48;
/** Batches handed to the writer and not yet written; the cursor waits beyond this. */
const MAX_BATCHES_AHEAD = 2;
const WORKER_FILE = fileURLToPath(new URL('./export-sheet-worker.cjs', import.meta.url));

/**
 * A text a spreadsheet could run as a formula (`= + - @`, or a tab or carriage return before
 * one) gets a leading apostrophe, the usual CSV-injection guard, so it always stays text.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function labelOf(
  labels: Record<string, string>,
  codes: Record<string, number>,
  code: number | null,
) {
  if (code === null) return '';
  const key = Object.keys(codes).find((k) => codes[k] === code);
  return (key && labels[key]) ?? String(code);
}

/** Excel counts days, not instants: the calendar day at UTC midnight keeps it on that day. */
function calendarDate(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

function cells(doc: TExportDocument, t: TTranslations): (string | number | Date)[] {
  const e = t.enums;
  const device = [doc.deviceDescription, doc.deviceSerialNumber].filter(Boolean).join(' / ');
  const gib = doc.gibStatusCode === null ? '' : `${doc.gibStatusCode} - ${doc.gibStatusText ?? ''}`;
  // Spec §4: the client response exists only for commercial (2) invoices; its message for 2 or 3.
  let response = '';
  if (doc.scenarioType === ScenarioType.ticari && doc.responseState !== null) {
    response = labelOf(e.clientResponse, ClientResponse, doc.responseState);
    const withMessage =
      doc.responseState === ClientResponse.accepted ||
      doc.responseState === ClientResponse.rejected;
    if (withMessage && doc.responseMessage) response = `${response} - ${doc.responseMessage}`;
  }
  return [
    doc.storeName,
    labelOf(e.docType, DocType, doc.docType),
    doc.invoiceNo ?? '',
    calendarDate(doc.invoiceDate),
    labelOf(e.scenarioType, ScenarioType, doc.scenarioType),
    doc.ettn,
    doc.posUserFullName ?? '',
    device,
    Number(doc.totalPayAmount),
    labelOf(e.documentStatus, DocumentStatus, doc.status),
    gib,
    response,
  ].map((v) => (typeof v === 'string' ? neutraliseFormula(v) : v));
}

export type TExportWorkbook = {
  /** Resolves once the writer has room for another batch. */
  add(rows: TExportDocument[]): Promise<void>;
  /** Resolves when the file is complete on disk. */
  finish(): Promise<void>;
  /** Stops the writer; the file is then incomplete. Safe after finish. */
  close(): Promise<void>;
  /** The most sheet XML the zip had not yet taken, in bytes, seen after any batch. */
  peakZipBacklog(): number;
};

type TWriterReply =
  { written: number; zipBacklog: number } | { finished: true } | { error: string };

/**
 * The document list as an .xlsx written to `file` by exceljs's streaming writer in a worker thread
 * (export-sheet-worker.cjs): each row is committed as it is added, so memory holds neither the
 * rows nor the sheet, and the job process's event loop stays free while the sheet is written.
 * Inline strings (no shared-strings table) keep it that way for any number of rows.
 */
export function createExportWorkbook(file: string, language: TLanguage): TExportWorkbook {
  const t = TEXTS[language];
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
  const worker = new Worker(WORKER_FILE, {
    execArgv: [],
    workerData: {
      exceljsPath: createRequire(import.meta.url).resolve('exceljs'),
      file,
      sheetName: t.documentExport.sheetName,
      columns: headers.map((header, i) => ({
        header,
        width: WIDTHS[i] ?? 16,
        numFmt: i === DATE_COLUMN ? DATE_FORMAT : undefined,
      })),
      moneyColumn: MONEY_COLUMN,
      moneyFormat: moneyFormat('{currency}'),
    },
    resourceLimits: { maxOldGenerationSizeMb: WRITER_HEAP_MB, maxYoungGenerationSizeMb: 4 },
  });
  let ahead = 0;
  let failure: Error | undefined;
  let waiting: { resolve: () => void; reject: (err: Error) => void } | undefined;
  const wake = () => {
    const w = waiting;
    waiting = undefined;
    if (failure) w?.reject(failure);
    else w?.resolve();
  };
  const fail = (err: Error) => {
    failure ??= err;
    wake();
  };
  let finished = false;
  let peakZipBacklog = 0;
  worker.on('message', (reply: TWriterReply) => {
    if ('error' in reply) fail(new Error(`the .xlsx writer failed: ${reply.error}`));
    else if ('written' in reply) {
      ahead -= 1;
      peakZipBacklog = Math.max(peakZipBacklog, reply.zipBacklog);
    } else finished = true;
    wake();
  });
  worker.on('error', (err: Error & { code?: string }) =>
    fail(
      err.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new Error(`the .xlsx writer needed more than ${WRITER_HEAP_MB} MB`)
        : err,
    ),
  );
  worker.on('exit', () => {
    if (!finished) fail(new Error('the .xlsx writer stopped'));
  });
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (failure) reject(failure);
        else if (ready()) resolve();
        else waiting = { resolve: check, reject };
      };
      check();
    });
  return {
    async add(rows) {
      if (failure) throw failure;
      ahead += 1;
      worker.postMessage({ rows: rows.map((doc) => [cells(doc, t), doc.currencyCode]) });
      await until(() => ahead < MAX_BATCHES_AHEAD);
    },
    async finish() {
      await until(() => ahead === 0);
      worker.postMessage({ finish: true });
      await until(() => finished);
      await worker.terminate();
    },
    async close() {
      finished = true;
      await worker.terminate();
    },
    peakZipBacklog: () => peakZipBacklog,
  };
}
