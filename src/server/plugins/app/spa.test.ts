import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '../../../shared/errors';
import { registerSpa } from './spa';

const INDEX =
  '<!doctype html>\n<html>\n  <head>\n    <title>x</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

describe('SPA static serving with split chunks', () => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(webDir, 'assets', 'page-abc123.js'), 'export const x = 1;');
    app = Fastify();
    await registerSpa(app, webDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves a chunk of this build as JavaScript, cached for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/page-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each(['/assets/page-old999.js', '/robots.txt', '/favicon.ico', '/reports/old-report.pdf'])(
    'answers a file that is not there (%s) with a JSON 404, not the app page',
    async (url) => {
      const res = await app.inject({ method: 'GET', url: `${url}?v=1` });
      expect(res.statusCode).toBe(404);
      expect(ZErrorBody.strict().parse(res.json())).toEqual({
        code: 'NOT_FOUND',
        message: `Dosya bulunamadı: ${url}`,
        details: { reason: 'file', path: url },
      });
    },
  );

  it.each(['/invoice/documents', '/index.html'])(
    'answers %s with index.html that is never cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('puts a new style nonce in each page, the one its content security policy names', async () => {
    const nonces = [];
    for (const url of ['/invoice/documents', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      const nonce = /<head>\s*<meta name="style-nonce" nonce="([\w+/=]{24})" \/>/.exec(
        res.body,
      )?.[1];
      expect(nonce).toBeDefined();
      expect(res.headers['content-security-policy']).toContain(
        `style-src 'self' 'nonce-${nonce}';`,
      );
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });
});

describe('SPA without a build', () => {
  it('answers a page with 503 SERVICE_UNAVAILABLE naming the build step', async () => {
    const app = Fastify();
    await registerSpa(app, path.join(os.tmpdir(), 'no-such-web-build'));
    const res = await app.inject({ method: 'GET', url: '/invoice/documents' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Web uygulaması derlenmemiş: `npm run build` çalıştırın.',
    });
    await app.close();
  });
});
