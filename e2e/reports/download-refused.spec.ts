import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { waitForPath } from '../support/pages/app-shell-page';
import { ReportsPage } from '../support/pages/reports-page';
import { SignInPage } from '../support/pages/sign-in-page';

const OWNER = 'owner@anadolu.posbelge.test';
const CASHIER = 'kasiyer@anadolu.posbelge.test';

type TUserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  permissions: string[];
};

describe('a report download without the right', () => {
  const t = useBrowser();

  it('shows "Rapor indirme işlemi yetki dışında." once the reports right is taken away', async () => {
    const { page, context } = t;
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(CASHIER);
    await waitForPath(page, '/dashboard?page=1&size=10');
    const reports = new ReportsPage(page);
    await reports.open();
    await reports.choose('Günlük Satış Raporu');

    // The owner takes Reports.View away in another session while the screen stays open.
    const owner = await context.browser()?.newContext({ baseURL: t.baseUrl });
    if (!owner) throw new Error('no browser');
    const ownerPage = await owner.newPage();
    const ownerSignIn = new SignInPage(ownerPage);
    await ownerSignIn.open();
    await ownerSignIn.signIn(OWNER);
    await waitForPath(ownerPage, '/dashboard?page=1&size=10');
    const list = await ownerPage.request.get('/api/users?pageNumber=1&pageSize=50');
    const cashier = ((await list.json()) as { list: TUserRow[] }).list.find(
      (u) => u.email === CASHIER,
    );
    if (!cashier) throw new Error('no cashier');
    const update = (permissions: string[]) =>
      ownerPage.request.put('/api/users', {
        data: {
          id: cashier.id,
          firstName: cashier.firstName,
          lastName: cashier.lastName,
          phoneNumber: cashier.phoneNumber ?? undefined,
          permissions,
        },
      });
    try {
      const taken = await update(cashier.permissions.filter((p) => p !== 'Reports.View'));
      expect(taken.status()).toBe(200);
      await reports.clickDownload();
      await page.getByText('Rapor indirme işlemi yetki dışında.', { exact: true }).waitFor();
      expect(await page.getByText('Rapor bilgisyarınıza indiriliyor.').count()).toBe(0);
    } finally {
      expect((await update(cashier.permissions)).status()).toBe(200);
      await owner.close();
    }
  });
});
