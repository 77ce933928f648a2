import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '../../../shared/errors';
import { buildTestApp, type TTestApp } from '../../test/app';

type TRawAnswer = { status: number; headers: Record<string, string>; body: unknown };

function parseAnswer(text: string): TRawAnswer {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [
      l.slice(0, l.indexOf(':')).toLowerCase(),
      l.slice(l.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

// Node's HTTP parser's refusals are tried with raw bytes on a socket (inject never reaches the
// parser); the router's, which inject reaches, with inject.
describe('answers below the routes, in our error shape', () => {
  let t: TTestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Connects, lets `act` write (or not), and reads until the server closes the connection. */
  function exchange(act: (socket: net.Socket) => void): Promise<TRawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => act(socket));
      const chunks: Buffer[] = [];
      socket.on('data', (d: Buffer) => chunks.push(d));
      socket.on('error', reject);
      socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
    });
  }
  const raw = (text: string) => exchange((socket) => socket.write(text));

  function expectOurs(answer: TRawAnswer, status: number, code: string) {
    expect(answer.status).toBe(status);
    expect(ZErrorBody.strict().parse(answer.body).code).toBe(code);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }

  it('answers a method Node does not know with 405 METHOD_NOT_ALLOWED naming it', async () => {
    const answer = await raw('FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expectOurs(answer, 405, 'METHOD_NOT_ALLOWED');
    expect(answer.body).toMatchObject({ details: { method: 'FOO' } });
    expect(answer.headers.allow).toBe('GET, POST, PUT, DELETE');
  });

  it.each([
    ['a header name with a space', 'GET / HTTP/1.1\r\nHo st: x\r\n\r\n'],
    ['a NUL in a header value', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n'],
    ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['a garbled request line', '\u0001\u0002 nonsense\r\n\r\n'],
  ])('answers %s with 400 BAD_REQUEST', async (_name, text) => {
    const answer = await raw(text);
    expectOurs(answer, 400, 'BAD_REQUEST');
    expect(answer.body).toEqual({
      code: 'BAD_REQUEST',
      message: 'Geçersiz istek.',
      details: { reason: 'request' },
    });
  });

  it('answers headers past the size limit with 431 REQUEST_HEADERS_TOO_LARGE', async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectOurs(answer, 431, 'REQUEST_HEADERS_TOO_LARGE');
  });

  it('answers an Expect header other than 100-continue with 417 EXPECTATION_FAILED', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n');
    expectOurs(answer, 417, 'EXPECTATION_FAILED');
  });

  it.each([
    ['a path that does not decode', '/api/store/%zz'],
    ['a path parameter past its length limit', `/api/invoice/export/${'a'.repeat(101)}`],
  ])("answers the router's refusal of %s with 400 BAD_REQUEST", async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(ZErrorBody.strict().parse(res.json()).code).toBe('BAD_REQUEST');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers Node's request timeout with 408 REQUEST_TIMEOUT", async () => {
    // Node checks its timeouts every 30 s; its own event stands in for the wait.
    const timeout = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    const accepted = new Promise<net.Socket>((resolve) => t.app.server.once('connection', resolve));
    const answer = await exchange((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\n');
      void accepted.then((serverSide) => t.app.server.emit('clientError', timeout, serverSide));
    });
    expectOurs(answer, 408, 'REQUEST_TIMEOUT');
  });
});
