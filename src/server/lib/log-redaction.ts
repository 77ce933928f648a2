import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach the log: the reset and invitation links carry their
 * one-time code in the URL (`/reset-password?userId=…&code=…`), and the page load is logged.
 */
const SECRET_PARAM = /code|token|password|secret|key/i;

const REDACTED = '[redacted]';

function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAM.test(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Fastify's request serializer with the URL's secrets removed; bodies are never logged. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
