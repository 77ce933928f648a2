import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('posts JSON and returns the parsed body', async () => {
    const fetchMock = mockFetch(json({ ok: true }));
    const result = await apiRequest('/api/user/forgotPassword', {
      method: 'POST',
      body: { email: 'a@b.co' },
    });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/forgotPassword');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('adds defined query parameters only', async () => {
    const fetchMock = mockFetch(json([]));
    await apiRequest('/api/tenant/list', { query: { page: 1, size: 10, q: undefined, x: null } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/tenant/list?page=1&size=10');
  });

  it('validates the body with a schema', async () => {
    mockFetch(json({ tenantId: 'abc' }));
    const result = await apiRequest('/x', { schema: z.object({ tenantId: z.string() }) });
    expect(result.tenantId).toBe('abc');
  });

  it('rejects a body that does not match the schema', async () => {
    mockFetch(json({ tenantId: 1 }));
    await expect(
      apiRequest('/x', { schema: z.object({ tenantId: z.string() }) }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it('resolves with undefined for an empty success', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the code and message of the error body', async () => {
    mockFetch(json({ code: 'UNAUTHORIZED', message: 'E-posta veya şifre hatalı.' }, 401));
    const error = await apiRequest('/api/auth/authorize', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'E-posta veya şifre hatalı.',
      fromServer: true,
    });
  });

  it('keeps validation details', async () => {
    const details = [{ path: 'email', message: 'bad' }];
    mockFetch(json({ code: 'VALIDATION_FAILED', message: 'Invalid', details }, 400));
    await expect(apiRequest('/x')).rejects.toMatchObject({ details });
  });

  it('falls back to HTTP_ERROR when the error body is not the standard shape', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      fromServer: false,
    });
  });

  it('turns a failed fetch into NETWORK_ERROR', async () => {
    mockFetch(new TypeError('fetch failed'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('the 401 handler', () => {
  it('runs on a 401 unless the call expects one', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    mockFetch(json({ code: 'UNAUTHORIZED', message: 'x' }, 401));
    await expect(apiRequest('/api/tenant/search')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    mockFetch(json({ code: 'UNAUTHORIZED', message: 'x' }, 401));
    await expect(apiRequest('/api/auth/me', { skipAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
    mockFetch(json({ code: 'UNAUTHORIZED', message: 'x' }, 401));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not run on a 403', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    mockFetch(json({ code: 'FORBIDDEN', message: 'x' }, 403));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 403 });
    expect(handler).not.toHaveBeenCalled();
    unregister();
  });
});
