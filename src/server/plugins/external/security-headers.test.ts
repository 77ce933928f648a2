import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/app';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it("sets helmet's default headers on API answers, errors and the app's pages alike", async () => {
    for (const url of ['/api/health', '/api/invoice/list', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({
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
      });
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
