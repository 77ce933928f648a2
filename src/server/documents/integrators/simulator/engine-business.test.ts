import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TInvoiceProfile } from '../../../../shared/domain/ubl-codes';
import type { SimulatorEngine } from './engine';
import { SimulatorControlError } from './faults';
import { signedInvoice } from './documents.test-support';
import { DAY_MS, frozenEngine, HOUR_MS, STEP_MS, testContext } from './engine.test-support';

const DELIVERED_AFTER = 6 * STEP_MS;

async function deliver(
  engine: SimulatorEngine,
  profile: TInvoiceProfile,
  integratorOptions: Record<string, unknown> = {},
): Promise<string> {
  const { ettn, xml } = await signedInvoice(profile);
  const res = await engine.send({ ...testContext, integratorOptions }, { ettn, signedXml: xml });
  expect(res.outcome).toBe('accepted');
  return ettn;
}

const cancelInput = { reason: 'Müşteri vazgeçti', cancelDate: new Date('2026-11-22T12:00:00Z') };

describe('SimulatorEngine: cancellation', () => {
  it('cancels a sent e-Arşiv invoice: integrator status 5, final, idempotent', async () => {
    const engine = frozenEngine();
    const ettn = await deliver(engine, 'EARSIVFATURA');
    engine.clock.advance(DELIVERED_AFTER);
    const res = engine.cancel(ettn, cancelInput);
    expect(res).toMatchObject({
      cancelled: true,
      refusalReason: null,
      integratorStatus: 5,
      final: true,
    });
    expect(engine.status(ettn)).toMatchObject({ cancelled: true, integratorStatus: 5 });
    expect(engine.status(ettn).timeline.at(-1)?.text).toBe('İPTAL: Müşteri vazgeçti');
    expect(engine.cancel(ettn, cancelInput).cancelled).toBe(true);
  });

  it('refuses anything but e-Arşiv, unknown documents, late and reasonless cancellations', async () => {
    const engine = frozenEngine();
    for (const profile of ['TEMELFATURA', 'TICARIFATURA'] as const) {
      const ettn = await deliver(engine, profile);
      expect(engine.cancel(ettn, cancelInput)).toMatchObject({
        cancelled: false,
        refusalReason: 'Yalnız e-Arşiv faturaları iptal edilebilir',
      });
      expect(engine.status(ettn).cancelled).toBe(false);
    }
    expect(engine.cancel(crypto.randomUUID(), cancelInput)).toMatchObject({
      cancelled: false,
      integratorStatus: 1,
    });
    const ettn = await deliver(engine, 'EARSIVFATURA');
    expect(engine.cancel(ettn, { ...cancelInput, reason: ' ' }).cancelled).toBe(false);
    engine.clock.advance(8 * DAY_MS);
    expect(engine.cancel(ettn, cancelInput)).toMatchObject({
      cancelled: false,
      refusalReason: 'İptal süresi geçti',
    });
  });
});

describe('SimulatorEngine: TICARIFATURA client responses', () => {
  it('awaits approval (30 / response 1) after 1300, then records a rejection with its reason once', async () => {
    const engine = frozenEngine();
    const ettn = await deliver(engine, 'TICARIFATURA');
    expect(engine.clientResponse(ettn)).toMatchObject({ applicable: true, responseState: null });
    expect(() => engine.control({ action: 'client-response', ettn, accept: true })).toThrow(
      SimulatorControlError,
    );
    engine.clock.advance(DELIVERED_AFTER);
    expect(engine.status(ettn)).toMatchObject({
      gibStatusCode: 1300,
      integratorStatus: 30,
      final: false,
    });
    expect(engine.clientResponse(ettn)).toMatchObject({ responseState: 1, final: false });
    expect(() => engine.control({ action: 'client-response', ettn, accept: false })).toThrow(
      'Red için neden gerekli',
    );
    engine.clock.advance(HOUR_MS);
    engine.control({ action: 'client-response', ettn, accept: false, reason: 'Fiyat hatalı' });
    expect(engine.clientResponse(ettn)).toMatchObject({
      responseState: 3,
      reason: 'Fiyat hatalı',
      final: true,
      responseDate: engine.clock.now(),
    });
    expect(engine.status(ettn)).toMatchObject({ integratorStatus: 4, final: true });
    expect(() => engine.control({ action: 'client-response', ettn, accept: true })).toThrow(
      'Belge zaten yanıtlandı',
    );
  });

  it('counts an unanswered invoice as accepted 8 days after delivery (response 4)', async () => {
    const engine = frozenEngine();
    const ettn = await deliver(engine, 'TICARIFATURA');
    engine.clock.advance(DELIVERED_AFTER);
    const deliveredAt = engine.clock.nowMs();
    engine.clock.advance(8 * DAY_MS - 1);
    expect(engine.clientResponse(ettn).responseState).toBe(1);
    engine.clock.advance(1);
    expect(engine.clientResponse(ettn)).toMatchObject({
      responseState: 4,
      final: true,
      responseDate: new Date(deliveredAt + 8 * DAY_MS),
    });
    expect(engine.status(ettn)).toMatchObject({ integratorStatus: 4, final: true });
    expect(() =>
      engine.control({ action: 'client-response', ettn, accept: false, reason: 'geç' }),
    ).toThrow(SimulatorControlError);
  });

  it('lets a store option make the buyer accept by itself; basic invoices get no response', async () => {
    const engine = frozenEngine();
    const ettn = await deliver(engine, 'TICARIFATURA', { clientResponse: 'accept' });
    const basic = await deliver(engine, 'TEMELFATURA');
    engine.clock.advance(DELIVERED_AFTER + HOUR_MS);
    expect(engine.clientResponse(ettn)).toMatchObject({ responseState: 2, final: true });
    expect(engine.clientResponse(basic)).toMatchObject({ applicable: false, responseState: null });
    expect(engine.status(basic)).toMatchObject({ integratorStatus: 4, clientResponse: null });
  });
});

describe('SimulatorEngine: taxpayers online/offline', () => {
  it('reports a taxpayer offline with reason and date, defers its sends, and resumes', async () => {
    const engine = frozenEngine();
    expect(engine.taxpayerLookup('1234567808')).toMatchObject({
      isOnline: true,
      offlineReason: null,
    });
    engine.clock.advance(HOUR_MS);
    engine.control({ action: 'taxpayer', taxNo: '1234567808', isOnline: false, reason: 'Bakım' });
    expect(engine.taxpayerLookup('1234567808')).toEqual({
      taxNo: '1234567808',
      name: null,
      isOnline: false,
      offlineReason: 'Bakım',
      onlineDate: engine.clock.now(),
    });
    const { ettn, xml } = await signedInvoice('EARSIVFATURA');
    const deferred = await engine.send(testContext, { ettn, signedXml: xml });
    expect(deferred).toMatchObject({ outcome: 'deferred', transient: true, gibStatusCode: null });
    expect(engine.receivedRecord(ettn).deliveries).toBe(0);
    engine.control({ action: 'taxpayer', taxNo: '1234567808', isOnline: true });
    expect((await engine.send(testContext, { ettn, signedXml: xml })).outcome).toBe('accepted');
  });
});
