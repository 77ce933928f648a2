import type { TTestApp } from '../app';
import {
  changedTables,
  fingerprint,
  listTables,
  type TFingerprint,
} from '../probes/db-fingerprint';
import { errorBodyProblem } from '../probes/error-body';
import type { TIdentities } from './fuzz-identities';
import type { TFuzzRequest } from './request-arbitrary';

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The catalogue's answers for an outside party that did not answer (an integrator service, mail,
 * the payment provider): the test app has none, so saying so is right, not a fault.
 */
const OUTSIDE_PARTY_CODES = new Set(['SERVICE_UNAVAILABLE', 'PAYMENT_PROVIDER_TIMEOUT']);

function isFault(status: number, body: string): boolean {
  if (status < 500) return false;
  try {
    return !OUTSIDE_PARTY_CODES.has((JSON.parse(body) as { code?: string }).code ?? '');
  } catch {
    return true;
  }
}

export type TViolation = {
  kind: '5xx' | 'error body' | 'state change on refusal' | 'no answer';
  route: string;
  identity: string;
  status: number;
  detail: string;
  input: string;
};

/** What was sent, short enough to read in a report. */
function describe(req: TFuzzRequest): string {
  const clip = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}… (${s.length} chars)` : s);
  const body = req.payload === undefined ? '' : ` body=${clip(JSON.stringify(req.payload))}`;
  const type = req.headers['content-type'] ? ` type=${req.headers['content-type']}` : '';
  return `${req.method} ${clip(JSON.stringify(req.url))} auth=${req.auth}${type}${body}`;
}

function authHeaders(req: TFuzzRequest, identities: TIdentities): Record<string, string> {
  const own = identities.credentials(req.identity);
  if (req.identity === 'anonymous') return {};
  switch (req.auth) {
    case 'cookie':
      return own.cookie ? { cookie: own.cookie } : { authorization: own.authorization ?? '' };
    case 'tampered':
      return { authorization: `${own.authorization ?? ''}x` };
    case 'garbage':
      return { authorization: 'Bearer e30.e30.e30', cookie: 'posbelge_session=e30' };
    case 'own':
      return { authorization: own.authorization ?? '' };
  }
}

/**
 * Sends fuzz requests one at a time and checks each answer: no 5xx, every error body in the
 * catalogue's shape, and no change to the database when the answer is a 4xx.
 */
export async function createProber(t: TTestApp, identities: TIdentities, log: string[]) {
  const tables = await listTables(t.pool);
  let current: TFingerprint = await fingerprint(t.pool, tables);
  const statuses = new Map<number, number>();
  const succeeded = new Map<string, number>();
  const violations: TViolation[] = [];
  let sent = 0;

  function failure(req: TFuzzRequest, status: number, kind: TViolation['kind'], detail: string) {
    const input = describe(req);
    violations.push({ kind, route: req.route.key, identity: req.identity, status, detail, input });
  }

  async function send(req: TFuzzRequest): Promise<number> {
    const before = current;
    const headers = { ...req.headers, ...authHeaders(req, identities) };
    const answer = t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), REQUEST_TIMEOUT_MS);
    });
    const res = await Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
    sent++;
    current = await fingerprint(t.pool, tables);
    if (!res) {
      failure(req, 0, 'no answer', `none within ${REQUEST_TIMEOUT_MS} ms`);
      return 0;
    }
    const status = res.statusCode;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status < 300) succeeded.set(req.route.key, (succeeded.get(req.route.key) ?? 0) + 1);
    if (isFault(status, res.body)) {
      const id = String(res.headers['x-request-id'] ?? '');
      const line = log.find((l) => id !== '' && l.includes(id)) ?? '';
      const cause = /"message":"((?:[^"\\]|\\.){0,200})/.exec(line)?.[1] ?? '';
      failure(req, status, '5xx', `${res.body.slice(0, 120)} ${cause}`);
    }
    if (status >= 400) {
      const problem = errorBodyProblem(res);
      if (problem) failure(req, status, 'error body', problem);
    }
    if (status >= 400 && status < 500) {
      // A cookie session past its access token's life is renewed before the route runs, whatever
      // the route then answers (plugins/app/auth.ts): the new refresh token is the session's.
      const changed = changedTables(before, current).filter(
        (table) => !(req.auth === 'cookie' && table === 'refresh_tokens'),
      );
      if (changed.length > 0) failure(req, status, 'state change on refusal', changed.join(', '));
    }
    if (status === 401 && req.auth === 'own' && (await identities.repairIfBroken(req.identity))) {
      current = await fingerprint(t.pool, tables);
    }
    return status;
  }

  return {
    send,
    violations,
    statuses,
    /** 2xx answers per route. */
    succeeded,
    sent: () => sent,
  };
}

export type TProber = Awaited<ReturnType<typeof createProber>>;
