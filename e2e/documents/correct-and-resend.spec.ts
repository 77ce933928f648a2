import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeVkn } from '../../src/shared/domain/tax-id';
import type { TDocumentRow } from '../../src/shared/invoice/document-list';
import type { TIntegratorResponseList } from '../../src/shared/invoice/document-actions';
import { useBrowser } from '../support/browser';
import { LANGUAGE_RUNS, TURKISH, chooseLanguage, type TTexts } from '../support/languages';
import { documents, signIn } from '../support/pages/document-rows';
import { addSimulatedStore } from '../support/simulated-store';

const PIPELINE = { timeout: 90_000, interval: 500 };

async function documentOf(page: Page, ettn: string): Promise<TDocumentRow | undefined> {
  return (await documents(page, `ettn:${ettn}:search`))[0];
}

/** The integrator's answers the app recorded for the document, oldest first, as parsed JSON. */
async function integratorAnswers(page: Page, ettn: string): Promise<Record<string, unknown>[]> {
  const res = await page.request.get(`/api/invoice/integrator-response?ettn=${ettn}`);
  expect(res.status()).toBe(200);
  const { list } = (await res.json()) as TIntegratorResponseList;
  return list.map((r) => JSON.parse(r.data ?? '{}') as Record<string, unknown>).reverse();
}

/** Send answers carry an outcome; status answers carry the simulator's own timeline. */
const sends = (answers: Record<string, unknown>[]) =>
  answers.filter((a) => typeof a.outcome === 'string').map((a) => a.outcome);

/** How many envelopes of this document the simulator registered: each starts with a 1000. */
function envelopes(answers: Record<string, unknown>[]): number {
  const last = answers.filter((a) => Array.isArray(a.timeline)).at(-1);
  const timeline = (last?.timeline ?? []) as { gibStatusCode: number | null }[];
  return timeline.filter((e) => e.gibStatusCode === 1000).length;
}

/** The XML that went to the integrator in the document's last send. */
async function lastSentXml(page: Page, documentId: string): Promise<string> {
  const res = await page.request.get(`/api/invoice/integrator-request?documentId=${documentId}`);
  const { data } = (await res.json()) as { data: { integratorRequestBase64: string | null } };
  return Buffer.from(data.integratorRequestBase64 ?? '', 'base64').toString('utf8');
}

async function openResendPanel(page: Page, T: TTexts, doc: TDocumentRow) {
  const filter = encodeURIComponent(`ettn:${doc.ettn}:search`);
  const view = encodeURIComponent(`resend:${doc.documentId}`);
  await page.goto(`/invoice/documents?page=1&size=10&filter=${filter}&view=${view}`);
  const panel = page.getByRole('dialog', { name: T.correction.title });
  await panel.getByText(doc.invoiceNo ?? '').waitFor();
  return panel;
}

