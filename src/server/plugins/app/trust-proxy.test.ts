import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'false' });
});
afterAll(() => t.close());

describe('without a trusted proxy', () => {
  it('does not let X-Forwarded-For dodge the per-address sign-in limit', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/authorize',
        // A client inventing a new address on every try.
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: `nobody${i}@test.posbelge.test`, password: 'Wrong!2345' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(10)).statusCode).toBe(429);
  });
});
