import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQrCode } from './qr-prerender';

// The shape general.xslt produces: an empty target, the text in a hidden div, then the script.
const VALUE = ' {"vkntckn":"1234567890", "no":"ABC2026000000001", "ettn":"a&amp;b"}';
const page = `<html><body><td><div id="qrcode"></div>
  <div id="qrvalue" style="visibility: hidden; display:none">${VALUE}</div>
  <script>makeCode(document.getElementById("qrvalue").innerHTML);</script></td></body></html>`;

describe('drawQrCode', () => {
  it("draws GİB's QR code from the text the page's script would have used", async () => {
    const html = await drawQrCode(page);
    const svg = /<div id="qrcode">(<svg[\s\S]*?<\/svg>)<\/div>/.exec(html)?.[1];
    const expected = await QRCode.toString(VALUE, {
      type: 'svg',
      errorCorrectionLevel: 'H',
      margin: 0,
    });
    expect(svg).toBe(expected.trim().replace('<svg ', '<svg width="230" height="230" '));
  });

  it('leaves pages without a QR code alone', async () => {
    expect(await drawQrCode('<p>no code</p>')).toBe('<p>no code</p>');
  });

  // A tenant stylesheet writes the page (up to 8 M characters): patterns that retried from every
  // <div took 10-50 s on these 300 KB pages (quadratic in the length); one pass takes moments.
  it.each([
    ['unclosed div tags', '<div '.repeat(60_000)],
    ['ids repeated in one tag', `<div ${'id="qrcode" '.repeat(25_000)}>`],
  ])(
    'reads a hostile page of %s in one pass',
    async (_label, hostile) => {
      expect(await drawQrCode(hostile)).toBe(hostile);
    },
    5_000,
  );
});
