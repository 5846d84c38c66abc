import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { DEMO_CUSTOMER, productDetail } from '../support/cart.ts';
import { demoStore } from '../support/checkout.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { DEMO_VENDOR, signInTo } from '../support/orders.ts';
import { signInAsStaff } from '../support/staff.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * Product questions, end to end: on a phone in Turkish a guest reads the
 * shop's answers and is sent to sign in (and back) to ask; signed in, the
 * customer asks and sees the question waiting for the shop; the vendor finds
 * it at /vendor/questions on a desktop in English and answers; the customer
 * sees the answer on the product page and hears of it in the notifications.
 */
describe('questions: a customer asks, the vendor answers', () => {
  let session: BrowserSession;
  let productPath: string;
  const question = `Bu ürün bugün teslim edilebilir mi? (${Date.now().toString(36)})`;
  const answer = `Yes, orders before 4 pm arrive the same day (${Date.now().toString(36)}).`;

  beforeAll(async () => {
    session = await openBrowser();
    const store = await demoStore();
    const product = await productDetail(session.baseUrl, store.products[0]!.id);
    productPath = `/stores/${product.store.slug}/${product.slug}`;
  });
  afterAll(() => session.close());

  it('lets a guest read, sign in and ask, in Turkish at 375 px', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await phone.goto(`${productPath}?lang=tr`);
    const section = phone.locator('section.product-questions');
    await section.getByRole('heading', { name: 'Sorular ve cevaplar' }).waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await section.getByRole('link', { name: 'Soru sormak için giriş yapın' }).click();
    await waitForPath(phone, '/login');
    expect(new URL(phone.url()).searchParams.get('redirect')).toBe(`${productPath}?lang=tr`);
    const submit = await whenReady(phone.getByRole('button', { name: 'Giriş yap', exact: true }));
    await phone.getByLabel('E-posta adresi').fill(DEMO_CUSTOMER.email);
    await phone.getByLabel('Şifre', { exact: true }).fill(DEMO_CUSTOMER.password);
    await submit.click();
    await waitForPath(phone, productPath);

    const ask = await whenReady(section.getByRole('button', { name: 'Mağazaya sor' }));
    await section.getByLabel('Mağazaya sorunuz').fill(question);
    await ask.click();
    await section.getByText('Sorunuz mağazaya iletildi').waitFor();
    const mine = section.locator('.question').filter({ hasText: question });
    await mine.waitFor();
    await expect(mine.getByText('Mağazanın cevabı bekleniyor').isVisible()).resolves.toBe(true);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
  });

  it('lets the vendor answer it from /vendor/questions, on a desktop in English', async () => {
    const desk = await session.newPage();
    await signInTo(desk, DEMO_VENDOR, '/vendor/questions');
    await desk.getByRole('heading', { name: 'Questions', level: 1 }).waitFor();
    await desk.getByText(/questions? awaits? your answer/).waitFor();
    const item = desk.locator('.question').filter({ hasText: question });
    const publish = await whenReady(item.getByRole('button', { name: 'Publish answer' }));
    await item.getByLabel('Answer', { exact: true }).fill(answer);
    await publish.click();
    await item.waitFor({ state: 'detached' });
    await expectAccessible(desk);

    await desk.getByRole('link', { name: 'Answered', exact: true }).click();
    const answered = desk.locator('.question').filter({ hasText: question });
    await answered.getByText(answer).waitFor();
  });

  it('shows the customer the answer on the product page and in the notifications', async () => {
    // Signed in on the English form, then the product page in Turkish (the choice is remembered).
    const phone = await session.newPage({ width: 375, height: 800 });
    await signInTo(phone, DEMO_CUSTOMER.email, `${productPath}?lang=tr`);
    const mine = phone.locator('section.product-questions .question').filter({ hasText: question });
    await mine.getByText(answer).waitFor();
    await expect(mine.getByText('Mağazanın cevabı').first().isVisible()).resolves.toBe(true);

    await phone.goto('/notifications?lang=tr');
    const notice = phone.locator('.notification-item').filter({ hasText: 'sorunuzu yanıtladı' }).first();
    await notice.waitFor();
    await notice.getByRole('link').click();
    await waitForPath(phone, productPath);
  });

  it('answers "Please login first" when the session ended before the question was sent', async () => {
    const desk = await session.newPage();
    await signInTo(desk, DEMO_CUSTOMER.email, productPath);
    const section = desk.locator('section.product-questions');
    const ask = await whenReady(section.getByRole('button', { name: 'Ask the shop' }));
    await section.getByLabel('Your question to the shop').fill('Is it still fresh tomorrow?');
    // Signed out elsewhere: the page still shows the form, the API no longer knows the person.
    await desk.context().clearCookies();
    await ask.click();
    await section.getByRole('alert').filter({ hasText: 'Please login first' }).waitFor();
    await expect(section.getByRole('link', { name: 'Sign in to ask a question' }).isVisible()).resolves.toBe(true);
  });

  it('lets staff hide the question with a reason, so it leaves the product page', async () => {
    const staff = await session.newPage();
    await signInAsStaff(staff);
    await staff.goto('/admin/questions');
    const item = staff.locator('.question').filter({ hasText: question });
    await whenReady(item.getByRole('button', { name: 'Hide' })).then((button) => button.click());
    await item.getByLabel('Reason (the asker is told)').fill('Test question from the journey');
    await item.getByRole('button', { name: 'Hide question' }).click();
    await item.getByText('Hidden: Test question from the journey').waitFor();
    await expectAccessible(staff);

    const guest = await session.newPage();
    await guest.goto(productPath);
    await guest.locator('section.product-questions').waitFor();
    expect(await guest.locator('.question').filter({ hasText: question }).count()).toBe(0);
  });
});
