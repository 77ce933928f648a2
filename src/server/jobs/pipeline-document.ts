import { eq, isNull, sql } from 'drizzle-orm';
import { tenantWhere } from '../db/data-scope';
import type { TDb } from '../db/database';
import { documents } from '../db/schema/documents';
import type { TPipelineStep } from './claim-due';

export type TPipelineDocument = typeof documents.$inferSelect;
export type TDocumentUpdate = Partial<typeof documents.$inferInsert>;

type TNext = { step: TPipelineStep; inSeconds: number } | null;

/**
 * Writes the step's result and what comes next; `next: null` ends the pipeline's work. Nothing is
 * written when the row's step changed meanwhile (a cancel or resend asked for by a user wins).
 */
export async function updatePipelineDocument(
  db: TDb,
  doc: TPipelineDocument,
  change: TDocumentUpdate,
  next: TNext,
): Promise<void> {
  await writePipelineDocument(db, doc, change, next);
}

/** updatePipelineDocument, answering whether the row still asked for the step and was written. */
export async function writePipelineDocument(
  db: TDb,
  doc: TPipelineDocument,
  change: TDocumentUpdate,
  next: TNext,
): Promise<boolean> {
  const written = await db
    .update(documents)
    .set({
      ...change,
      pipelineStep: next?.step ?? null,
      nextCheckAt: next ? sql`now() + make_interval(secs => ${next.inSeconds})` : null,
      updatedAt: new Date(),
    })
    .where(
      tenantWhere(
        documents,
        doc.tenantId,
        eq(documents.id, doc.id),
        doc.pipelineStep === null
          ? isNull(documents.pipelineStep)
          : eq(documents.pipelineStep, doc.pipelineStep),
      ),
    )
    .returning({ id: documents.id });
  return written.length > 0;
}
