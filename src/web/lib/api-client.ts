import type { z } from 'zod';
import { ZErrorBody } from '../../shared/errors';

/** Codes the client itself produces when there is no usable `{ code, message }` body. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  http: 'HTTP_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** True when the message came from the server's error body and can be shown as is. */
  get fromServer(): boolean {
    return !(Object.values(CLIENT_ERROR_CODES) as string[]).includes(this.code);
  }
}

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TApiRequestOptions = {
  method?: THttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Request headers of the call's own (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Calls whose 401 is an expected answer (sign-in, the account probe, logout) set this. */
  skipAuthRedirect?: boolean;
};

type TUnauthorizedHandler = () => void;
let unauthorizedHandler: TUnauthorizedHandler | null = null;

/**
 * Spec §4/§8: a 401 from the generic client sends the browser to /auth/logout. The app registers
 * the navigation here; the returned function unregisters it.
 */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function buildUrl(path: string, query: TApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(response: Response, body: unknown): ApiError {
  const parsed = ZErrorBody.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data;
    return new ApiError(response.status, code, message, details);
  }
  return new ApiError(response.status, CLIENT_ERROR_CODES.http, response.statusText);
}

async function send(
  path: string,
  options: TApiRequestOptions,
): Promise<{ status: number; payload: unknown }> {
  const { method = 'GET', body, query, signal, skipAuthRedirect = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, String(error));
  }
  const payload = await readBody(response);
  // Spec §7: success is any status from 200 to 399.
  if (response.status === 401 && !skipAuthRedirect) unauthorizedHandler?.();
  if (response.status < 200 || response.status > 399) throw errorFrom(response, payload);
  return { status: response.status, payload };
}

/**
 * JSON request to the posbelge server. Resolves with the body (parsed by `schema` when given);
 * rejects with an ApiError carrying the server's `{ code, message, details }`.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: TApiRequestOptions & { schema: S },
): Promise<z.output<S>>;
export async function apiRequest(path: string, options?: TApiRequestOptions): Promise<unknown>;
export async function apiRequest(
  path: string,
  options: TApiRequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const { status, payload } = await send(path, options);
  if (!options.schema) return payload;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(status, CLIENT_ERROR_CODES.invalidResponse, parsed.error.message);
  }
  return parsed.data;
}
