import 'dotenv/config';
import { loadConfig } from '../config';
import { createDb, openDatabase } from '../db/database';
import { packWholeDocumentFiles } from '../documents/storage/pack-whole-files';

/**
 * `npm run files:pack`: stores the UBL and signed XML of documents written before packing
 * (docs/operations.md, Storage) packed; safe to run while the app runs, and again.
 */
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    const packed = await packWholeDocumentFiles(createDb(database.ownerPool), {
      log: (n) => console.log(`${n} documents packed`),
    });
    console.log(`done: ${packed} documents packed`);
  } finally {
    await database.close();
  }
}

await main();
