import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';

/**
 * What the built-in integrator simulator took, in its own memory: a restart of the app must not
 * make it forget a document it registered, as a real integrator never does. The simulator's, not
 * ours: no tenant, read and written only under its named system access.
 */
export const simulatorReceived = pgTable('simulator_received', {
  ettn: uuid().primaryKey(),
  docType: integer().notNull(),
  profileId: text(),
  invoiceNo: text(),
  supplierTaxNo: text().notNull(),
  receivedAt: timestamptz().notNull(),
  // The signed XML it holds (gzip), what its fetchUbl gives back.
  xmlGzip: bytea().notNull(),
  // Sends of this ETTN that reached the simulator, and the ones it registered (at most one).
  attempts: integer().notNull(),
  deliveries: integer().notNull(),
});
