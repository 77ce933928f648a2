import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '../../../shared/errors';
import { BODY_LIMIT } from '../../app';
import { buildTestApp, type TTestApp } from '../../test/app';

describe('HTTP rules that hold for every route', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers 200 with the database ok, version and migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'ok',
      version: '25.10.1-alpha.2',
      database: { ok: true },
    });
    expect(body.database.migration).toEqual(expect.any(String));
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('refuses a body of 1,048,577 bytes with 413 and the error shape', async () => {
    const payload = Buffer.alloc(BODY_LIMIT + 1, 'a');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(ZErrorBody.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a body of exactly 1,048,576 bytes past the size check', async () => {
    const json = JSON.stringify({ pad: 'a'.repeat(BODY_LIMIT - 10) });
    expect(Buffer.byteLength(json)).toBe(BODY_LIMIT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: json,
    });
    expect(res.statusCode).toBe(404);
  });

  it.each(['PATCH', 'TRACE'])('answers 405 to %s with an Allow header', async (method) => {
    // light-my-request 6.6 (the last on Node 20) injects any method, but its type lists no TRACE.
    const res = await t.app.inject({ method: method as 'PATCH', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, POST, PUT, DELETE');
    expect(ZErrorBody.parse(res.json()).code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(ZErrorBody.parse(res.json())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 and never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(ZErrorBody.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('serves the OpenAPI document generated from route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
  });
});
