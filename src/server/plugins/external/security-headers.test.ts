import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/app';
import { registerSpa } from '../app/spa';
import { registerSecurityHeaders } from './security-headers';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HELMET_DEFAULTS = {
  'content-security-policy': expect.stringContaining("default-src 'self'"),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it("sets helmet's default headers on API answers, errors and the app's pages alike", async () => {
    for (const url of ['/api/health', '/api/invoice/list', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject(HELMET_DEFAULTS);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it("sets them on the web app's page and its static files (streamed answers) too", async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets', 'page-abc123.js'), 'export const x = 1;');
    const app = Fastify();
    registerSecurityHeaders(app);
    await registerSpa(app, webDir);
    try {
      for (const url of ['/invoice/documents', '/assets/page-abc123.js']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers, url).toMatchObject(HELMET_DEFAULTS);
      }
    } finally {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
