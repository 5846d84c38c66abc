import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { whenReady } from '../support/identity.ts';
import { DEMO_VENDOR, signInTo } from '../support/orders.ts';
import { signInAsStaff } from '../support/staff.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The text of the FAQPage JSON-LD of the page. */
async function faqJsonLd(page: Page): Promise<string> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
}

/**
 * Staff-edited content (issue 14), end to end: staff (English, desktop) edit
 * an FAQ answer in both languages with the Markdown editor and its preview,
 * and the change shows on /faqs in English and Turkish; a script typed into a
 * page is rendered harmless; the blog list leads to a post and an unknown
 * post is a real 404; the pages that were placeholders render staff text; the
 * editor works at 375 px in Turkish.
 */
describe('content managed by staff', () => {
  let session: BrowserSession;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('shows an FAQ answer staff edit on /faqs in English and Turkish', async () => {
    const page = await session.newPage();
    await signInAsStaff(page);
    await page.goto('/admin/content');
    await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
    await expectAccessible(page);
    await page
      .locator('.cms-sections')
      .getByRole('link', { name: /^FAQ entries/ })
      .click();
    await page.getByRole('heading', { name: 'FAQ entries', level: 1 }).waitFor();

    const edit = await whenReady(page.getByRole('button', { name: /^Edit/ }).first());
    await edit.click();
    const form = page.getByRole('form', { name: 'Edit the question' });
    const english = form.getByLabel('Answer (English)');
    const turkish = form.getByLabel('Answer (Turkish)');
    const answerEn = `Check your order under **My orders** (${run}).`;
    const answerTr = `Siparişinizi **Siparişlerim** altında görün (${run}).`;
    await english.fill(answerEn);
    await turkish.fill(answerTr);
    // The preview is the API's rendering: bold is bold, nothing raw.
    await form.getByRole('button', { name: 'Preview' }).first().click();
    await form.locator('.md-editor__preview strong', { hasText: 'My orders' }).waitFor();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Write' }).first().click();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    await page.goto('/faqs');
    // Answers sit in closed disclosures: read their text, then open the question as a visitor would.
    const answer = page.locator('.faq__answer', { hasText: run });
    expect(await answer.textContent()).toContain(`Check your order under My orders (${run}).`);
    expect(await answer.locator('strong').textContent()).toBe('My orders');
    await page.locator('details.faq', { has: answer }).locator('summary').click();
    expect(await answer.isVisible()).toBe(true);
    expect(await faqJsonLd(page)).toContain(`Check your order under My orders (${run}).`);
    await expectAccessible(page);

    await page.goto('/faqs?lang=tr');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('tr');
    expect(await page.locator('.faq__answer', { hasText: run }).textContent()).toContain(
      `Siparişinizi Siparişlerim altında görün (${run}).`,
    );
    await expectAccessible(page);
  });

  it('renders a script typed into a page as harmless text', async () => {
    const page = await session.newPage();
    await signInAsStaff(page);
    await page.goto('/admin/content/pages/accessibility');
    await page.getByRole('heading', { name: 'Edit page', level: 1 }).waitFor();
    const body = page.getByLabel('Text (English)');
    await whenReady(page.getByRole('button', { name: 'Save' }));
    const original = await body.inputValue();
    expect(original.length).toBeGreaterThan(20);
    const hostile = [
      `Marker ${run}.`,
      '<script>window.__pwned = "script"</script>',
      '<img src="x" onerror="window.__pwned = \'onerror\'">',
      '[Click me](javascript:window.__pwned="link")',
    ].join('\n\n');
    await body.fill(`${original}\n\n${hostile}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: false }).first().waitFor();

    try {
      await page.goto('/accessibility');
      await page.getByText(`Marker ${run}.`).waitFor();
      const prose = page.locator('.prose');
      expect(await prose.locator('script').count()).toBe(0);
      expect(await prose.locator('[onerror]').count()).toBe(0);
      expect(await prose.locator('a[href^="javascript:" i]').count()).toBe(0);
      const clickable = prose.getByText('Click me');
      if ((await clickable.count()) > 0) await clickable.first().click();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    } finally {
      // Leave the page as it was for the other journeys.
      await page.goto('/admin/content/pages/accessibility');
      await whenReady(page.getByRole('button', { name: 'Save' }));
      await page.getByLabel('Text (English)').fill(original);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved', { exact: false }).first().waitFor();
    }
  });

  it('lists the blog with cover, author and date, opens a post and answers 404 for an unknown one', async () => {
    const page = await session.newPage();
    await page.goto('/blog');
    const cards = page.locator('article.blog-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    const first = cards.first();
    const title = (await first.locator('h2').innerText()).trim();
    expect(await first.locator('.blog-card__meta').innerText()).toMatch(/^By .+ · .+\d{4}/);
    expect(await first.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expectAccessible(page);
    await first.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/blog\/details\?post=/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await page.locator('.blog-post .prose').innerText()).not.toBe('');
    await expectAccessible(page);
    // A post names its own address, its languages and its picture (issue 43).
    const attr = (selector: string, name: string) => page.locator(selector).first().getAttribute(name);
    const canonical = await attr('link[rel="canonical"]', 'href');
    expect(canonical).toMatch(/\/blog\/details\?post=[a-z0-9-]+$/);
    expect(await attr('meta[property="og:url"]', 'content')).toBe(canonical);
    expect(await attr('link[rel="alternate"][hreflang="tr"]', 'href')).toBe(`${canonical}&lang=tr`);
    expect(await attr('meta[property="og:image"]', 'content')).toMatch(/^https?:\/\//);
    expect(await attr('meta[property="og:type"]', 'content')).toBe('article');

    const missing = await page.goto('/blog/details?post=no-such-post-' + run);
    expect(missing?.status()).toBe(404);
    // Without a post the address moves to the blog.
    await page.goto('/blog/details');
    expect(new URL(page.url()).pathname).toBe('/blog');
  });

  it('renders the pages that were placeholders with staff text, in English and Turkish', async () => {
    const page = await session.newPage();
    for (const path of ['/modern-slavery-statement', '/protection-of-intellectual-property', '/about-us']) {
      for (const lang of ['en', 'tr']) {
        const response = await page.goto(`${path}?lang=${lang}`);
        expect(response?.status(), path).toBe(200);
        expect((await page.locator('h1').innerText()).trim()).not.toBe('');
        expect((await page.locator('.prose').innerText()).length, path).toBeGreaterThan(200);
      }
    }
    await expectAccessible(page);
    // The vendor terms are public (issue 43) and linked from the vendor sign-up.
    const guest = await session.newPage();
    await guest.goto('/vendor/sign-up');
    await guest.locator('main a[href="/vendor/terms-and-conditions"]').click();
    await guest.waitForURL(/\/vendor\/terms-and-conditions$/);
    expect((await guest.locator('.prose').innerText()).length).toBeGreaterThan(200);
    await expectAccessible(guest);
    const vendor = await session.newPage();
    await signInTo(vendor, DEMO_VENDOR, '/vendor/terms-and-conditions');
    expect((await vendor.locator('.prose').innerText()).length).toBeGreaterThan(200);
  });

  it('has a site map for people, linked from the footer, in English and Turkish', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.locator('footer a[href="/sitemap"]').click();
    await page.waitForURL(/\/sitemap$/);
    await page.getByRole('heading', { name: 'Site map', level: 1 }).waitFor();
    for (const href of ['/terms-and-conditions', '/privacy-policy', '/vendor/terms-and-conditions', '/stores'])
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    expect(await page.locator('main a[href^="/stores?category="]').count()).toBeGreaterThan(3);
    expect(await page.locator('main a[href^="/stores/"]').count()).toBeGreaterThan(10);
    await expectAccessible(page);
    const response = await page.goto('/sitemap?lang=tr');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Site haritası', level: 1 }).waitFor();
    expect(await hasNoSidewaysScroll(page)).toBe(true);
  });

  it('edits a page on a 375 px phone in Turkish, one language at a time', async () => {
    const phone = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(phone);
    await phone.goto('/admin/content/pages/about-us?lang=tr');
    await phone.getByRole('heading', { name: 'Sayfayı düzenle', level: 1 }).waitFor();
    const english = phone.getByLabel('Metin, İngilizce');
    const turkish = phone.getByLabel('Metin, Türkçe');
    expect(await english.isVisible()).toBe(true);
    expect(await turkish.isVisible()).toBe(false);
    await (
      await whenReady(phone.locator('.md-editor__switch').getByRole('button', { name: 'Türkçe', exact: true }))
    ).click();
    expect(await turkish.isVisible()).toBe(true);
    expect(await english.isVisible()).toBe(false);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
  });

  it('narrows the staff blog list by state with tabs, in Turkish at 375 px', async () => {
    const phone = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(phone);
    await phone.goto('/admin/content/blog?lang=tr');
    const tabs = phone.getByRole('navigation', { name: 'Yazıları duruma göre göster' });
    expect(await tabs.getByRole('link', { name: 'Tüm yazılar' }).getAttribute('aria-current')).toBe('page');
    await tabs.getByRole('link', { name: 'Yayımlananlar' }).click();
    await phone.waitForURL((url) => url.searchParams.get('status') === 'published');
    await expect
      .poll(() => tabs.getByRole('link', { name: 'Yayımlananlar' }).getAttribute('aria-current'))
      .toBe('page');
    const states = await phone.locator('.cms-table tbody .tag').allTextContents();
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['Yayımlandı']));
    await tabs.getByRole('link', { name: 'Taslaklar' }).click();
    await phone.waitForURL((url) => url.searchParams.get('status') === 'draft');
    await expect.poll(() => tabs.getByRole('link', { name: 'Taslaklar' }).getAttribute('aria-current')).toBe('page');
    const drafts = await phone.locator('.cms-table tbody .tag').allTextContents();
    if (drafts.length === 0) await phone.getByText('Bu durumda yazı yok.').waitFor();
    else expect(new Set(drafts)).toEqual(new Set(['Taslak']));
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
  });
});
