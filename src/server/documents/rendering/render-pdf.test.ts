import fs from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeRenderer } from './close-renderer';
import { renderPdf } from './render-pdf';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const original = process.env.CHROMIUM_PATH;

afterEach(() => {
  if (original === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = original;
});
afterAll(() => closeRenderer());

describe('renderPdf', () => {
  it('answers null when Chromium is not installed', async () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    expect(await renderPdf('<p>x</p>')).toBeNull();
  });

  it.skipIf(!fs.existsSync(chromium))('prints HTML to a PDF, reusing the browser', async () => {
    const html = '<html><body><h1>Fatura ABC2026000000001 — Ödenecek 124,50 TL</h1></body></html>';
    const [first, second] = await Promise.all([renderPdf(html), renderPdf(html)]);
    for (const pdf of [first, second]) {
      expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it.skipIf(!fs.existsSync(chromium))('prints with JavaScript off', async () => {
    // Chromium writes the document title into the PDF's metadata: a script would change it.
    const html = `<html><head><title>script off</title></head><body><p>x</p>
      <script>document.title = 'script ran';</script></body></html>`;
    const pdf = (await renderPdf(html))?.toString('latin1') ?? '';
    expect(pdf).not.toContain('script ran');
  });
});
