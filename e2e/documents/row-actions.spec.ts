import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minusDays } from '../../src/shared/format/istanbul-time';
import type { TDocumentRow } from '../../src/shared/invoice/document-list';
import { saleBody } from '../../src/server/modules/pos/pos.test-support';
import { useBrowser } from '../support/browser';
import { LANGUAGE_RUNS, chooseLanguage } from '../support/languages';
import {
  choose,
  documents,
  expectToast,
  newDeviceCredential,
  openRow,
  pick,
  refusal,
  rowMenuButton,
  signIn,
  today,
} from '../support/pages/document-rows';

describe.each(LANGUAGE_RUNS)('document row actions ($language)', ({ language, t: T }) => {
  const t = useBrowser();

  // Sign in (Turkish form), then show every screen after it in the run's language.
  async function signInInLanguage(): Promise<void> {
    await signIn(t.page);
    await chooseLanguage(t.page, language);
  }

  it('refuses what the spec refuses, each with its exact toast', async () => {
    const { page } = t;
    await signInInLanguage();
    const slip = await pick(page, 'docType:9:eq');
    const failed = await pick(
      page,
      'status:6:eq',
      (r) => r.isResendable && r.docType === 2 && r.failureReason !== null,
    );
    const stuck = await pick(page, 'status:6:eq', (r) => !r.isResendable && r.docType !== 9);
    const cancelled = await pick(page, 'status:5:eq');
    const sent = await pick(page, 'status:2:eq', (r) => r.docType === 1);

    await openRow(page, slip);
    await refusal(page, slip, T.menu.view, T.refusal.noView);
    await refusal(page, slip, T.menu.ubl, T.refusal.noUbl);
    await refusal(page, slip, T.menu.xades, T.refusal.noXadesType);
    await refusal(page, slip, T.menu.send, T.refusal.sendSlip);
    await refusal(page, slip, T.menu.cancel, T.refusal.cancelOnly);

    await openRow(page, failed);
    await refusal(page, failed, T.menu.xades, T.refusal.noXadesStatus);
    await refusal(page, failed, T.menu.cancel, T.refusal.cancelOnly);
    await choose(page, failed, T.menu.info);
    const info = page.getByRole('dialog', { name: T.infoTitle });
    await info.getByText(failed.failureReason ?? '').waitFor();
    await info.getByRole('button', { name: T.close }).last().click();
    await info.waitFor({ state: 'detached' });
    // A failed, resendable document opens the correction panel named in the URL.
    await choose(page, failed, T.menu.send);
    await page.waitForURL((url) => url.searchParams.get('view') === `resend:${failed.documentId}`);

    await openRow(page, stuck);
    await refusal(page, stuck, T.menu.send, T.refusal.sendNotAllowed);
    await openRow(page, cancelled);
    await refusal(page, cancelled, T.menu.send, T.refusal.sendCancelled);
    await openRow(page, sent);
    await refusal(page, sent, T.menu.send, T.refusal.sendNotFailed);
    await refusal(page, sent, T.menu.cancel, T.refusal.cancelOnly);

    // A row whose cancellation waits for the integrator says so and refuses a second request.
    const pending = await pick(page, 'docType:2:eq', (r) => r.status === 2);
    await page.route(
      (url) => url.pathname === '/api/invoice/list',
      async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { list: TDocumentRow[] };
        const list = body.list.map((r) => ({ ...r, cancelPending: true }));
        await route.fulfill({ response: res, json: { ...body, list } });
      },
    );
    const row = await openRow(page, pending);
    await row.getByText(T.cancelling).waitFor();
    await refusal(page, pending, T.menu.cancel, T.refusal.cancelPending);
    // The list keeps polling: a stubbed answer must not outlive the test's context.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('shows the client response of a commercial invoice, and only there', async () => {
    const { page } = t;
    await signInInLanguage();
    const answered = await pick(
      page,
      'scenarioType:2:eq',
      (r) => (r.responseState === 2 || r.responseState === 3) && r.responseMessage !== null,
    );
    const basic = await pick(page, 'scenarioType:1:eq');

    await openRow(page, answered);
    await choose(page, answered, T.menu.clientResponse);
    const dialog = page.getByRole('dialog', { name: T.clientResponseTitle });
    await dialog.getByText(answered.responseState === 2 ? T.accepted : T.rejected).waitFor();
    await dialog.getByText(answered.responseMessage ?? '').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await openRow(page, basic);
    await rowMenuButton(page, basic).click();
    await page.getByRole('menuitem', { name: T.menu.info }).waitFor();
    expect(await page.getByRole('menuitem', { name: T.menu.clientResponse }).count()).toBe(0);
  });

  it('downloads UBL and XadesBes equal to the stored files', async () => {
    const { page } = t;
    await signInInLanguage();
    const docs = await documents(page, 'docType:2:eq,status:2:eq');
    // The oldest for one run, the next for the other: the two never share a document.
    const doc = docs[docs.length - 1 - LANGUAGE_RUNS.findIndex((r) => r.language === language)];
    if (!doc?.invoiceNo || !doc.saleTransactionId) throw new Error('no sent e-Arşiv with a sale');
    await openRow(page, doc);

    for (const [item, name, api] of [
      [T.menu.ubl, `${doc.invoiceNo}.xml`, `/api/invoice/ubl?ettn=${doc.ettn}`],
      [
        T.menu.xades,
        `${doc.invoiceNo}_XadesBes.xml`,
        `/api/invoice/xades-bes?saleTransactionId=${doc.saleTransactionId}`,
      ],
    ] as const) {
      const downloading = page.waitForEvent('download', { timeout: 120_000 });
      await choose(page, doc, item);
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(name);
      const saved = fs.readFileSync(await download.path());
      const stored = await page.request.get(api);
      expect(stored.status()).toBe(200);
      expect(saved.equals(await stored.body())).toBe(true);
      expect(saved.toString('utf8')).toContain('<ds:SignatureValue');
      await expectToast(page, T.downloading(name));
    }

    // The demo data's send (seed/exchanges.ts): what left is the signed file just downloaded.
    await choose(page, doc, T.menu.integratorRequest);
    const request = page.getByRole('dialog', { name: T.menu.integratorRequest });
    const content = request.getByTestId('integrator-request-content');
    await content.waitFor();
    expect(await content.textContent()).toContain(`<cbc:ID>${doc.invoiceNo}</cbc:ID>`);
    expect(await request.getByText(T.noRequest).count()).toBe(0);
  }, 300_000);

  it('cancels a sent e-Arşiv from the dialog until the integrator confirms status 5', async () => {
    const { page } = t;
    // A sale of its own (no buyer: an e-Arşiv), so neither language's run depends on what the
    // other or the demo data left: sent, final at GİB (1300), inside the 7-day cancel window. Its
    // device is added on the Turkish screens, before the run's language is chosen.
    await signIn(page);
    const credential = await newDeviceCredential(page);
    await chooseLanguage(page, language);
    const key = `row-cancel-${language}-${Date.now()}`;
    const sale = await page.request.post('/api/pos/sale-transactions', {
      headers: { authorization: `Device ${credential}`, 'idempotency-key': key },
      data: saleBody(key, undefined, {
        transactionTime: new Date(Date.now() - 60_000).toISOString(),
      }),
    });
    expect(sale.status(), await sale.text()).toBe(201);
    const { ettn } = (await sale.json()) as { ettn: string };
    let sent: TDocumentRow | undefined;
    await expect
      .poll(
        async () => {
          sent = (await documents(page, `ettn:${ettn}:search`))[0];
          return [sent?.docType, sent?.status, sent?.gibStatusCode];
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toEqual([2, 2, 1300]);
    if (!sent) throw new Error('the sale made no document');
    const doc = sent;
    const row = await openRow(page, doc);

    await choose(page, doc, T.menu.cancel);
    const dialog = page.getByRole('dialog', { name: T.cancelDialog.title });
    const reason = dialog.getByLabel(T.cancelDialog.reason, { exact: true });
    await reason.fill('x');
    await dialog.getByRole('button', { name: T.cancelDialog.confirm }).click();
    await dialog.getByText(T.cancelDialog.tooShort).waitFor();
    // 251 characters are kept as typed, counted and refused before anything is sent.
    await reason.fill('ş'.repeat(251));
    expect(await reason.inputValue()).toHaveLength(251);
    await dialog.getByTestId('cancel-reason-counter').filter({ hasText: '251/250' }).waitFor();
    await dialog.getByText(T.cancelDialog.tooShort).waitFor();
    expect(await dialog.getByRole('button', { name: T.cancelDialog.confirm }).isDisabled()).toBe(
      true,
    );
    await reason.fill('Müşteri iade etti');
    await dialog.getByRole('button', { name: T.cancelDialog.confirm }).click();
    await expectToast(page, T.cancelDialog.requested);

    // The row follows the pipeline by itself (no reload) until the integrator confirms.
    const status = row.getByTestId('document-status');
    await expect
      .poll(() => status.textContent(), { timeout: 30_000 })
      .not.toBe(T.status.sent)
      .catch(async (e: unknown) => {
        // Say why: an integrator refusal is kept as the row's failure reason.
        const now = (await documents(page, `ettn:${doc.ettn}:search`))[0];
        throw new Error(`still sent: ${JSON.stringify(now)}`, { cause: e });
      });
    expect(await status.textContent()).toBe(T.status.cancelled);
    await row.getByTestId('cancel-pending').waitFor({ state: 'detached' });

    await choose(page, doc, T.menu.integratorResponse);
    const responses = page.getByRole('dialog', { name: T.menu.integratorResponse });
    const date = responses.locator('tbody tr td').first();
    await date.waitFor();
    expect(await date.textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/);
    await page.keyboard.press('Escape');
    await responses.waitFor({ state: 'detached' });

    await choose(page, doc, T.menu.info);
    await page.getByRole('dialog', { name: T.infoTitle }).getByText('Müşteri iade etti').waitFor();
  }, 120_000);
});

// Turkish only: the view's new tab and the integrator request of a device sale say nothing about
// the language, and the view's first stylesheet compile is the slowest step of the suite.
describe('document row actions (view and integrator request)', () => {
  const t = useBrowser();

  // The first view compiles GİB's stylesheet in the sandbox (cold cache in a fresh data
  // directory), which takes minutes on a loaded machine.
  it('opens the e-document in a new tab: PDF where Chromium prints, else HTML', async () => {
    const { page } = t;
    await signIn(page);
    // Older than anything the cancel test may pick, so the two never share a document.
    const doc = await pick(
      page,
      `docType:2:eq,status:2:eq,invoiceDate:${minusDays(today, 30)}~${minusDays(today, 10)}:range`,
    );
    await openRow(page, doc);
    // The view opens in a new tab; headless Chromium would save a PDF rather than show it, so
    // the spec records what the page asks the browser to open and fetches that itself.
    const viewUrl = `/api/invoice/view?ettn=${doc.ettn}`;
    await page.evaluate(() => {
      const opened: unknown[][] = [];
      Object.assign(window, { openedTabs: opened });
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });
    await choose(page, doc, 'E-Belgeyi Görüntüle');
    const tabs = await page.evaluate(
      () => (window as unknown as { openedTabs: unknown[][] }).openedTabs,
    );
    expect(tabs).toEqual([[viewUrl, '_blank', 'noopener']]);
    const view = await page.request.get(viewUrl, { timeout: 420_000 });
    expect(view.status()).toBe(200);
    expect(view.headers()['content-type']).toMatch(/^(application\/pdf|text\/html)/);
  }, 480_000);

  it('shows the request a device sale sent to the integrator, decoded, and its answers', async () => {
    const { page } = t;
    await signIn(page);
    const credential = await newDeviceCredential(page);
    const key = `row-actions-${Date.now()}`;
    const sale = await page.request.post('/api/pos/sale-transactions', {
      headers: { authorization: `Device ${credential}`, 'idempotency-key': key },
      data: saleBody(key, undefined, {
        transactionTime: new Date(Date.now() - 60_000).toISOString(),
      }),
    });
    expect(sale.status(), await sale.text()).toBe(201);
    const { ettn, invoiceNo } = (await sale.json()) as { ettn: string; invoiceNo: string };
    let doc: TDocumentRow | undefined;
    // The pipeline builds, signs and sends it to the built-in integrator simulator.
    await expect
      .poll(
        async () => {
          doc = (await documents(page, `ettn:${ettn}:search`))[0];
          return doc?.status;
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(2);
    if (!doc) throw new Error('the sale made no document');
    await openRow(page, doc);

    await choose(page, doc, 'Entegratör İsteği');
    const request = page.getByRole('dialog', { name: 'Entegratör İsteği' });
    await request.getByText('Başarılı', { exact: true }).waitFor();
    const content = (await request.getByTestId('integrator-request-content').textContent()) ?? '';
    expect(content).toContain(`<cbc:ID>${invoiceNo}</cbc:ID>`);
    expect(content).toMatch(/\n\s+<cac:AccountingSupplierParty>/);
    await page.keyboard.press('Escape');
    await request.waitFor({ state: 'detached' });

    await choose(page, doc, 'Entegratör Yanıtı');
    const dates = page
      .getByRole('dialog', { name: 'Entegratör Yanıtı' })
      .locator('tbody tr td:first-child');
    await dates.first().waitFor();
    for (const date of await dates.allTextContents()) {
      expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/);
    }
  }, 180_000);
});
