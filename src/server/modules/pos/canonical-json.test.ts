import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from './canonical-json';

const BODY = {
  transactionId: 'K-1',
  transactionTime: '2026-11-22T14:05:00+03:00',
  amounts: { total: '120.00', pay: '120.00', discount: '0.00', taxable: '100.00', tax: '20.00' },
  invoiceLines: [{ name: 'Çay', quantity: '2', unitPrice: '50', vatRate: '20', note: undefined }],
  payments: [{ type: 'card', status: 'completed', amount: '120.00' }],
  isAdvance: false,
  customer: null,
};

describe('canonicalJson', () => {
  it('sorts keys at every level, leaves undefined out and keeps array order', () => {
    expect(
      canonicalJson({ b: 1, a: { d: [3, { z: null, y: 'x' }], c: undefined }, é: true, B: '2' }),
    ).toBe('{"B":"2","a":{"d":[3,{"y":"x","z":null}]},"b":1,"é":true}');
  });

  it('hashes a body as stored sales were hashed, whatever its key order', () => {
    const reversed = Object.fromEntries(Object.entries(BODY).reverse());
    expect(sha256Hex(canonicalJson(reversed))).toBe(sha256Hex(canonicalJson(BODY)));
    // The first implementation's text: a change here answers every stored sale's retry with 422.
    expect(canonicalJson(BODY)).toBe(
      '{"amounts":{"discount":"0.00","pay":"120.00","tax":"20.00","taxable":"100.00","total":"120.00"},' +
        '"customer":null,"invoiceLines":[{"name":"Çay","quantity":"2","unitPrice":"50","vatRate":"20"}],' +
        '"isAdvance":false,"payments":[{"amount":"120.00","status":"completed","type":"card"}],' +
        '"transactionId":"K-1","transactionTime":"2026-11-22T14:05:00+03:00"}',
    );
  });
});
