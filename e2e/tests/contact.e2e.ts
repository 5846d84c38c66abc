import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { uniqueEmail } from '../support/identity.ts';
import { signInAsStaff } from '../support/staff.ts';
import { DEMO_TRUST_HEADERS } from '../support/server.ts';

type OutboxMessage = { to: string; subject: string | null; body: string };

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * The contact form, end to end: a visitor on a phone in Turkish is told in
 * Turkish what is missing, then sends a message and gets a copy by e-mail;
 * staff on a desktop in English find it among the new messages, open it
 * (it becomes read), answer it, and the answer reaches the sender's outbox
 * in Turkish; staff can mark it unread again.
 */
describe('contact: a visitor writes, staff answer by e-mail', () => {
  let session: BrowserSession;
  const tag = Date.now().toString(36);
  const name = `Ayşe Yılmaz ${tag}`;
  const email = uniqueEmail('contact');
  const text = `Siparişim iki gündür gelmedi, yardımcı olabilir misiniz? (${tag})`;
  const answer = `Your order left the store this morning and arrives today (${tag}).`;

  const outboxOf = async (to: string): Promise<OutboxMessage[]> => {
    const response = await fetch(`${session.baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`, {
      headers: DEMO_TRUST_HEADERS,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: OutboxMessage[] }).data;
  };

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('tells a visitor what is missing in Turkish, then sends the message, at 375 px', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await phone.goto('/contact?lang=tr');
    await phone.getByRole('heading', { name: 'Bize mesaj gönderin' }).waitFor();
    // /contact shows the form of /contact-us, which is the canonical address (in Turkish, ?lang=tr: ADR 0048).
    await expect(phone.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
      /\/contact-us\?lang=tr$/,
    );
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await phone.getByLabel('Cep telefonu (isteğe bağlı)').fill('telefonum yok');
    await phone.getByRole('button', { name: 'Mesajı gönder' }).click();
    await phone.getByText('Lütfen adınızı girin').waitFor();
    await expect(phone.getByText('E-posta adresini girin').isVisible()).resolves.toBe(true);
    await expect(phone.getByText('Geçersiz cep telefonu numarası').isVisible()).resolves.toBe(true);
    await expect(phone.getByText('Mesajınız 10 ile 5000 karakter arasında olmalıdır').isVisible()).resolves.toBe(true);
    await expect(phone.getByLabel('Adınız').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await phone.getByLabel('Adınız').fill(name);
    await phone.getByLabel('E-posta adresi').fill(email);
    await phone.getByLabel('Cep telefonu (isteğe bağlı)').fill('+357 99 123456');
    await phone.getByLabel('Konu').selectOption('order');
    await phone.getByLabel('Mesaj', { exact: true }).fill(text);
    await phone.getByRole('button', { name: 'Mesajı gönder' }).click();
    await phone.getByRole('status').filter({ hasText: 'Mesajınız gönderildi' }).waitFor();
    await expect(phone.getByLabel('Adınız').inputValue()).resolves.toBe('');

    await expect.poll(async () => (await outboxOf(email))[0]?.subject).toBe('Mesajınızı aldık: Bir sipariş');
    expect((await outboxOf(email))[0]?.body).toContain(text);
  });

  it('lets staff read and answer it on a desktop in English; the answer reaches the outbox in Turkish', async () => {
    const desk = await session.newPage();
    await signInAsStaff(desk);
    await desk.goto('/admin/contact-messages');
    await desk.getByRole('heading', { name: 'Contact messages', level: 1 }).waitFor();
    const tabs = desk.getByRole('navigation', { name: 'Show messages' });
    await expect(tabs.getByRole('link').first().getAttribute('aria-current')).resolves.toBe('page');
    await expectAccessible(desk);
    await desk.getByRole('link', { name: `Open the message from ${name}: Bir sipariş` }).click();

    await desk.getByRole('heading', { name: 'Bir sipariş', level: 1 }).waitFor();
    await desk.getByText(text).waitFor();
    await expect(desk.getByText(email).first().isVisible()).resolves.toBe(true);
    await expect(desk.getByText('+357 99 123456').isVisible()).resolves.toBe(true);
    await expect(desk.locator('.contact-message .tag').first().textContent()).resolves.toBe('Read');
    await expectAccessible(desk);

    await desk.getByLabel('Your answer').fill(answer);
    await desk.getByRole('button', { name: 'Send answer' }).click();
    await desk.getByRole('status').filter({ hasText: 'Your answer was e-mailed' }).waitFor();
    await desk.locator('.contact-message__reply').filter({ hasText: answer }).waitFor();
    await expect(desk.locator('.contact-message .tag').first().textContent()).resolves.toBe('Answered');

    await expect.poll(async () => (await outboxOf(email))[0]?.subject).toBe('Ynt: Bir sipariş');
    const [reply] = await outboxOf(email);
    expect(reply?.body).toContain(answer);
    expect(reply?.body).toContain(`Merhaba ${name}`);
    expect(reply?.body).toContain(text);

    await desk.goto('/admin/contact-messages?status=answered');
    await desk.getByRole('link', { name: `Open the message from ${name}: Bir sipariş` }).waitFor();
  });

  it('lets staff mark it unread again, so it is back among the new messages', async () => {
    const desk = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(desk);
    await desk.goto('/admin/contact-messages?status=answered');
    await desk.getByRole('link', { name: `Open the message from ${name}: Bir sipariş` }).click();
    await desk.getByRole('button', { name: 'Mark as unread' }).click();
    // Back to the inbox, where it waits among the new messages again.
    await desk.getByRole('heading', { name: 'Contact messages', level: 1 }).waitFor();
    await desk.getByRole('link', { name: `Open the message from ${name}: Bir sipariş` }).waitFor();
    await expectAccessible(desk);
    expect(await hasNoSidewaysScroll(desk)).toBe(true);
  });
});
