import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { IntegratorUnavailableError } from '../integrator-errors';
import type { TIntegratorContext, TIntegratorPlugin } from '../plugin';
import type { SimulatorEngine } from './engine';
import { createHttpSimulatorPlugin } from './http-client-plugin';
import { buildSimulatorServer } from './http-server';
import { signedInvoice } from './documents.test-support';
import { DAY_MS, frozenEngine, STEP_MS } from './engine.test-support';
import { CONTEXT_HEADER, encodeContextHeader } from './wire';

const ctx: TIntegratorContext = {
  docType: 2,
  supplierTaxNo: '1234567808',
  integratorUid: 'demo',
  password: 'secret',
  integratorOptions: {},
};

async function unavailable(promise: Promise<unknown>): Promise<IntegratorUnavailableError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IntegratorUnavailableError);
  return err as IntegratorUnavailableError;
}

describe('simulator HTTP service + HTTP client plugin', () => {
  let app: FastifyInstance;
  let engine: SimulatorEngine;
  let url: string;
  let plugin: TIntegratorPlugin;

  const control = async (body: unknown) => {
    const res = await fetch(`${url}/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const received = async (ettn: string) =>
    (await (await fetch(`${url}/received?ettn=${ettn}`)).json()) as Record<string, unknown>;

  beforeAll(async () => {
    engine = frozenEngine();
    app = await buildSimulatorServer({ engine });
    url = await app.listen({ port: await freePort(), host: '127.0.0.1' });
    plugin = createHttpSimulatorPlugin({ url, timeoutMs: 30_000 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends, follows, fetches and cancels an e-Arşiv invoice over HTTP', async () => {
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const sent = await plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) });
    expect(sent.result).toMatchObject({
      outcome: 'accepted',
      gibStatusCode: 1000,
      integratorStatus: 2,
    });
    expect(sent.exchange).toMatchObject({ responseStatus: 200, success: true });
    expect(sent.exchange.requestBase64).toBeUndefined();

    const duplicate = await plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) });
    expect(duplicate.result).toMatchObject({ outcome: 'already-registered', gibStatusCode: 1163 });
    expect(await received(ettn)).toMatchObject({ deliveries: 1, attempts: 2 });

    expect((await control({ action: 'advance', ms: 6 * STEP_MS })).status).toBe(200);
    const status = await plugin.status(ctx, { ettn });
    expect(status.result).toMatchObject({
      known: true,
      gibStatusCode: 1300,
      integratorStatus: 4,
      final: true,
    });
    expect(status.result.timeline[0]?.at).toBeInstanceOf(Date);
    expect((await plugin.fetchUbl(ctx, { ettn })).result.xml).toBe(xml);

    const cancelDate = new Date('2026-11-22T12:00:00Z');
    const cancelled = await plugin.cancel(ctx, { ettn, reason: 'Hatalı tutar', cancelDate });
    expect(cancelled.result).toMatchObject({ cancelled: true, integratorStatus: 5 });
    expect(cancelled.exchange.success).toBe(true);
  });

  it('takes a send as the document itself and refuses one without its ETTN or context', async () => {
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const post = (query: string, headers: Record<string, string>) =>
      fetch(`${url}/api/send${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml', ...headers },
        body: xml,
      });
    const context = encodeContextHeader({ docType: 2, supplierTaxNo: '1234567808' });
    expect((await post('', { [CONTEXT_HEADER]: context })).status).toBe(400);
    expect((await post(`?ettn=${ettn}`, {})).status).toBe(400);
    expect((await post(`?ettn=${ettn}`, { [CONTEXT_HEADER]: 'not-json' })).status).toBe(400);
    expect(await received(ettn)).toMatchObject({ attempts: 0 });
    const sent = await post(`?ettn=${ettn}`, { [CONTEXT_HEADER]: context });
    expect(await sent.json()).toMatchObject({ outcome: 'accepted', gibStatusCode: 1000 });
    expect((await plugin.fetchUbl(ctx, { ettn })).result.xml).toBe(xml);
  });

  it('serves client responses, the buyer control and taxpayer lookups', async () => {
    const { ettn, xml } = await signedInvoice('TICARIFATURA');
    await plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) });
    await control({ action: 'advance', ms: 6 * STEP_MS });
    expect((await plugin.clientResponse(ctx, { ettn })).result).toMatchObject({ responseState: 1 });
    const answer = await control({ action: 'client-response', ettn, accept: true });
    expect(answer.status).toBe(200);
    expect((await control({ action: 'client-response', ettn, accept: true })).status).toBe(409);
    const response = await plugin.clientResponse(ctx, { ettn });
    expect(response.result).toMatchObject({ responseState: 2, final: true });
    expect(response.result.responseDate).toBeInstanceOf(Date);
    expect((await control({ action: 'fail', code: 1999 })).status).toBe(400);

    await control({
      action: 'taxpayer',
      taxNo: '4840847211',
      isOnline: false,
      reason: 'GİB bakımı',
    });
    const lookup = await plugin.taxpayerLookup(ctx, { taxNo: '4840847211' });
    expect(lookup.result).toMatchObject({ isOnline: false, offlineReason: 'GİB bakımı' });
    expect(lookup.result.onlineDate).toBeInstanceOf(Date);
    await control({ action: 'advance', ms: 9 * DAY_MS });
  });

  it('maps offline, timeout and a refused connection to IntegratorUnavailableError', async () => {
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    await control({ action: 'offline' });
    expect((await unavailable(plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) }))).kind).toBe(
      'offline',
    );
    const health = await fetch(`${url}/health`);
    expect(await health.json()).toMatchObject({ ok: true, transport: { kind: 'offline' } });
    expect(await received(ettn)).toMatchObject({ attempts: 0 });

    await control({ action: 'timeout' });
    const impatient = createHttpSimulatorPlugin({ url, timeoutMs: 300 });
    expect(
      (await unavailable(impatient.send(ctx, { ettn, signedXml: Buffer.from(xml) }))).kind,
    ).toBe('timeout');
    await control({ action: 'normal' });
    // The timed-out request was processed: the retry meets 1163 and the delivery stays single.
    const retry = await plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) });
    expect(retry.result.outcome).toBe('already-registered');
    expect(await received(ettn)).toMatchObject({ deliveries: 1, attempts: 2 });

    const closed = createHttpSimulatorPlugin({ url: `http://127.0.0.1:${await freePort()}` });
    expect((await unavailable(closed.status(ctx, { ettn }))).kind).toBe('refused');
  });

  it('maps a 5xx answer to IntegratorUnavailableError and keeps what came back', async () => {
    const broken = Fastify();
    broken.post('/api/status', async (_req, reply) => reply.code(503).send({ error: 'bakımda' }));
    const brokenUrl = await broken.listen({ port: await freePort(), host: '127.0.0.1' });
    try {
      const client = createHttpSimulatorPlugin({ url: brokenUrl });
      const err = await unavailable(client.status(ctx, { ettn: 'x' }));
      expect(err.kind).toBe('server-error');
      expect(err.exchange).toMatchObject({
        responseStatus: 503,
        responseData: { error: 'bakımda' },
        success: false,
      });
    } finally {
      await broken.close();
    }
  });
});
