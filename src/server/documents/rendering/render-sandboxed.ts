import { runSandboxed } from './sandbox/sandbox-pool';
import { XsltError } from './xslt-error';
import { rememberFailure, throwKnownFailure } from './xslt-failures';

/** A render takes ~100 ms warm; anything near this limit is a stylesheet that loops. */
const RENDER_TIMEOUT_MS = 60_000;

export type TRenderJob = {
  /** Whose turn the render takes in the sandbox pool (SYSTEM_TENANT for GİB's defaults). */
  tenant: string;
  hash: string;
  xml: string;
  sef: () => Promise<string>;
  timeoutMs?: number;
  /** False for GİB's defaults: one slow render of a large document must not block them. */
  refuseAgain?: boolean;
};

/**
 * Applies a compiled stylesheet in a sandboxed process of the pool; throws XsltError. A
 * stylesheet that hit a limit (time, memory, output) is refused from memory for a while.
 */
export async function renderSandboxed(job: TRenderJob): Promise<string> {
  const key = `render:${job.tenant}:${job.hash}`;
  if (job.refuseAgain !== false) throwKnownFailure(key);
  try {
    const reply = await runSandboxed(
      job.tenant,
      { op: 'render', hash: job.hash, xml: job.xml, sef: job.sef },
      job.timeoutMs ?? RENDER_TIMEOUT_MS,
    );
    if (reply.html === undefined) {
      throw new XsltError(reply.limit ? 'limits' : 'render', reply.error ?? 'no output');
    }
    return reply.html;
  } catch (err) {
    if (job.refuseAgain !== false) rememberFailure(key, err);
    throw err;
  }
}
