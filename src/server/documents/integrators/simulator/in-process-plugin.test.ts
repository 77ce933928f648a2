import { describe, expect, it } from 'vitest';
import { getIntegratorPlugin } from '../get-integrator-plugin';
import { IntegratorUnavailableError } from '../integrator-errors';
import type { TIntegratorContext } from '../plugin';
import { testGibDir } from '../../../test/gib-packages';
import { signedInvoice } from './documents.test-support';
import { frozenEngine } from './engine.test-support';

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

describe('in-process simulator plugin', () => {
  it('returns the exchange to store: the answer, and no second copy of the document sent', async () => {
    const engine = frozenEngine();
    const plugin = getIntegratorPlugin('simulator', { gibDir: testGibDir, engine });
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const { result, exchange } = await plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) });
    expect(result.outcome).toBe('accepted');
    // The caller records a send's request (the stored signed file) before it calls.
    expect(exchange.requestBase64).toBeUndefined();
    expect(exchange.requestHash).toBeUndefined();
    expect(exchange).toMatchObject({ responseStatus: 200, success: true });
    expect(exchange.responseData).toMatchObject({ ettn, gibStatusCode: 1000 });
    const fetched = await plugin.fetchUbl(ctx, { ettn });
    expect(fetched.result.xml).toBe(xml);
    expect(fetched.exchange.responseData).toMatchObject({
      found: true,
      xmlBytes: Buffer.byteLength(xml),
    });
  });

  it('throws IntegratorUnavailableError while offline and sends once after it comes back', async () => {
    const engine = frozenEngine();
    const plugin = getIntegratorPlugin('simulator', { gibDir: testGibDir, engine });
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    engine.control({ action: 'offline', reason: 'Bakım' });
    const err = await unavailable(plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) }));
    expect(err).toMatchObject({ kind: 'offline', transient: true, message: 'Bakım' });
    expect(engine.receivedRecord(ettn).attempts).toBe(0);
    engine.control({ action: 'normal' });
    expect((await plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) })).result.outcome).toBe(
      'accepted',
    );
    expect(engine.receivedRecord(ettn).deliveries).toBe(1);
  });

  it('times out after the client timeout; a processed request then meets 1163, still one delivery', async () => {
    const engine = frozenEngine();
    const plugin = getIntegratorPlugin('simulator', { gibDir: testGibDir, engine, timeoutMs: 50 });
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    engine.control({ action: 'timeout' });
    expect((await unavailable(plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) }))).kind).toBe(
      'timeout',
    );
    engine.control({ action: 'slow', delayMs: 200 });
    expect((await unavailable(plugin.status(ctx, { ettn }))).kind).toBe('timeout');
    engine.control({ action: 'slow', delayMs: 10 });
    expect((await plugin.status(ctx, { ettn })).result.known).toBe(true);
    engine.control({ action: 'normal' });
    const again = await plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) });
    expect(again.result).toMatchObject({ outcome: 'already-registered', gibStatusCode: 1163 });
    expect(again.exchange.success).toBe(false);
    expect(engine.receivedRecord(ettn)).toMatchObject({ deliveries: 1, attempts: 2 });
  });

  it('answers a status asked while a send of the ETTN is still being processed as registered', async () => {
    const engine = frozenEngine();
    const plugin = getIntegratorPlugin('simulator', { gibDir: testGibDir, engine });
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    // The send validates the document (XSD, signature) before it registers it: asked meanwhile,
    // an integrator that has the bytes must not answer "unknown", or the caller sends again.
    const sending = plugin.send(ctx, { ettn, signedXml: Buffer.from(xml) });
    const status = await plugin.status(ctx, { ettn });
    expect(status.result).toMatchObject({ known: true, gibStatusCode: 1000 });
    expect((await sending).result.outcome).toBe('accepted');
    expect((await plugin.fetchUbl(ctx, { ettn })).result.xml).toBe(xml);
    expect(engine.receivedRecord(ettn)).toMatchObject({ deliveries: 1, attempts: 1 });
  });

  it("honours a store's failure mode from its integrator options", async () => {
    const engine = frozenEngine();
    const plugin = getIntegratorPlugin('simulator', { gibDir: testGibDir, engine });
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const offline = { ...ctx, integratorOptions: { failureMode: 'offline' } };
    expect(
      (await unavailable(plugin.send(offline, { ettn, signedXml: Buffer.from(xml) }))).kind,
    ).toBe('offline');
    const reject = { ...ctx, integratorOptions: { failureMode: 'reject', failureCode: 1150 } };
    const res = await plugin.send(reject, { ettn, signedXml: Buffer.from(xml) });
    expect(res.result).toMatchObject({
      outcome: 'rejected',
      gibStatusCode: 1150,
      integratorStatus: 6,
    });
  });
});

describe('getIntegratorPlugin', () => {
  it('picks the in-process or the HTTP simulator, and refuses unknown keys', () => {
    expect(getIntegratorPlugin('simulator', { gibDir: testGibDir }).key).toBe('simulator');
    const http = getIntegratorPlugin('simulator-http', {
      gibDir: testGibDir,
      url: 'http://127.0.0.1:9',
    });
    expect(http.key).toBe('simulator-http');
    expect(() => getIntegratorPlugin('foo', { gibDir: testGibDir })).toThrow("'foo'");
  });
});
