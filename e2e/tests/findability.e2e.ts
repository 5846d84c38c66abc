import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { productDetail, type CatalogueProduct } from '../support/cart.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../support/staff.ts';

interface Labels {
  lang: 'en' | 'tr';
  mainNav: string;
  partner: string;
  addToCart: string;
  staffPanel: string;
  signIn: string;
  email: string;
  password: string;
  necessaryOnly: string;
}

const EN: Labels = {
  lang: 'en',
  mainNav: 'Main navigation',
  partner: 'Sell on Bedesten',
  addToCart: 'Add to cart',
  staffPanel: 'Staff panel',
  signIn: 'Sign in',
  email: 'Email address',
  password: 'Password',
  necessaryOnly: 'Necessary only',
};
const TR: Labels = {
  lang: 'tr',
  mainNav: 'Ana menü',
  partner: "Bedesten'de satış yapın",
  addToCart: 'Sepete ekle',
  staffPanel: 'Personel paneli',
  signIn: 'Giriş yap',
  email: 'E-posta adresi',
  password: 'Şifre',
  necessaryOnly: 'Yalnızca gerekli',
};

/** Every entry of the main navigation lies whole inside the window, its words uncut. */
async function navFitsTheWindow(page: Page, labels: Labels): Promise<void> {
  const nav = page.getByRole('navigation', { name: labels.mainNav });
  const links = await nav.getByRole('link').evaluateAll((items) =>
    items.map((a) => {
      const box = a.getBoundingClientRect();
      return {
        text: a.textContent,
        inside: box.left >= 0 && box.right <= window.innerWidth + 0.5 && box.width > 0,
        whole: a.scrollWidth <= a.clientWidth + 1,
      };
    }),
  );
  expect(links.length).toBeGreaterThanOrEqual(6);
  for (const link of links) expect(link, String(link.text)).toMatchObject({ inside: true, whole: true });
  const partner = nav.getByRole('link', { name: labels.partner });
  await expect(partner.isVisible()).resolves.toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/**
 * No filter select is narrower than its longest option (the Turkish ones run
 * long), unless that option is wider than the whole form's line.
 */
async function selectsShowTheirText(page: Page): Promise<void> {
  const fits = await page.locator('form.filters select').evaluateAll((selects) =>
    selects.map((select) => {
      const form = select.closest('form')!;
      const style = getComputedStyle(form);
      const line = form.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const probe = select.cloneNode(true) as HTMLSelectElement;
      probe.style.width = 'max-content';
      probe.style.maxWidth = 'none';
      select.parentElement!.appendChild(probe);
      const needed = Math.min(probe.getBoundingClientRect().width, line);
      probe.remove();
      return { id: select.id, fits: select.getBoundingClientRect().width >= needed - 1 };
    }),
  );
  expect(fits.length).toBeGreaterThanOrEqual(3);
  for (const select of fits) expect(select, select.id).toMatchObject({ fits: true });
}

/** `/stores?q=` lists the store by that name, fills the form with it, and the form writes `q` back. */
async function storeSearchFindsByName(page: Page, labels: Labels, name: string, other: string): Promise<void> {
  await page.goto(`/stores?q=${encodeURIComponent(name)}&lang=${labels.lang}`);
  const cards = page.locator('.card-grid');
  await cards.getByRole('heading', { name }).first().waitFor();
  await expect(page.locator('#store-search').inputValue()).resolves.toBe(name);
  await selectsShowTheirText(page);
  await expectAccessible(page);
  await whenReady(page.locator('form.filters button[type="submit"]'));
  await page.locator('#store-search').fill(other);
  await page.locator('form.filters button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get('q') === other);
  await cards.getByRole('heading', { name: other }).first().waitFor();
}

/** While the "added" toast shows, the header's cart button is still what a tap at its centre reaches. */
async function toastLeavesCartClickable(page: Page, labels: Labels, product: CatalogueProduct): Promise<void> {
  await page.goto(`/stores/${product.store.slug}/${product.slug}?lang=${labels.lang}`);
  // Answered first, so nothing but the toast is over the page (the notice is a bar at the bottom until then).
  const consent = page.getByRole('button', { name: labels.necessaryOnly });
  if (await consent.isVisible()) await (await whenReady(consent)).click();
  await consent.waitFor({ state: 'detached' });
  const add = await whenReady(page.getByRole('button', { name: labels.addToCart, exact: true }));
  await add.click();
  await page.evaluate(() => window.scrollTo(0, 0));
  const toast = page.locator('.Toastify__toast').first();
  await toast.waitFor();
  const cart = page.locator('.site-header a[href="/cart"]');
  const box = (await cart.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href') ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  await expect(toast.isVisible()).resolves.toBe(true);
  expect(hit).toBe('/cart');
  expect(box.y).toBeLessThan(80);
  const toastBox = (await toast.boundingBox())!;
  const header = (await page.locator('.site-header').boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
}

/** Staff who sign in land on /admin and find it again from the shop's account menu. */
async function staffFindTheirPanel(page: Page, labels: Labels): Promise<void> {
  await page.goto(`/auth/sign-in?lang=${labels.lang}`);
  const submit = await whenReady(page.getByRole('button', { name: labels.signIn, exact: true }));
  await page.getByLabel(labels.email).fill(STAFF_EMAIL);
  await page.getByLabel(labels.password, { exact: true }).fill(STAFF_PASSWORD);
  await submit.click();
  await waitForPath(page, '/admin');
  await page.goto(`/?lang=${labels.lang}`);
  await page.locator('summary.account-menu__toggle').click();
  await page.getByRole('link', { name: labels.staffPanel }).click();
  await waitForPath(page, '/admin');
}

/**
 * Findability (issue 15, item 7): the main navigation shows whole on a phone
 * with "Sell on Bedesten" in it, `/stores?q=` searches, filter selects show
 * their Turkish text, a toast leaves the header's cart clickable, and staff
 * find /admin — on a phone in Turkish and on a desktop in English.
 */
describe('findability: navigation, store search, toasts and the staff panel', () => {
  let session: BrowserSession;
  let product: CatalogueProduct;
  let names: [string, string];

  beforeAll(async () => {
    session = await openBrowser();
    const stores = (await (await fetch(`${session.baseUrl}/api/storeSearch?sort=name`)).json()) as {
      data: { title: string }[];
    };
    names = [stores.data[3]!.title, stores.data[6]!.title];
    const list = (await (await fetch(`${session.baseUrl}/api/users-product-list?per_page=20`)).json()) as {
      data: { id: string }[];
    };
    for (const card of list.data) {
      const detail = await productDetail(session.baseUrl, card.id);
      if (detail.variants.some((v) => v.active_status && v.stock_status === 'in_stock')) {
        product = detail;
        break;
      }
    }
    expect(product).toBeDefined();
  });
  afterAll(() => session.close());

  it('at 375 px in Turkish', async () => {
    const page = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await page.goto('/?lang=tr');
    await navFitsTheWindow(page, TR);
    await expectAccessible(page);
    await storeSearchFindsByName(page, TR, names[0], names[1]);
    await toastLeavesCartClickable(page, TR, product);
    await staffFindTheirPanel(await session.newPage({ width: 375, height: 800, locale: 'tr-TR' }), TR);
  });

  it('at 1280 px in English', async () => {
    const page = await session.newPage();
    await page.goto('/?lang=en');
    await navFitsTheWindow(page, EN);
    await storeSearchFindsByName(page, EN, names[1], names[0]);
    await toastLeavesCartClickable(page, EN, product);
    await staffFindTheirPanel(await session.newPage(), EN);
  });
});
