'use strict';
// exceljs's streaming writer hands a sheet's XML to archiver's input stream without waiting for
// it, and a thread that goes straight on to the next batch leaves archiver no turn of the event
// loop to read it: the whole sheet piled up in that input (~60 MB for 100,000 rows) until the
// commit. A writer that waits for `caughtUp()` after each batch bounds the XML in memory to about
// MAX_ZIP_BACKLOG. Used by the export's and the reports' writer threads.
const MAX_ZIP_BACKLOG = 2 * 1024 * 1024;

/**
 * exceljs 4.4 exposes no backpressure: the sheet's stream (StreamBuf) keeps its consumers in
 * `pipes`, the first being archiver's input, whose queued bytes are readable-stream's state. If a
 * new version moves these, the backlog reads 0 and export-workbook.test.ts fails.
 */
function zipBacklogOf(sheet) {
  const zipInput = () => sheet.stream.pipes[0];
  const backlog = () => zipInput()?._writableState?.length ?? 0;
  function caughtUp() {
    // Beyond its high-water mark the input owes a 'drain' once it has passed everything on.
    if (backlog() <= MAX_ZIP_BACKLOG) return Promise.resolve();
    return new Promise((resolve) => zipInput().once('drain', resolve));
  }
  return { backlog, caughtUp };
}

module.exports = { zipBacklogOf };
