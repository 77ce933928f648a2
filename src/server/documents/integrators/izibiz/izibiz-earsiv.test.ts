import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { numberedInvoice as signedInvoice } from './double/documents.test-support';
import { IntegratorUnavailableError } from '../integrator-errors';
import {
  doubleContext,
  startIzibizDouble,
  type TRunningDouble,
} from './double/izibiz-double.test-support';
import { createIzibizPlugin } from './izibiz-plugin';
import { IzibizSessions } from './sessions';

let double: TRunningDouble;
let sessions: IzibizSessions;
const plugin = () => createIzibizPlugin({ baseUrl: double.url, timeoutMs: 3000, sessions });
const ctx = doubleContext();

beforeAll(async () => {
  double = await startIzibizDouble();
});
afterAll(async () => {
  await double.close();
});
beforeEach(() => {
  double.control({ action: 'reset' });
  sessions = new IzibizSessions();
});
// Every request the plugin sent and every answer the double gave met İzibiz's published schemas.
afterEach(() => {
  expect(double.state.violations).toEqual([]);
});

describe('İzibiz e-Arşiv over SOAP against the double', () => {
  it('sends, reports the status to RAPORLANDI (1300), gives the held copy back and cancels', async () => {
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const sent = await plugin().send(ctx, { ettn, signedXml: Buffer.from(xml) });
    expect(sent.result).toMatchObject({ outcome: 'accepted', gibStatusCode: 1000 });
    expect(sent.exchange.requestBase64).toBeUndefined();
    const first = await plugin().status(ctx, { ettn });
    expect(first.result).toMatchObject({
      known: true,
      gibStatusCode: 1000,
      gibStatusText: 'KUYRUĞA EKLENDİ',
    });
    double.control({ action: 'advance', ms: 3000 });
    const reported = await plugin().status(ctx, { ettn });
    expect(reported.result).toMatchObject({
      gibStatusCode: 1300,
      gibStatusText: 'RAPORLANDI',
      final: true,
    });
    const held = await plugin().fetchUbl(ctx, { ettn });
    expect(held.result.xml).toBe(xml);
    const cancelled = await plugin().cancel(ctx, { ettn, reason: 'iade', cancelDate: new Date() });
    expect(cancelled.result.cancelled).toBe(true);
    const again = await plugin().cancel(ctx, { ettn, reason: 'iade', cancelDate: new Date() });
    expect(again.result.cancelled).toBe(true);
    expect(double.state.submissions.get(ettn)).toBe(1);
    expect(double.state.violations).toEqual([]);
  });

  it('batches documents sent together, and status questions asked together, under one session', async () => {
    const docs = await Promise.all([1, 2, 3].map(() => signedInvoice('EARSIVFATURA')));
    const sent = await Promise.all(
      docs.map((d) => plugin().send(ctx, { ettn: d.ettn, signedXml: Buffer.from(d.xml) })),
    );
    expect(sent.map((s) => s.result.outcome)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(double.state.requests.get('WriteToArchiveExtended')).toBe(1);
    expect(double.state.logins).toBe(1);
    const statuses = await Promise.all(docs.map((d) => plugin().status(ctx, { ettn: d.ettn })));
    expect(statuses.map((s) => s.result.known)).toEqual([true, true, true]);
    expect(double.state.requests.get('GetEArchiveInvoiceStatus')).toBe(1);
    expect(double.state.violations).toEqual([]);
  });

  it('renews an expired session once and sends the document once', async () => {
    const a = await signedInvoice('EARSIVFATURA');
    await plugin().send(ctx, { ettn: a.ettn, signedXml: Buffer.from(a.xml) });
    double.control({ action: 'expire-sessions' });
    const b = await signedInvoice('EARSIVFATURA');
    const sent = await plugin().send(ctx, { ettn: b.ettn, signedXml: Buffer.from(b.xml) });
    expect(sent.result.outcome).toBe('accepted');
    expect(double.state.logins).toBe(2);
    expect(double.state.submissions.get(b.ettn)).toBe(1);
    expect(double.state.requests.get('WriteToArchiveExtended')).toBe(3);
  });

  it('leaves a document waiting with the reason when the password is wrong', async () => {
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const wrong = doubleContext({ password: 'yanlış' });
    const sent = await plugin().send(wrong, { ettn, signedXml: Buffer.from(xml) });
    expect(sent.result).toMatchObject({ outcome: 'deferred', transient: true });
    expect(sent.result.failureReason).toContain('kullanıcı adı veya şifre hatalı');
    expect(double.state.submissions.get(ettn)).toBeUndefined();
    await expect(plugin().status(wrong, { ettn })).rejects.toBeInstanceOf(
      IntegratorUnavailableError,
    );
  });

  it('answers a duplicate as already registered, never as a new send', async () => {
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    await plugin().send(ctx, { ettn, signedXml: Buffer.from(xml) });
    const again = await plugin().send(ctx, { ettn, signedXml: Buffer.from(xml) });
    expect(again.result).toMatchObject({ outcome: 'already-registered', gibStatusCode: 1163 });
    expect(again.result.failureReason).toContain('10009');
  });

  it('refuses the one bad document of a batch and takes the others', async () => {
    const good = await signedInvoice('EARSIVFATURA');
    const bad = await signedInvoice('EARSIVFATURA');
    const broken = bad.xml.replace('<cbc:Note>', '<cbc:Note>değişti ');
    const [a, b] = await Promise.all([
      plugin().send(ctx, { ettn: bad.ettn, signedXml: Buffer.from(broken) }),
      plugin().send(ctx, { ettn: good.ettn, signedXml: Buffer.from(good.xml) }),
    ]);
    expect(a?.result.outcome).toBe('rejected');
    expect(a?.result.failureReason).toContain('10014');
    expect(b?.result.outcome).toBe('accepted');
    expect(double.state.requests.get('WriteToArchiveExtended')).toBe(2);
  });

  it('leaves the outcome unknown when the connection is cut after İzibiz took the document', async () => {
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    await plugin().status(ctx, { ettn });
    double.control({
      action: 'transport',
      fault: { kind: 'cut' },
      operation: 'WriteToArchiveExtended',
    });
    await expect(plugin().send(ctx, { ettn, signedXml: Buffer.from(xml) })).rejects.toBeInstanceOf(
      IntegratorUnavailableError,
    );
    const status = await plugin().status(ctx, { ettn });
    expect(status.result.known).toBe(true);
    expect(double.state.submissions.get(ettn)).toBe(1);
  });

  it('treats a 5xx page, a malformed answer and İzibiz failing itself as unknown outcomes', async () => {
    for (const fault of [
      { action: 'transport', fault: { kind: 'http-error', status: 502 } },
      { action: 'transport', fault: { kind: 'malformed' } },
      { action: 'error', code: 10001 },
    ] as const) {
      double.control(fault);
      const { ettn, xml } = await signedInvoice('EARSIVFATURA');
      await expect(
        plugin().send(ctx, { ettn, signedXml: Buffer.from(xml) }),
      ).rejects.toBeInstanceOf(IntegratorUnavailableError);
    }
    expect(double.state.violations).toEqual([]);
  });
});
