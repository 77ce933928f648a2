export type TXsltFailure = 'not-xslt' | 'external' | 'compile' | 'timeout' | 'render';

/** Why a stylesheet could not be compiled or applied. */
export class XsltError extends Error {
  constructor(
    readonly reason: TXsltFailure,
    message: string,
  ) {
    super(message);
    this.name = 'XsltError';
  }
}
