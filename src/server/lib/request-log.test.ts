import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequest } from './log-redaction';
import { OneLinePerRequest } from './request-log';

async function appLogging(lines: Record<string, unknown>[]) {
  const app = Fastify({
    logger: {
      level: 'info',
      serializers: { req: serializeRequest },
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
    logController: new OneLinePerRequest(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

describe('request log', () => {
  it('writes one line per request, when it completed, with the request, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLogging(lines);
    await app.inject({ method: 'GET', url: '/ok?page=2&code=secret' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/ok?page=2&code=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    await app.close();
  });

  it('writes a failed request as an error line with its error', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLogging(lines);
    await app.inject({ method: 'GET', url: '/fails' });
    const completed = lines.filter(
      (l) => l.msg === 'request completed' || l.msg === 'request errored',
    );
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ req: { url: '/fails' }, res: { statusCode: 500 } });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    await app.close();
  });
});
