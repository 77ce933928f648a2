import { escapeXml } from './xml-text';
import { childElement, childElements, childText, parseXml, type XmlElement } from './xml-read';

// SOAP 1.1, as İzibiz's WSDLs bind every operation (soap:binding, document/literal).
export const SOAP_ENV_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP_CONTENT_TYPE = 'text/xml; charset=utf-8';

/** A request or answer: the body's one element (a request or response element of the WSDL). */
export function soapEnvelope(bodyElement: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="${SOAP_ENV_NS}">` +
    `<soap:Body>${bodyElement}</soap:Body></soap:Envelope>`
  );
}

/** A SOAP 1.1 fault whose detail carries the service's fault element (İzibiz's RequestFault). */
export function soapFaultEnvelope(faultString: string, detail: string): string {
  return soapEnvelope(
    '<soap:Fault><faultcode>soap:Server</faultcode>' +
      `<faultstring>${escapeXml(faultString)}</faultstring>` +
      `<detail>${detail}</detail></soap:Fault>`,
  );
}

export type TSoapMessage =
  | { kind: 'body'; element: XmlElement }
  | { kind: 'fault'; faultString: string; detail: XmlElement | null };

export class SoapFormatError extends Error {}

/** The body element of an envelope, or its fault; throws SoapFormatError for anything else. */
export function readEnvelope(text: string): TSoapMessage {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (err) {
    throw new SoapFormatError(err instanceof Error ? err.message : String(err));
  }
  if (root.namespaceURI !== SOAP_ENV_NS || root.localName !== 'Envelope') {
    throw new SoapFormatError(`not a SOAP 1.1 envelope: ${root.nodeName}`);
  }
  const body = childElements(root).find(
    (el) => el.namespaceURI === SOAP_ENV_NS && el.localName === 'Body',
  );
  const [element] = body ? childElements(body) : [];
  if (!element) throw new SoapFormatError('the SOAP body is empty');
  if (element.namespaceURI === SOAP_ENV_NS && element.localName === 'Fault') {
    const [detail] = childElements(childElement(element, 'detail') ?? element, undefined).filter(
      (el) => el.localName !== 'faultcode' && el.localName !== 'faultstring',
    );
    return {
      kind: 'fault',
      faultString: childText(element, 'faultstring') ?? '',
      detail: detail ?? null,
    };
  }
  return { kind: 'body', element };
}
