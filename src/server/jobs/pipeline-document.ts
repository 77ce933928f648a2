import type { documents } from '../db/schema/documents';

export type TPipelineDocument = typeof documents.$inferSelect;
export type TDocumentUpdate = Partial<typeof documents.$inferInsert>;
