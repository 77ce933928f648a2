import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { AppShellPage, waitForPath } from '../support/pages/app-shell-page';
import { SignInPage } from '../support/pages/sign-in-page';

const MANAGEMENT = [
  'management',
  'management.integrators',
  'management.system-settings',
  'management.system-info',
];
const INVOICE = ['invoice', 'invoice.documents', 'invoice.all-invoices'];
const USERS = ['users', 'users.active-users', 'users.passive-users'];
const OWNER = [
  'dashboard',
  'organisation',
  'organisation.tenant',
  'organisation.stores',
  ...USERS,
  ...INVOICE,
  ...MANAGEMENT,
  'reports',
];
const DEFAULT_USER = [
  'dashboard',
  'organisation',
  'organisation.stores',
  ...USERS,
  ...INVOICE,
  'reports',
];

/** Spec §2 Menu and §6, per demo account at the scope it signs in to. */
const MENUS: ReadonlyArray<[email: string, home: string, menu: string[]]> = [
  [
    'admin@posbelge.test',
    '/organisation/tenant?page=1&size=10',
    ['organisation', 'organisation.tenant', ...MANAGEMENT, 'management.admin-users'],
  ],
  [
    'destek@posbelge.test',
    '/organisation/tenant?page=1&size=10',
    ['organisation', 'organisation.tenant', ...MANAGEMENT],
  ],
  ['owner@anadolu.posbelge.test', '/dashboard?page=1&size=10', OWNER],
  ['owner@ege.posbelge.test', '/dashboard?page=1&size=10', OWNER],
  ['owner@karadeniz.posbelge.test', '/dashboard?page=1&size=10', OWNER],
  ['owner@toros.posbelge.test', '/dashboard?page=1&size=10', OWNER],
  ['kasiyer@anadolu.posbelge.test', '/dashboard?page=1&size=10', DEFAULT_USER],
  ['kasiyer@ege.posbelge.test', '/dashboard?page=1&size=10', DEFAULT_USER],
];

describe('the side menu of each demo account', () => {
  const t = useBrowser();

  it.each(MENUS)('%s', async (email, home, expected) => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn(email);
    await waitForPath(t.page, home);
    // The Users entry waits for the tenant's feature flags, which load after the sign-in.
    const shell = new AppShellPage(t.page);
    await expect.poll(() => shell.menuKeys()).toEqual(expected);
  });

  it('adds the devices entry once a store is selected', async () => {
    const signIn = new SignInPage(t.page);
    const shell = new AppShellPage(t.page);
    await signIn.open();
    await signIn.signIn('kasiyer@anadolu.posbelge.test');
    await waitForPath(t.page, '/dashboard?page=1&size=10');
    await shell.pick('store-selector', 'Bakırköy', 'Anadolu Market Bakırköy');
    await shell.confirmScopeChange();
    await shell.sideMenu().locator('[data-menu-key="devices"]').waitFor();
    expect(await t.page.getByTestId('store-selector-value').textContent()).toBe(
      'Anadolu Market Bakırköy',
    );
    const expected = [...DEFAULT_USER];
    expected.splice(expected.indexOf('invoice'), 0, 'devices');
    expect(await shell.menuKeys()).toEqual(expected);
  });

  it('gives an account without the organisation view right the unauthorized message', async () => {
    const signIn = new SignInPage(t.page);
    await signIn.open();
    await signIn.signIn('muhasebe@anadolu.posbelge.test');
    await t.page
      .getByText('Lütfen tekrar deneyin ya da yetkili bir kişiyle iletişime geçin.')
      .waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/');
  });
});
