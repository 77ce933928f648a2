import crypto from 'node:crypto';
import { IzibizFault } from './izibiz-errors';
import { IZIBIZ_SESSION_MS } from './services';
import { requestElement, requestHeader } from './soap/request';
import { callIzibiz, type TIzibizEndpoint } from './soap/soap-client';
import { childText } from './soap/xml-read';
import { leaf } from './soap/xml-text';

export type TIzibizCredential = { username: string; password: string };

type TSession = { id: string; openedAt: number };
type TEntry = {
  endpoint: TIzibizEndpoint;
  session: TSession | null;
  opening: Promise<TSession> | null;
};

/** The documentation: Login sends SESSION_ID -1. */
const LOGIN_SESSION_ID = '-1';

/**
 * One İzibiz session per endpoint and credential, shared by every document of the process: opened
 * on first use, kept until İzibiz calls it invalid (10004) or 8 hours pass, then opened again.
 * Logins of one credential never race: callers wait for the one in flight.
 */
export class IzibizSessions {
  private readonly entries = new Map<string, TEntry>();
  private readonly now: () => number;

  constructor(opts: { now?: () => number } = {}) {
    this.now = opts.now ?? Date.now;
  }

  private keyOf(endpoint: TIzibizEndpoint, credential: TIzibizCredential): string {
    const secret = crypto.createHash('sha256').update(credential.password).digest('hex');
    return `${endpoint.baseUrl}\u0000${credential.username}\u0000${secret}`;
  }

  /** A live session id, logging in when there is none (or it is 8 hours old). */
  async sessionId(endpoint: TIzibizEndpoint, credential: TIzibizCredential): Promise<string> {
    const key = this.keyOf(endpoint, credential);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { endpoint, session: null, opening: null };
      this.entries.set(key, entry);
    }
    const { session } = entry;
    if (session && this.now() - session.openedAt < IZIBIZ_SESSION_MS) return session.id;
    let opening = entry.opening;
    if (!opening) {
      const current = entry;
      opening = this.login(endpoint, credential).then(
        (opened) => {
          current.session = opened;
          current.opening = null;
          return opened;
        },
        (err: unknown) => {
          current.opening = null;
          throw err;
        },
      );
      current.opening = opening;
    }
    return (await opening).id;
  }

  /** İzibiz said 10004: the next caller logs in again (unless someone already did). */
  invalidate(endpoint: TIzibizEndpoint, credential: TIzibizCredential, sessionId: string): void {
    const entry = this.entries.get(this.keyOf(endpoint, credential));
    if (entry?.session?.id === sessionId) entry.session = null;
  }

  /**
   * Runs a call with the credential's session; when İzibiz calls that session invalid (10004), a
   * new one is opened and the call made once more (nothing was processed under the dead session).
   */
  async run<T>(
    endpoint: TIzibizEndpoint,
    credential: TIzibizCredential,
    call: (sessionId: string) => Promise<T>,
  ): Promise<T> {
    const first = await this.sessionId(endpoint, credential);
    try {
      return await call(first);
    } catch (err) {
      if (!(err instanceof IzibizFault) || err.errorClass !== 'session') throw err;
      this.invalidate(endpoint, credential, first);
      return call(await this.sessionId(endpoint, credential));
    }
  }

  private async login(endpoint: TIzibizEndpoint, credential: TIzibizCredential) {
    const body = requestElement('Login', [
      requestHeader(LOGIN_SESSION_ID),
      leaf('USER_NAME', credential.username),
      leaf('PASSWORD', credential.password),
    ]);
    const answer = await callIzibiz(endpoint, 'Login', body, 'omit');
    const id = childText(answer.element, 'SESSION_ID');
    if (!id) throw new IzibizFault(10002, 'SESSION_ID yok', null, answer.exchange);
    return { id, openedAt: this.now() };
  }

  /** Logout of every open session (shutdown); failures are of no consequence. */
  async logoutAll(timeoutMs = 3000): Promise<void> {
    const open = [...this.entries.values()].filter((e) => e.session);
    this.entries.clear();
    await Promise.allSettled(
      open.map((e) =>
        callIzibiz(
          { ...e.endpoint, timeoutMs: Math.min(timeoutMs, e.endpoint.timeoutMs) },
          'Logout',
          requestElement('Logout', [requestHeader(e.session?.id ?? '')]),
          'omit',
        ),
      ),
    );
  }
}

/** The process's sessions: every İzibiz plugin instance shares them. */
export const izibizSessions = new IzibizSessions();
