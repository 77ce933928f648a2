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
