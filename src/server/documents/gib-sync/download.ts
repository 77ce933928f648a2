import { GibSyncError } from './gib-sync-error';

export type TDownloadOptions = { timeoutMs: number; maxBytes: number; signal?: AbortSignal };

/** GETs a file whole; every failure becomes one line that names the URL. */
export async function downloadFile(url: string, opts: TDownloadOptions): Promise<Buffer> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const fail = (reason: string) => new GibSyncError(`Could not download ${url}: ${reason}`);
  try {
    const res = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: { 'user-agent': 'posbelge-gib-sync', accept: 'application/zip, */*' },
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw fail(`HTTP ${res.status} ${res.statusText}`.trim());
    }
    const declared = Number(res.headers.get('content-length') ?? '0');
    if (declared > opts.maxBytes) {
      await res.body?.cancel();
      throw fail(`${declared} bytes is more than the limit of ${opts.maxBytes}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    if (res.body) {
      for await (const chunk of res.body) {
        size += chunk.byteLength;
        if (size > opts.maxBytes) throw fail(`more than the limit of ${opts.maxBytes} bytes`);
        chunks.push(Buffer.from(chunk));
      }
    }
    return Buffer.concat(chunks);
  } catch (e) {
    if (e instanceof GibSyncError) throw e;
    if (opts.signal?.aborted) throw fail('interrupted');
    if (timeout.aborted) throw fail(`no complete answer within ${opts.timeoutMs / 1000} s`);
    throw fail(networkReason(e));
  }
}

/** undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND…) in `cause`. */
function networkReason(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause: unknown = e.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code && !cause.message.includes(code) ? `${code} ${cause.message}` : cause.message;
  }
  return e.message;
}
