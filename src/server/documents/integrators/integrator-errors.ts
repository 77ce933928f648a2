import type { TIntegratorExchange } from './plugin';

export type TUnavailableKind = 'offline' | 'refused' | 'timeout' | 'server-error';

/**
 * The integrator could not be reached or did not answer usefully (offline, timeout, connection
 * refused, 5xx). Always transient: the caller keeps the document and tries again later; a send
 * may still have arrived, so the next attempt must be ready for 1163.
 */
export class IntegratorUnavailableError extends Error {
  readonly transient = true;
  readonly kind: TUnavailableKind;
  /** Present when something came back (a 5xx body) and is worth storing. */
  readonly exchange: TIntegratorExchange | undefined;

  constructor(kind: TUnavailableKind, message: string, exchange?: TIntegratorExchange) {
    super(message);
    this.name = 'IntegratorUnavailableError';
    this.kind = kind;
    this.exchange = exchange;
  }
}

/** The integrator refused our request itself (4xx): a bug or a misconfiguration, not transient. */
export class IntegratorProtocolError extends Error {
  readonly exchange: TIntegratorExchange;

  constructor(message: string, exchange: TIntegratorExchange) {
    super(message);
    this.name = 'IntegratorProtocolError';
    this.exchange = exchange;
  }
}
