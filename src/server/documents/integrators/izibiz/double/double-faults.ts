/** A transport fault: how the double misbehaves on the wire, for some calls of an operation. */
export type TTransportFault =
  | { kind: 'slow'; delayMs: number }
  // Never answers within a client's timeout; `process` handles the request first.
  | { kind: 'timeout'; process: boolean }
  | { kind: 'http-error'; status: number }
  // An answer that is not a SOAP envelope, after the request was processed.
  | { kind: 'malformed' }
  // The connection is cut after the request was processed (accepted, answer lost).
  | { kind: 'cut' };

type TCounted<T> = T & { operation: string | undefined; remaining: number };

/** What the double was told to do wrong (POST /control), each for a number of calls. */
export class DoubleFaults {
  private transport: TCounted<{ fault: TTransportFault }>[] = [];
  private errors: TCounted<{ code: number; text: string }>[] = [];
  private gibOutcomes: TCounted<{ code: number; ettn: string | undefined }>[] = [];

  clear(): void {
    this.transport = [];
    this.errors = [];
    this.gibOutcomes = [];
  }

  addTransport(fault: TTransportFault, operation: string | undefined, count: number): void {
    this.transport.push({ fault, operation, remaining: count });
  }

  addError(code: number, text: string, operation: string | undefined, count: number): void {
    this.errors.push({ code, text, operation, remaining: count });
  }

  /** The next documents (or this ETTN) end at GİB with `code` instead of 1300. */
  addGibOutcome(code: number, ettn: string | undefined, count: number): void {
    this.gibOutcomes.push({
      code,
      ettn: ettn?.toLowerCase(),
      operation: undefined,
      remaining: count,
    });
  }

  takeTransport(operation: string): TTransportFault | null {
    return (
      take(this.transport, (f) => f.operation === undefined || f.operation === operation)?.fault ??
      null
    );
  }

  takeError(operation: string): { code: number; text: string } | null {
    return take(this.errors, (f) => f.operation === undefined || f.operation === operation);
  }

  takeGibOutcome(ettn: string): number | null {
    const key = ettn.toLowerCase();
    const found =
      take(this.gibOutcomes, (f) => f.ettn === key) ??
      take(this.gibOutcomes, (f) => f.ettn === undefined);
    return found?.code ?? null;
  }
}

function take<T extends { remaining: number }>(list: T[], match: (f: T) => boolean): T | null {
  const found = list.find(match);
  if (!found) return null;
  found.remaining -= 1;
  if (found.remaining <= 0) list.splice(list.indexOf(found), 1);
  return found;
}
