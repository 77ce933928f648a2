import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TCursorStatements, TOwnConnection } from '../../db/cursor-statements';
import type { TReportFormat } from '../../../shared/reports/report-codes';
import type { TReportColumn } from './report-sources';

const WORKER_FILE = fileURLToPath(new URL('./report-file-worker.cjs', import.meta.url));
/** The writer's heap cap: a batch of rows, a page or the zip's window, and the font. */
const WRITER_HEAP_MB = 96;

export type TReportFileJob = {
  format: TReportFormat;
  title: string;
  headerLines: string[];
  sheetName: string;
  noRows: string;
  pageText: string;
  cells: {
    columns: readonly (Omit<TReportColumn, 'title'> & { title: string })[];
    labels: {
      docType: Record<number, string>;
      status: Record<number, string>;
      paymentType: Record<string, string>;
      numbering: { complete: string; missing: string; gap: string };
    };
    locale: string;
    timeZone: string;
  };
  source: { connection: TOwnConnection; statements: TCursorStatements };
};

export type TReportFile = {
  /** Resolves once the first bytes are ready (the query answered); rejects if it failed. */
  ready: Promise<void>;
  stream: Readable;
  /** Resolves with the number of rows once the whole file has been written. */
  finished: Promise<number>;
};

type TWriterMessage =
  { chunk: Uint8Array } | { finished: true; rowCount: number } | { error: string };

const resolvePackage = createRequire(import.meta.url).resolve;
const FONTS = {
  regular: resolvePackage('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolvePackage('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
const PATHS = {
  pg: resolvePackage('pg'),
  exceljs: resolvePackage('exceljs'),
  pdfkit: resolvePackage('pdfkit'),
};

/**
 * Writes a report's file in a worker thread (report-file-worker.cjs) and hands it out as a stream
 * while it is written: each chunk the stream's reader takes is acknowledged to the writer, which
 * never runs more than a few chunks ahead. Destroying the stream (a closed download) stops the
 * writer and its query.
 */
export function startReportFile(job: TReportFileJob): TReportFile {
  const worker = new Worker(WORKER_FILE, {
    execArgv: [],
    workerData: { ...job, fonts: FONTS, paths: PATHS },
    resourceLimits: { maxOldGenerationSizeMb: WRITER_HEAP_MB, maxYoungGenerationSizeMb: 8 },
  });
  let owed = 0;
  let started = false;
  let done = false;
  const stream = new Readable({
    read() {
      for (; owed > 0; owed -= 1) worker.postMessage('ack');
    },
    destroy(err, callback) {
      if (!done) void worker.terminate();
      callback(err);
    },
  });
  let markReady: () => void = () => {};
  let failReady: (err: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  const finished = new Promise<number>((resolve, reject) => {
    const fail = (err: Error) => {
      failReady(err);
      reject(err);
      if (!stream.destroyed) stream.destroy(err);
    };
    worker.on('message', (message: TWriterMessage) => {
      if ('chunk' in message) {
        if (!started) {
          started = true;
          markReady();
        }
        const more = stream.push(
          Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength),
        );
        if (more) worker.postMessage('ack');
        else owed += 1;
      } else if ('finished' in message) {
        done = true;
        markReady();
        stream.push(null);
        resolve(message.rowCount);
        void worker.terminate();
      } else {
        done = true;
        fail(new Error(`the report writer failed: ${message.error}`));
      }
    });
    worker.on('error', (err: Error & { code?: string }) =>
      fail(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new Error(`the report writer needed more than ${WRITER_HEAP_MB} MB`)
          : err,
      ),
    );
    worker.on('exit', () => {
      if (!done) fail(new Error('the report writer stopped'));
    });
  });
  finished.catch(() => undefined);
  ready.catch(() => undefined);
  return { ready, stream, finished };
}
