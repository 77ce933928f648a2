import type { TIntegratorExchange } from '../plugin';
import { IzibizFault } from './izibiz-errors';
import type { IzibizSessions, TIzibizCredential } from './sessions';
import type { TIzibizOperation } from './services';
import { callIzibiz, type TIzibizEndpoint } from './soap/soap-client';

/** What became of one document of a sending request. */
export type TSentItem =
  { kind: 'accepted'; exchange: TIntegratorExchange } | { kind: 'fault'; fault: IzibizFault };

export type TSendBatch<I> = {
  sessions: IzibizSessions;
  endpoint: TIzibizEndpoint;
  credential: TIzibizCredential;
  operation: TIzibizOperation;
  /** The request element for these items under a session. */
  build: (sessionId: string, items: I[]) => string;
};

/** A fault about one document of the request (ERROR_ELEMENT_INDEX), which the others can go without. */
function itemFault(err: unknown, size: number): err is IzibizFault & { elementIndex: number } {
  return (
    err instanceof IzibizFault &&
    err.elementIndex !== null &&
    err.elementIndex >= 1 &&
    err.elementIndex <= size &&
    (err.errorClass === 'document' || err.errorClass === 'duplicate' || err.errorClass === 'limit')
  );
}

/**
 * Sends documents in one request. İzibiz takes a request whole or not at all: a document it
 * refuses (named by ERROR_ELEMENT_INDEX) gets that answer and the rest go again without it; a
 * request over the limits (10010) goes in halves; any other error is every document's answer.
 * Transport failures reject (the outcome is unknown for all of them).
 */
export async function sendBatch<I>(
  batch: TSendBatch<I>,
  items: I[],
): Promise<(TSentItem | Error)[]> {
  const results: (TSentItem | Error)[] = new Array<TSentItem | Error>(items.length);
  const run = async (indexes: number[]): Promise<void> => {
    let pending = indexes;
    while (pending.length > 0) {
      const current = pending;
      try {
        const answer = await batch.sessions.run(batch.endpoint, batch.credential, (sessionId) =>
          callIzibiz(
            batch.endpoint,
            batch.operation,
            batch.build(
              sessionId,
              current.map((i) => items[i] as I),
            ),
            'omit',
          ),
        );
        for (const i of current) results[i] = { kind: 'accepted', exchange: answer.exchange };
        return;
      } catch (err) {
        if (itemFault(err, current.length)) {
          const refused = current[err.elementIndex - 1] as number;
          results[refused] = { kind: 'fault', fault: err };
          pending = current.filter((i) => i !== refused);
        } else if (err instanceof IzibizFault && err.errorClass === 'limit' && current.length > 1) {
          const half = Math.ceil(current.length / 2);
          await run(current.slice(0, half));
          await run(current.slice(half));
          return;
        } else {
          const answer =
            err instanceof IzibizFault ? ({ kind: 'fault', fault: err } as const) : null;
          const error = err instanceof Error ? err : new Error(String(err));
          for (const i of current) results[i] = answer ?? error;
          return;
        }
      }
    }
  };
  await run(items.map((_, i) => i));
  return results;
}
