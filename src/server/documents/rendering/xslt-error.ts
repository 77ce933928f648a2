/** `limits`: the stylesheet ran out of memory, output size or CPU, or its process died. */
export type TXsltFailure = 'not-xslt' | 'external' | 'compile' | 'timeout' | 'render' | 'limits';

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
