import type { TXsltFailure } from '../../../shared/store/broken-xslt';

/** Why a stylesheet could not be compiled or applied (the reasons: shared/store/broken-xslt.ts). */
export class XsltError extends Error {
  constructor(
    readonly reason: TXsltFailure,
    message: string,
    /** What was refused, as written in the stylesheet or its compiled form (`xsl:include`, `fn:doc`). */
    readonly subject?: string,
  ) {
    super(message);
    this.name = 'XsltError';
  }
}
