import crypto from 'node:crypto';
import type { TIntegratorExchange } from './plugin';

/** Base64 and SHA-256 (hex) of exactly the bytes that went to the integrator. */
export function describeRequest(body: string): { requestBase64: string; requestHash: string } {
  const bytes = Buffer.from(body, 'utf8');
  return {
    requestBase64: bytes.toString('base64'),
    requestHash: crypto.createHash('sha256').update(bytes).digest('hex'),
  };
}

/**
 * The request an operation's exchange records: its JSON input. A `send` records none: its request
 * is the signed document, which the caller records before the call (the pipeline copies the stored
 * signed file into the send row), so a plugin never copies ~270 KB for nothing.
 */
export function requestBody(operation: string, input: Record<string, unknown>): string | null {
  return operation === 'send' ? null : JSON.stringify(input);
}

/** Stored response data stays JSON; fetched UBL is summarised (the document itself is stored as a file). */
export function responseDataOf(result: unknown): unknown {
  const json: unknown = JSON.parse(JSON.stringify(result));
  if (json && typeof json === 'object' && 'xml' in json && typeof json.xml === 'string') {
    const { xml, ...rest } = json;
    return { ...rest, xmlBytes: Buffer.byteLength(xml, 'utf8') };
  }
  return json;
}

export function makeExchange(input: {
  request: string | null;
  responseStatus: number;
  result: unknown;
  success: boolean;
}): TIntegratorExchange {
  return {
    ...(input.request === null ? {} : describeRequest(input.request)),
    responseDate: new Date(),
    responseStatus: input.responseStatus,
    responseData: responseDataOf(input.result),
    success: input.success,
  };
}
