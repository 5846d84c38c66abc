import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { apiClient } from '../support/orders.ts';
import { STAFF_PASSWORD } from '../support/staff.ts';

const MANAGER = 'manager@demo.bedesten.cy';
const STAFF = 'staff@demo.bedesten.cy';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Signs in on the sign-in page without a `redirect`: staff land on their panel. */
async function signIn(
  page: Page,
  email: string,
  button = 'Sign in',
  emailLabel = 'Email address',
  password = 'Password',
) {
  const submit = await whenReady(page.getByRole('button', { name: button, exact: true }));
  await page.getByLabel(emailLabel).fill(email);
  await page.getByLabel(password, { exact: true }).fill(STAFF_PASSWORD);
  await submit.click();
  await waitForPath(page, '/admin');
}

/**
 * Staff roles and the audit log (issue 14, ADR 0037): a manager signs in and
 * lands on the staff panel, finds it again from the account menu, changes a
 * category through the API and reads that action in the audit log with its
 * changes (desktop, English); plain staff (Turkish, 375 px) land on the panel
 * too, may not open the audit log, and read the settings without the forms.
 */
describe('staff roles and the audit log', () => {
  let session: BrowserSession;
  let slug: string;

  beforeAll(async () => {
    session = await openBrowser();
    const manager = await apiClient(session.baseUrl, MANAGER);
    slug = `audited-${Date.now()}`;
    // Inactive, so no public list shows it to the other journeys.
    await manager.json('POST', '/api/admin/categories', {
      name_en: 'Audited Category',
      name_tr: 'Denetlenen Kategori',
      slug,
      type: 'goods',
      is_active: false,
    });
  });
  afterAll(() => session.close());

  it('a manager lands on /admin, finds the staff panel in the account menu, and reads the audit log (desktop, English)', async () => {
    const page = await session.newPage();
    await page.goto('/auth/sign-in');
    await signIn(page, MANAGER);

    await page.goto('/');
    await page.locator('summary.account-menu__toggle').click();
    await page.getByRole('link', { name: 'Staff panel' }).click();
    await waitForPath(page, '/admin');

    await page
      .getByRole('navigation', { name: 'Panel navigation' })
      .getByRole('link', { name: 'Audit log', exact: true })
      .click();
    await waitForPath(page, '/admin/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const first = page.locator('.audit-table tbody tr').first();
    expect(await first.locator('code').textContent()).toBe('category.create');
    expect(await first.textContent()).toContain('Category added');
    expect(await first.textContent()).toContain('Costas Nicolaou');
    expect(await first.textContent()).toContain('Manager');
    await first.getByText(/^Show \d+ changes$/).click();
    const diff = first.locator('table.audit-diff');
    await diff.waitFor();
    expect(await diff.getByRole('rowheader', { name: 'slug' }).count()).toBe(1);
    expect(await diff.textContent()).toContain(slug);
    await expectAccessible(page);

    // Filtering by the action keeps it in the address.
    await page.getByLabel('Action', { exact: true }).fill('category.');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('action') === 'category.');
    // A client-side navigation puts the new address in the history before React shows the filtered rows, so
    // the rows are read until the filtered answer is on screen, as a person's eye would.
    const codes = page.locator('.audit-table tbody tr code');
    await expect
      .poll(async () => {
        const actions = await codes.allTextContents();
        return actions.length > 0 && actions.every((action) => action.startsWith('category.'));
      })
      .toBe(true);
  });

  it('the audit log reads in Turkish at 375 px', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await page.goto('/auth/sign-in?lang=tr');
    await signIn(page, MANAGER, 'Giriş yap', 'E-posta adresi', 'Şifre');
    await page.goto('/admin/audit-log?lang=tr');
    await page.getByRole('heading', { level: 1, name: 'Denetim kaydı' }).waitFor();
    // The manager's role as every staff page names it (issue 43: one Turkish word per role).
    expect(await page.locator('.audit-table tbody tr').first().textContent()).toContain('Müdür');
    // The category added by the test before is named in Turkish, its code beside it.
    await page
      .locator('.audit-table tbody tr', { hasText: 'category.create' })
      .first()
      .getByText('Kategori eklendi')
      .waitFor();
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
  });

  it('plain staff land on /admin, may not open the audit log, and read the settings without changing them (Turkish, 375 px)', async () => {
    const page = await session.newPage({ width: 375, height: 800 });
    await page.goto('/auth/sign-in?lang=tr');
    await signIn(page, STAFF, 'Giriş yap', 'E-posta adresi', 'Şifre');
    const refused = await page.goto('/admin/audit-log?lang=tr');
    expect(refused?.status()).toBe(403);
    await page.goto('/admin/settings?lang=tr');
    await page.getByRole('note').filter({ hasText: 'yalnızca müdür ve üstü değiştirebilir' }).waitFor();
    expect(await page.getByRole('button', { name: 'Kaydet' }).count()).toBe(0);
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
  });
});
