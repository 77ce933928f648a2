import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

describe('SPA static serving with split chunks', () => {
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
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

  it('answers a chunk of an older build with 404, not the app page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/page-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers a client route with index.html that is never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/invoice/documents' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
