import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInvoice, unsignedInvoice } from './documents.test-support';
import { DAY_MS, frozenEngine, STEP_MS, testContext } from './engine.test-support';

const ctx = testContext;

describe('SimulatorEngine: receiving documents', () => {
  it('moves an accepted document 1000 → 1100 → 1200 → 1300 as its clock advances', async () => {
    const engine = frozenEngine();
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const sent = await engine.send(ctx, { ettn, signedXml: xml });
    expect(sent).toMatchObject({ outcome: 'accepted', gibStatusCode: 1000, integratorStatus: 2 });
    const seen = [];
    for (const steps of [0, 1, 2, 3]) {
      if (steps > 0) engine.clock.advance(steps === 3 ? 3 * STEP_MS : STEP_MS);
      const s = engine.status(ettn);
      seen.push([s.gibStatusCode, s.integratorStatus, s.final]);
    }
    expect(seen).toEqual([
      [1000, 2, false],
      [1100, 2, false],
      [1100, 2, false],
      [1200, 3, false],
    ]);
    engine.clock.advance(3 * STEP_MS);
    const done = engine.status(ettn);
    expect(done).toMatchObject({ gibStatusCode: 1300, integratorStatus: 4, final: true });
    expect(done.timeline.map((t) => t.gibStatusCode)).toEqual([1000, 1100, 1200, 1300]);
    expect(engine.fetchUbl(ettn).xml).toBe(xml);
  });

  it('answers a second send of the same ETTN with 1163 and registers it once, also when concurrent', async () => {
    const engine = frozenEngine();
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const answers = await Promise.all(
      [1, 2, 3].map(() => engine.send(ctx, { ettn, signedXml: xml })),
    );
    expect(answers.map((a) => a.outcome).sort()).toEqual([
      'accepted',
      'already-registered',
      'already-registered',
    ]);
    const again = await engine.send(ctx, { ettn, signedXml: xml });
    expect(again).toMatchObject({
      gibStatusCode: 1163,
      integratorStatus: 7,
      outcome: 'already-registered',
    });
    expect(engine.receivedRecord(ettn)).toMatchObject({ deliveries: 1, attempts: 4 });
  });

  it('rejects an XSD failure with 1160 and a bad signature with 1177, registering nothing', async () => {
    const engine = frozenEngine();
    const ettn = crypto.randomUUID();
    const unsigned = await engine.send(ctx, {
      ettn,
      signedXml: unsignedInvoice('EARSIVFATURA', ettn),
    });
    expect(unsigned).toMatchObject({
      outcome: 'rejected',
      gibStatusCode: 1160,
      integratorStatus: 6,
      final: true,
    });
    expect(unsigned.failureReason).toContain('ExtensionContent');
    const broken = await engine.send(ctx, { ettn, signedXml: '<Invoice><cbc:ID>' });
    expect(broken).toMatchObject({ gibStatusCode: 1160, outcome: 'rejected' });

    const signed = await signedInvoice('EARSIVFATURA');
    const tampered = signed.xml.replace('Ayşe', 'Ayse');
    const badSignature = await engine.send(ctx, { ettn: signed.ettn, signedXml: tampered });
    expect(badSignature).toMatchObject({
      gibStatusCode: 1177,
      integratorStatus: 6,
      transient: false,
    });
    expect(engine.status(signed.ettn)).toMatchObject({ known: false, integratorStatus: 1 });
    expect(engine.receivedRecord(signed.ettn)).toMatchObject({ deliveries: 0, attempts: 1 });

    // 11xx means "fix and resend": the corrected document is then accepted.
    const fixed = await engine.send(ctx, { ettn: signed.ettn, signedXml: signed.xml });
    expect(fixed.outcome).toBe('accepted');
  });

  it('refuses a document whose UUID is not the ETTN it was sent under', async () => {
    const engine = frozenEngine();
    const { xml } = await signedInvoice('EARSIVFATURA');
    const other = crypto.randomUUID();
    const res = await engine.send(ctx, { ettn: other, signedXml: xml });
    expect(res).toMatchObject({ outcome: 'rejected', gibStatusCode: 1160 });
  });

  it.each([1150, 1160, 1177] as const)(
    'can be told to reject the next send with %i',
    async (code) => {
      const engine = frozenEngine();
      engine.control({ action: 'fail', code, count: 2 });
      const results = [];
      for (let i = 0; i < 3; i++) {
        const { ettn, xml } = await signedInvoice('EARSIVFATURA');
        results.push(await engine.send(ctx, { ettn, signedXml: xml }));
      }
      expect(results.map((r) => [r.gibStatusCode, r.integratorStatus, r.final])).toEqual([
        [code, 6, true],
        [code, 6, true],
        [1000, 2, false],
      ]);
    },
  );

  it('an injected 1163 registers the document so its status can be followed', async () => {
    const engine = frozenEngine();
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    engine.control({ action: 'fail', code: 1163, ettn });
    const other = await signedInvoice('EARSIVFATURA');
    expect((await engine.send(ctx, { ettn: other.ettn, signedXml: other.xml })).outcome).toBe(
      'accepted',
    );
    expect(await engine.send(ctx, { ettn, signedXml: xml })).toMatchObject({
      outcome: 'already-registered',
    });
    engine.clock.advance(6 * STEP_MS);
    expect(engine.status(ettn)).toMatchObject({ known: true, gibStatusCode: 1300, final: true });
    expect(engine.receivedRecord(ettn).deliveries).toBe(1);
  });

  it.each([
    { code: 1210, at6: [1210, 20, false], at12: [1300, 4, true] },
    { code: 1215, at6: [1210, 20, false], at12: [1215, 20, true] },
    { code: 1220, at6: [1220, 21, false], at12: [1220, 21, false] },
    { code: 1230, at6: [1230, 6, true], at12: [1230, 6, true] },
  ] as const)('delivery failure $code after 1200', async ({ code, at6, at12 }) => {
    const engine = frozenEngine();
    engine.control({ action: 'fail', code });
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    expect((await engine.send(ctx, { ettn, signedXml: xml })).outcome).toBe('accepted');
    const read = () => {
      const s = engine.status(ettn);
      return [s.gibStatusCode, s.integratorStatus, s.final];
    };
    engine.clock.advance(6 * STEP_MS);
    expect(read()).toEqual(at6);
    engine.clock.advance(6 * STEP_MS);
    expect(read()).toEqual(at12);
    if (code === 1220) {
      // No reply counts as final after 48 hours (domain.md).
      engine.clock.advance(2 * DAY_MS);
      expect(read()).toEqual([1220, 21, true]);
    }
  });
});
