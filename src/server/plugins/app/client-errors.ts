import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { TErrorBody } from '../../../shared/errors';
import { AppError } from '../../lib/app-error';
import { SECURITY_HEADERS } from '../external/security-headers';
import { sendError } from './errors';
import { ALLOW_HEADER } from './http-rules';

// A method token (RFC 9110 §5.6.2) at the start of what the parser refused.
const METHOD_TOKEN = /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}) /;

/** The start of the bytes the parser refused (Node hands a Buffer; Fastify's type says JSON). */
function rawStart(err: ConnectionError): string {
  const raw: unknown = err.rawPacket;
  return Buffer.isBuffer(raw) ? raw.subarray(0, 64).toString('latin1') : '';
}

/** What Node's HTTP parser refused, as one of our errors (the parser saw no route). */
function appErrorOf(err: ConnectionError): AppError {
  if (err.code === 'HPE_HEADER_OVERFLOW') return new AppError('REQUEST_HEADERS_TOO_LARGE');
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('REQUEST_TIMEOUT');
  const method = METHOD_TOKEN.exec(rawStart(err))?.[1];
  if (err.code === 'HPE_INVALID_METHOD' && method) {
    return new AppError('METHOD_NOT_ALLOWED', { method });
  }
  return new AppError('BAD_REQUEST', { reason: 'request' });
}

function bodyOf(error: AppError): string {
  const body: TErrorBody = { code: error.code, message: error.message, details: error.details };
  return JSON.stringify(body);
}

function headersOf(error: AppError, body: string): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    ...(error.code === 'METHOD_NOT_ALLOWED' ? { allow: ALLOW_HEADER } : {}),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (a garbled request line or
 * header, an unknown method, headers past the size limit, a timeout) is answered in our shape
 * on the socket, then the connection closes, as Node's own answer does.
 */
function answerClientError(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const error = appErrorOf(err);
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const body = bodyOf(error);
    const head = Object.entries(headersOf(error, body))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const status = `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode]}`;
    socket.write(`${status}\r\n${head}\r\n${body}`);
  }
  socket.destroy(err);
}

/**
 * Fastify's `frameworkErrors`: the router's refusals before any hook runs (a path that does not
 * decode, a path parameter past its length limit).
 */
function answerFrameworkError(_err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS);
  return sendError(reply, new AppError('BAD_REQUEST', { reason: 'request' }));
}

/** Fastify's options for the answers given below its routes and error handler. */
export const CLIENT_ERROR_OPTIONS = {
  clientErrorHandler: answerClientError,
  frameworkErrors: answerFrameworkError,
};

/** An Expect header other than 100-continue: Node would answer 417 with an empty body. */
export function registerExpectationCheck(app: FastifyInstance): void {
  app.server.on('checkExpectation', (_request, response) => {
    const error = new AppError('EXPECTATION_FAILED');
    const body = bodyOf(error);
    response.writeHead(error.statusCode, headersOf(error, body)).end(body);
  });
}
