import { IZIBIZ_OPERATIONS, IZIBIZ_SERVICES, type TIzibizOperation } from '../services';
import { leaf, node } from './xml-text';

/** Who calls, in every request header (the documentation: APPLICATION_NAME and CHANNEL_NAME). */
const APPLICATION_NAME = 'posbelge';
const CHANNEL_NAME = 'POS';

/** REQUEST_HEADER in the schema's order; COMPRESSED Y: contents travel ZIP-packed. */
export function requestHeader(sessionId: string, compressed?: 'Y' | 'N'): string {
  return node('REQUEST_HEADER', [
    leaf('SESSION_ID', sessionId),
    leaf('APPLICATION_NAME', APPLICATION_NAME),
    leaf('CHANNEL_NAME', CHANNEL_NAME),
    leaf('COMPRESSED', compressed),
  ]);
}

/** The operation's request element, qualified by its service's namespace; children unqualified. */
export function requestElement(operation: TIzibizOperation, children: readonly string[]): string {
  const { service, request } = IZIBIZ_OPERATIONS[operation];
  const ns = IZIBIZ_SERVICES[service].namespace;
  return node(`w:${request}`, children, { 'xmlns:w': ns });
}

/** The recorded copy of a request: the session id is a bearer credential, kept out of the log. */
export function redactedRequest(envelope: string): string {
  return envelope.replace(/<SESSION_ID>[^<]*<\/SESSION_ID>/, '<SESSION_ID>***</SESSION_ID>');
}
