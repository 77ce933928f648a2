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

// helmet's default policy without inline styles and without fonts or styles from anywhere (https:).
const POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  'upgrade-insecure-requests',
].join(';');

const HELMET_DEFAULTS = {
  'content-security-policy': POLICY,
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
  it("sets helmet's default headers and our policy on API answers and errors alike", async () => {
    for (const url of ['/api/health', '/api/invoice/list', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject(HELMET_DEFAULTS);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it("sets them on the web app's page and its static files (streamed answers) too", async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><head></head><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'page-abc123.js'), 'export const x = 1;');
    const app = Fastify();
    registerSecurityHeaders(app);
    await registerSpa(app, webDir);
    try {
      for (const url of ['/invoice/documents', '/assets/page-abc123.js']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        // The page's policy adds its nonce to style-src, and nothing else.
        const nonce = /nonce="([^"]+)"/.exec(res.body)?.[1];
        const policy = nonce
          ? POLICY.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`)
          : POLICY;
        expect(res.headers, url).toMatchObject({
          ...HELMET_DEFAULTS,
          'content-security-policy': policy,
        });
      }
    } finally {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
