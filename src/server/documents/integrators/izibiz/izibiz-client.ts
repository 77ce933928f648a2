import crypto from 'node:crypto';
import type { TIntegratorContext } from '../plugin';
import { IzibizFault } from './izibiz-errors';
import type { IzibizSessions, TIzibizCredential } from './sessions';
import type { TIzibizOperation } from './services';
import { callIzibiz, type TIzibizEndpoint, type TSoapAnswer } from './soap/soap-client';

/** One store's way to İzibiz: the endpoint, its credential and the process's sessions. */
export type TIzibizClient = {
  sessions: IzibizSessions;
  endpoint: TIzibizEndpoint;
  credential: TIzibizCredential;
};

/** The store's user name and password; without them nothing can be asked (a person must fix it). */
export function credentialOf(ctx: TIntegratorContext): TIzibizCredential {
  if (!ctx.integratorUid || !ctx.password) {
    throw new IzibizFault(0, '', null, undefined, 'noCredentials');
  }
  return { username: ctx.integratorUid, password: ctx.password };
}

/** One key per service address and credential (the password only as its hash). */
export function clientKey(client: TIzibizClient, ...more: string[]): string {
  const { endpoint, credential } = client;
  const secret = crypto.createHash('sha256').update(credential.password).digest('hex');
  return [endpoint.baseUrl, credential.username, secret, ...more].join('\u0000');
}

/** A call under the credential's session (renewed once when İzibiz says 10004); its request recorded. */
export function callWithSession(
  client: TIzibizClient,
  operation: TIzibizOperation,
  build: (sessionId: string) => string,
): Promise<TSoapAnswer> {
  return client.sessions.run(client.endpoint, client.credential, (sessionId) =>
    callIzibiz(client.endpoint, operation, build(sessionId), 'record'),
  );
}
