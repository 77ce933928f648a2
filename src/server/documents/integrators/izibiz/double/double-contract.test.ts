import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOAP_CONTENT_TYPE, soapEnvelope } from '../soap/envelope';
import { leaf } from '../soap/xml-text';
import { requestElement, requestHeader } from '../soap/request';
import { startIzibizDouble, type TRunningDouble } from './izibiz-double.test-support';

let double: TRunningDouble;
beforeAll(async () => {
  double = await startIzibizDouble();
});
afterAll(async () => {
  await double.close();
});

async function post(path: string, body: string): Promise<{ status: number; text: string }> {
  const answer = await fetch(`${double.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': SOAP_CONTENT_TYPE },
    body: soapEnvelope(body),
  });
  return { status: answer.status, text: await answer.text() };
}

describe('the İzibiz double holds requests to the published schemas', () => {
  it('refuses a request outside the schema (10013) and keeps it as a violation', async () => {
    double.control({ action: 'reset' });
    // PASSWORD before USER_NAME: the schema's sequence says otherwise.
    const wrongOrder = requestElement('Login', [
      requestHeader('-1'),
      leaf('PASSWORD', 'x'),
      leaf('USER_NAME', 'y'),
    ]);
    const answer = await post('/AuthenticationWS', wrongOrder);
    expect(answer.status).toBe(500);
    expect(answer.text).toContain('<ERROR_CODE>10013</ERROR_CODE>');
    expect(double.state.violations).toHaveLength(1);
    expect(double.state.violations[0]).toContain('Login request');
  });

  it('answers a wrong password with 10002 in a RequestFault the schema accepts', async () => {
    double.control({ action: 'reset' });
    const login = requestElement('Login', [
      requestHeader('-1'),
      leaf('USER_NAME', 'posbelge-test'),
      leaf('PASSWORD', 'yanlış'),
    ]);
    const answer = await post('/AuthenticationWS', login);
    expect(answer.status).toBe(500);
    expect(answer.text).toContain('<ERROR_CODE>10002</ERROR_CODE>');
    expect(double.state.violations).toEqual([]);
  });

  it('serves the operations at the addresses of İzibiz’s WSDLs only', async () => {
    const unknown = await fetch(`${double.url}/EInvoiceWS`, { method: 'POST', body: '' });
    expect(unknown.status).toBe(404);
  });
});
