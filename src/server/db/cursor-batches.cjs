'use strict';
// Reads a query's rows in a worker thread, batch by batch, on a connection of the thread's own
// (cursor-statements.ts builds the statements): the export's and the reports' file writers. Plain
// JavaScript so a worker needs no TypeScript loader.

/**
 * Connects with `connection` (TOwnConnection), runs `statements` (TCursorStatements) and hands
 * each batch of rows (arrays in the select's order: no object per row) to `onBatch`, reading the
 * next batch while that one is written. `onFirstBatch` runs once before the first `onBatch`, after
 * the query has answered, so a writer can start its file only once the query works.
 */
async function readInBatches(pg, connection, statements, handlers) {
  const client = new pg.Client(connection);
  // A connection lost while idle fails the next query, which reports it; this only keeps the
  // 'error' event from ending the thread first.
  client.on('error', () => {});
  await client.connect();
  let rowCount = 0;
  try {
    await client.query(statements.setup);
    await client.query(statements.begin);
    await client.query(statements.declare.text, statements.declare.params);
    const fetch = () => client.query({ text: statements.fetch, rowMode: 'array' });
    let batch = await fetch();
    if (handlers.onFirstBatch) await handlers.onFirstBatch();
    for (;;) {
      const rows = batch.rows;
      rowCount += rows.length;
      // A failed read ahead is handled when awaited.
      const ahead = rows.length === statements.batchSize ? fetch() : undefined;
      ahead?.catch(() => {});
      await handlers.onBatch(rows);
      if (!ahead) break;
      batch = await ahead;
    }
    await client.query(statements.end);
  } finally {
    await client.end().catch(() => {});
  }
  return rowCount;
}

module.exports = { readInBatches };