describe.each(LANGUAGE_RUNS)('correct and resend ($language)', ({ language, t: T }) => {
  const t = useBrowser();

  it('corrects the buyer of a POS sale the integrator rejected; it ends in 1300 carrying it', async () => {
    const { page } = t;
    await signIn(page);
    await chooseLanguage(page, language);
    // Rejected while processing (schematron): nothing of it is registered, so it is correctable.
    const store = await addSimulatedStore(page, `Red ${language}`);
    await store.answer({ failureMode: 'reject', failureCode: 1150 });
    const sale = await store.sell(`correct-${language}-${Date.now()}`);
    await expect
      .poll(async () => (await documentOf(page, sale.ettn))?.gibStatusCode, PIPELINE)
      .toBe(1150);
    const failed = await documentOf(page, sale.ettn);
    expect(failed).toMatchObject({ status: 6, isResendable: true, invoiceNo: sale.invoiceNo });
    if (!failed) throw new Error('the sale made no document');
    // The integrator's fault is fixed; the buyer still has to be corrected.
    await store.answer({});

    const panel = await openResendPanel(page, T, failed);
    // Amounts and lines are shown, not edited.
    await panel.getByTestId('resend-amounts').waitFor();
    expect(await panel.getByTestId('resend-amounts').locator('input').count()).toBe(0);
    const taxNo = panel.getByLabel(T.correction.taxNo);
    await taxNo.fill('1234567801');
    await panel.getByRole('button', { name: T.correction.save }).click();
    await panel.getByText(T.correction.badTaxNo).waitFor();
    // A VKN unlikely to be in the demo GİB user list: an e-Arşiv must not go to an e-Fatura user.
    const vkn = makeVkn(Math.random);
    const name = `Düzeltilmiş Alıcı ${Date.now().toString(36)} A.Ş.`;
    await taxNo.fill(vkn);
    await panel.getByLabel(T.correction.name).fill(name);
    await panel.getByLabel(T.correction.firstName, { exact: true }).fill('');
    await panel.getByLabel(T.correction.lastName, { exact: true }).fill('');
    await panel.getByRole('button', { name: T.correction.save }).click();
    await page.getByText(T.correction.queued).waitFor();
    await panel.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('view')).toBeNull();

    await expect
      .poll(async () => (await documentOf(page, sale.ettn))?.gibStatusCode, PIPELINE)
      .toBe(1300);
    expect(await documentOf(page, sale.ettn)).toMatchObject({
      status: 2,
      ettn: sale.ettn,
      invoiceNo: sale.invoiceNo,
    });
    // One rejected send, then the corrected one exactly once; the simulator registered one
    // envelope, and what it received is the corrected document.
    const answers = await integratorAnswers(page, sale.ettn);
    expect(sends(answers)).toEqual(['rejected', 'accepted']);
    expect(envelopes(answers)).toBe(1);
    const sent = await lastSentXml(page, failed.documentId);
    expect(sent).toContain(name);
    expect(sent).toContain(vkn);
    const ubl = await page.request.get(`/api/invoice/ubl?ettn=${sale.ettn}`);
    expect(ubl.status()).toBe(200);
    const xml = await ubl.text();
    expect(xml).toContain(name);
    expect(xml).toContain(vkn);
    expect(xml).toContain(sale.invoiceNo);
    expect(xml).toContain('<ds:SignatureValue');
  }, 180_000);
});

// Turkish only: the English texts of the same panel are seen above.
describe('resend after a failed delivery', () => {
  const T = TURKISH;
  const t = useBrowser();

  it('sends a POS sale whose delivery failed (1215) again as it was, exactly once', async () => {
    const { page } = t;
    await signIn(page);
    const store = await addSimulatedStore(page, 'Teslim');
    await store.answer({ failureMode: 'reject', failureCode: 1215 });
    const sale = await store.sell(`redeliver-${Date.now()}`);
    await expect
      .poll(async () => (await documentOf(page, sale.ettn))?.gibStatusCode, PIPELINE)
      .toBe(1215);
    const failed = await documentOf(page, sale.ettn);
    if (!failed) throw new Error('the sale made no document');
    expect(failed).toMatchObject({ status: 6, isResendable: true });
    const before = await lastSentXml(page, failed.documentId);
    await store.answer({});

    // It reached GİB: nothing may be corrected, the same document goes again.
    const panel = await openResendPanel(page, T, failed);
    await panel.getByText(T.correction.notCorrectable).waitFor();
    expect(await panel.getByLabel(T.correction.taxNo).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: T.correction.send, exact: true }).click();
    await page.getByText(T.correction.queued).waitFor();

    await expect
      .poll(async () => (await documentOf(page, sale.ettn))?.gibStatusCode, PIPELINE)
      .toBe(1300);
    const answers = await integratorAnswers(page, sale.ettn);
    expect(sends(answers)).toEqual(['accepted', 'accepted']);
    expect(envelopes(answers)).toBe(2);
    expect(await lastSentXml(page, failed.documentId)).toBe(before);
  }, 180_000);
});
