import type {
  TCancelResult,
  TClientResponseResult,
  TFetchUblResult,
  TSendResult,
  TStatusResult,
  TTaxpayerLookupResult,
} from './plugin-results';

/** The store's integrator config for the document's docType, with the password decrypted. */
export type TIntegratorContext = {
  docType: number;
  supplierTaxNo: string;
  integratorUid: string | null;
  password: string | null;
  integratorOptions: Record<string, unknown>;
};

/** One row of integrator_exchanges (spec: integrator request / response dialogs). */
export type TIntegratorExchange = {
  requestBase64?: string;
  requestHash?: string;
  responseDate: Date;
  responseStatus: number;
  responseData: unknown;
  success: boolean;
};

/** Every call answers with the typed result and the exchange the caller must store. */
export type TIntegratorReply<T> = { result: T; exchange: TIntegratorExchange };

/** The signed document's bytes (UTF-8 XML), as stored: sent as they are. */
export type TSendInput = { ettn: string; signedXml: Buffer };
export type TCancelInput = { ettn: string; reason: string; cancelDate: Date };

/**
 * An integrator in front of GİB. Transport problems throw IntegratorUnavailableError (transient);
 * everything the integrator itself answers comes back as a result.
 */
export type TIntegratorPlugin = {
  readonly key: string;
  /**
   * The integrator's copy of a delivered document is the legal one (it may sign on its side):
   * the pipeline stores what `fetchUbl` gives as the document's signed file (legal-copy.ts).
   */
  readonly holdsLegalCopy?: boolean;
  send(ctx: TIntegratorContext, input: TSendInput): Promise<TIntegratorReply<TSendResult>>;
  status(
    ctx: TIntegratorContext,
    input: { ettn: string },
  ): Promise<TIntegratorReply<TStatusResult>>;
  cancel(ctx: TIntegratorContext, input: TCancelInput): Promise<TIntegratorReply<TCancelResult>>;
  fetchUbl(
    ctx: TIntegratorContext,
    input: { ettn: string },
  ): Promise<TIntegratorReply<TFetchUblResult>>;
  clientResponse(
    ctx: TIntegratorContext,
    input: { ettn: string },
  ): Promise<TIntegratorReply<TClientResponseResult>>;
  taxpayerLookup(
    ctx: TIntegratorContext,
    input: { taxNo: string },
  ): Promise<TIntegratorReply<TTaxpayerLookupResult>>;
};

export type TIntegratorOperation = Exclude<keyof TIntegratorPlugin, 'key'>;
