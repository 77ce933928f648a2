import { describeRequest } from '../../exchange';
import { unavailableFrom } from '../../http-failure';
import { IntegratorUnavailableError } from '../../integrator-errors';
import type { TIntegratorExchange } from '../../plugin';
import { IzibizFault } from '../izibiz-errors';
import { IZIBIZ_OPERATIONS, IZIBIZ_SERVICES, type TIzibizOperation } from '../services';
import { readEnvelope, SOAP_CONTENT_TYPE, soapEnvelope, SoapFormatError } from './envelope';
import { redactedRequest } from './request';
import { childElement, childText, type XmlElement } from './xml-read';

/**
 * Where İzibiz is: `baseUrl` (also the key sessions and batches are kept under), or, for the
 * in-process double, an address `resolve` finds when the first call is made.
 */
export type TIzibizEndpoint = {
  baseUrl: string;
  timeoutMs: number;
  resolve?: () => Promise<string>;
};

export type TSoapAnswer = { element: XmlElement; status: number; exchange: TIntegratorExchange };

/** Whether a call's request is recorded (never Login's: it carries the password). */
export type TRecordRequest = 'record' | 'omit';

function exchangeOf(
  envelope: string | null,
  status: number,
  data: unknown,
  success: boolean,
): TIntegratorExchange {
  return {
    ...(envelope === null ? {} : describeRequest(redactedRequest(envelope))),
    responseDate: new Date(),
    responseStatus: status,
    responseData: data,
    success,
  };
}

/** ERROR_TYPE, or a fault's RequestFault (the archive wraps it in RequestFaultResponse). */
function errorOf(element: XmlElement | null): XmlElement | null {
  if (!element) return null;
  if (childText(element, 'ERROR_CODE') !== null) return element;
  return childElement(element, 'ERROR_TYPE') ?? childElement(element, 'RequestFaultResponse');
}

/**
 * One SOAP call to İzibiz. Transport failures, 5xx without a fault and answers that are not a
 * SOAP envelope throw IntegratorUnavailableError (the outcome is unknown: a send is asked about
 * before it goes again); İzibiz's own errors throw IzibizFault.
 */
export async function callIzibiz(
  endpoint: TIzibizEndpoint,
  operation: TIzibizOperation,
  bodyElement: string,
  record: TRecordRequest,
): Promise<TSoapAnswer> {
  const { service, response } = IZIBIZ_OPERATIONS[operation];
  const envelope = soapEnvelope(bodyElement);
  const recorded = record === 'record' ? envelope : null;
  let url = endpoint.baseUrl;
  let status: number;
  let text: string;
  try {
    const base = endpoint.resolve ? await endpoint.resolve() : endpoint.baseUrl;
    url = `${base.replace(/\/+$/, '')}${IZIBIZ_SERVICES[service].path}`;
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': SOAP_CONTENT_TYPE, soapaction: '""' },
      body: envelope,
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
    status = answer.status;
    text = await answer.text();
  } catch (err) {
    throw unavailableFrom(err, url, endpoint.timeoutMs);
  }
  let message;
  try {
    message = readEnvelope(text);
  } catch (err) {
    if (!(err instanceof SoapFormatError)) throw err;
    const data = { operation, error: err.message, body: text.slice(0, 500) };
    throw new IntegratorUnavailableError(
      'server-error',
      `${url} → HTTP ${status}: ${err.message}`,
      exchangeOf(recorded, status, data, false),
    );
  }
  const error = message.kind === 'fault' ? errorOf(message.detail) : errorOf(message.element);
  if (error) {
    const code = Number(childText(error, 'ERROR_CODE') ?? '-1');
    const detail = childText(error, 'ERROR_SHORT_DES') ?? '';
    const index = childText(error, 'ERROR_ELEMENT_INDEX');
    const data = { operation, errorCode: code, errorText: detail };
    const exchange = exchangeOf(recorded, status, data, false);
    throw new IzibizFault(code, detail, index === null ? null : Number(index), exchange);
  }
  if (message.kind === 'fault' || message.element.localName !== response) {
    const got =
      message.kind === 'fault' ? `fault ${message.faultString}` : message.element.localName;
    const data = { operation, error: `unexpected answer: ${got}` };
    throw new IntegratorUnavailableError(
      'server-error',
      `${url} → HTTP ${status}: ${response} beklenirken ${got}`,
      exchangeOf(recorded, status, data, false),
    );
  }
  return {
    element: message.element,
    status,
    exchange: exchangeOf(recorded, status, { operation }, true),
  };
}
