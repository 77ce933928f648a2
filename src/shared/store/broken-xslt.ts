import { z } from 'zod';

/**
 * Why a stylesheet was refused or failed: not XSLT, nested too deep, reads files or runs script
 * ('external'), does not compile, ran out of time, failed on a document ('render'), or ran out of
 * memory or output ('limits').
 */
export const XSLT_FAILURES = [
  'not-xslt',
  'too-deep',
  'external',
  'compile',
  'timeout',
  'render',
  'limits',
] as const;
export type TXsltFailure = (typeof XSLT_FAILURES)[number];

/**
 * A store stylesheet that failed on one of the store's real documents: until it is replaced, the
 * documents that embed it are shown with GİB's stylesheet.
 */
export const ZBrokenXslt = z.object({
  reason: z.enum(XSLT_FAILURES),
  failedAt: z.iso.datetime({ offset: true }),
});
export type TBrokenXslt = z.infer<typeof ZBrokenXslt>;
