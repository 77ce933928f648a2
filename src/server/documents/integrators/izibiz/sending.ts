import { Batcher } from './batcher';
import type { TPackedDocument } from './earsiv';
import { clientKey, type TIzibizClient } from './izibiz-client';
import { sendBatch, type TSentItem } from './send-batch';
import { IZIBIZ_BATCH_LIMITS, type TIzibizOperation } from './services';

type TQueued = { client: TIzibizClient; document: TPackedDocument };

// Room for the envelope and header around the documents of a request.
const REQUEST_OVERHEAD = 4096;

/**
 * The documents of one credential and operation that arrive in the same tick (and, for
 * operations whose request names a receiver, for the same receiver: `group`) leave together, up
 * to İzibiz's limits per request.
 */
export function sendingQueue(
  operation: TIzibizOperation,
  build: (sessionId: string, documents: TPackedDocument[], group: string) => string,
) {
  const batcher = new Batcher<TQueued & { group: string }, TSentItem>(
    async (_key, queued) => {
      const [first] = queued;
      if (!first) return [];
      return sendBatch(
        {
          sessions: first.client.sessions,
          endpoint: first.client.endpoint,
          credential: first.client.credential,
          operation,
          build: (sessionId, documents) => build(sessionId, documents, first.group),
        },
        queued.map((q) => q.document),
      );
    },
    { items: IZIBIZ_BATCH_LIMITS.documents, bytes: IZIBIZ_BATCH_LIMITS.bytes - REQUEST_OVERHEAD },
  );
  return (client: TIzibizClient, document: TPackedDocument, group = ''): Promise<TSentItem> =>
    batcher.submit(clientKey(client, group), { client, document, group }, document.bytes);
}
