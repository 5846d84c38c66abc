import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { DEMO_CUSTOMER } from '../support/cart.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { apiClient, DEMO_VENDOR, signInTo, type ApiClient } from '../support/orders.ts';
import { makePng } from '../support/png.ts';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../support/staff.ts';

const ATHENS = { lat: 37.9838, lng: 23.7275 };

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** A calendar day `days` from today, as a date box takes it. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A day as a Turkish reader types it: "25.11.2026". */
function turkishDay(iso: string): string {
  return iso.split('-').reverse().join('.');
}

/** The card (or detail) whose heading is the request's title. */
function requestCard(page: Page, title: string): Locator {
  return page.locator('.request-card, .request-detail').filter({ has: page.getByRole('heading', { name: title }) });
}

/**
 * Broadcast requests, end to end: on a phone in Turkish the demo customer
 * posts one (with a photo, a recorded voice note and their own location),
 * meets a Turkish validation message first, sees it waiting in /requests,
 * and after staff approve it edits it and sees it waiting again. Approved
 * once more, the demo vendor (whose grocery it is posted beside, in its
 * category) finds it in /vendor/requests on a desktop in English with its
 * distance, replies and lands in the chat; the customer sees one reply, then
 * closes the request and deletes it.
 */
describe('requests: a customer posts, staff approve, a vendor replies', () => {
  let session: BrowserSession;
  let staff: ApiClient;
  let phone: Page;
  let store: { lat: number; lng: number; categoryId: string };
  let requestId = '';
  const stamp = Date.now().toString(36);
  const title = `Köy hellimi ve zeytin (${stamp})`;
  const editedTitle = `Köy hellimi, zeytin ve ekmek (${stamp})`;

  const approve = async () => {
    await staff.json('POST', '/api/admin/broadcast-request-approve', { id: requestId });
  };

  beforeAll(async () => {
    session = await openBrowser();
    staff = await apiClient(session.baseUrl, STAFF_EMAIL, STAFF_PASSWORD);
    const vendor = await apiClient(session.baseUrl, DEMO_VENDOR);
    const own = await vendor.json<{
      data: { store_lat: number; store_lng: number; category_id: string; delivery_max_distance: number };
    }>('GET', '/api/store-setup');
    // A few hundred metres north of the demo vendor's grocery, well inside its delivery area.
    const round = (value: number) => Math.round(value * 1e6) / 1e6;
    store = {
      lat: round(own.data.store_lat + 0.003),
      lng: round(own.data.store_lng),
      categoryId: own.data.category_id,
    };
    phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await phone.context().grantPermissions(['geolocation']);
    // First somewhere outside Cyprus, which only the API refuses.
    await phone.context().setGeolocation({ latitude: ATHENS.lat, longitude: ATHENS.lng });
  });
  afterAll(() => session.close());

  it('offers "Post a request" on the home page', async () => {
    await phone.goto('/?lang=tr');
    const link = phone.getByRole('link', { name: 'Talep oluştur' });
    await expect(link.getAttribute('href')).resolves.toBe('/requests/new');
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
  });

  it('lets the customer post a request in Turkish at 375 px, after a Turkish validation message', async () => {
    await phone.goto(`/auth/sign-in?lang=tr&redirect=${encodeURIComponent('/requests/new')}`);
    const signIn = await whenReady(phone.getByRole('button', { name: 'Giriş yap', exact: true }));
    await phone.getByLabel('E-posta adresi').fill(DEMO_CUSTOMER.email);
    await phone.getByLabel('Şifre', { exact: true }).fill(DEMO_CUSTOMER.password);
    await signIn.click();
    await waitForPath(phone, '/requests/new');
    await phone.getByRole('heading', { name: 'Talep oluştur', level: 1 }).waitFor();

    const send = await whenReady(phone.getByRole('button', { name: 'Onaya gönder' }));
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await phone.getByLabel('Başlık').fill(title);
    await phone.getByLabel('İlgi kategorisi').selectOption(store.categoryId);
    await phone.getByLabel('Açıklama').fill('Kısa');
    await phone.getByRole('button', { name: 'Konumumu kullan' }).click();
    await phone.getByText(`İşaretlenen nokta: ${ATHENS.lat}, ${ATHENS.lng}`).waitFor();
    await phone.locator('.request-location__status .alert').waitFor();
    await phone.getByLabel('Yer', { exact: true }).fill('Atina');
    await phone.getByLabel('Ürün 1').fill('Köy hellimi (kg)');
    await phone.getByLabel('Miktar 1').fill('2');
    await phone.getByRole('button', { name: 'Satır ekle' }).click();
    await phone.getByLabel('Ürün 2').fill('Yeşil zeytin (kavanoz)');
    await phone.getByLabel('Miktar 2').fill('3');
    await phone.getByLabel('Bütçe (€)').fill('45,50');
    // Days are typed day first whatever the browser's language (issue 15 item 6).
    await expect(phone.getByLabel('İhtiyaç tarihi').getAttribute('placeholder')).resolves.toBe('gg.aa.yyyy');
    await phone.getByLabel('İhtiyaç tarihi').fill(turkishDay(dayFromNow(3)));
    await phone.getByLabel('Kapanış tarihi').fill(turkishDay(dayFromNow(-2)));

    await phone.locator('.upload-field input[type="file"]').setInputFiles({
      name: 'hellim.png',
      mimeType: 'image/png',
      buffer: makePng(64),
    });
    await phone.getByRole('img', { name: 'Fotoğraflar 1' }).waitFor();

    await phone.getByRole('button', { name: 'Sesli not kaydet' }).click();
    await phone
      .getByRole('timer')
      .filter({ hasText: /^0:0[2-9]/ })
      .waitFor();
    await phone.getByRole('button', { name: 'Durdur' }).click();
    await phone.getByRole('button', { name: 'Sesli notu kaldır' }).waitFor();

    await send.click();
    await phone.getByText('Açıklama en az 10 karakter olmalıdır').waitFor();
    await phone.getByText('Kapanış tarihi önümüzdeki 30 gün içinde olmalıdır').waitFor();
    expect(pathOfPage(phone)).toBe('/requests/new');
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await phone.getByLabel('Açıklama').fill('Pazar günü on iki kişiyiz; taze köy hellimi ve yeşil zeytin arıyoruz.');
    await phone.getByLabel('Kapanış tarihi').fill(turkishDay(dayFromNow(7)));
    await send.click();
    // The API's own verdict, under the field it names.
    await phone.locator('.request-location').getByText('Lütfen Kıbrıs içinde bir konum seçin').waitFor();
    expect(pathOfPage(phone)).toBe('/requests/new');

    await phone.context().setGeolocation({ latitude: store.lat, longitude: store.lng });
    await phone.getByLabel('Yer', { exact: true }).fill('');
    await phone.getByRole('button', { name: 'Konumumu kullan' }).click();
    await phone.getByText(`İşaretlenen nokta: ${store.lat}, ${store.lng}`).waitFor();
    await expect.poll(() => phone.getByLabel('Yer', { exact: true }).inputValue()).not.toBe('');
    // The map shows the point as a pin, with no tiles needed.
    await phone.getByRole('button', { name: 'Talep konumu (taşımak için sürükleyin)' }).waitFor();
    await send.click();
    await phone.getByText('Talebiniz onaya gönderildi').waitFor();
    await waitForPath(phone, /^\/requests\/[0-9a-f-]{36}$/);
    requestId = new URL(phone.url()).pathname.split('/').at(-1)!;

    const detail = requestCard(phone, title);
    await detail.getByText('Onay bekliyor').waitFor();
    await detail.getByText('2 × Köy hellimi (kg)').waitFor();
    await detail.getByRole('img', { name: `${title}, fotoğraf 1` }).waitFor();
    await detail.locator('audio').waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await phone.goto('/requests');
    const card = requestCard(phone, title);
    await card.getByText('Onay bekliyor').waitFor();
    await card.getByText('0 cevap').waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
  });

  it('sends an edited request back for approval', async () => {
    await approve();
    await phone.goto(`/requests/${requestId}`);
    await requestCard(phone, title).getByText('Açık', { exact: true }).waitFor();
    await phone.getByText('Düzenlenen talep, mağazalar yeniden görmeden önce ekibimizin onayına gider.').waitFor();

    await phone.getByRole('link', { name: 'Düzenle' }).click();
    await waitForPath(phone, `/requests/${requestId}/edit`);
    const save = await whenReady(phone.getByRole('button', { name: 'Kaydet ve onaya gönder' }));
    await expect(phone.getByLabel('Başlık').inputValue()).resolves.toBe(title);
    await phone.getByLabel('Başlık').fill(editedTitle);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
    await save.click();
    await phone.getByText('Talebiniz onaya gönderildi').waitFor();
    await waitForPath(phone, `/requests/${requestId}`);
    await requestCard(phone, editedTitle).getByText('Onay bekliyor').waitFor();
  });

  it('shows the approved request to the matching vendor in English, who replies into the chat', async () => {
    await approve();
    const desk = await session.newPage();
    // A vendor is a customer too; this one has posted nothing.
    await signInTo(desk, DEMO_VENDOR, '/requests');
    const empty = desk.locator('.request-empty');
    await empty.getByText('No requests found').waitFor();
    await expect(empty.getByRole('link', { name: 'Post a request' }).getAttribute('href')).resolves.toBe(
      '/requests/new',
    );
    await expectAccessible(desk);

    await desk.goto('/vendor/requests');
    await desk.getByRole('heading', { name: 'Customer requests', level: 1 }).waitFor();
    const card = requestCard(desk, editedTitle);
    await card.waitFor();
    await card.getByText(/^0\.\d km$/).waitFor();
    await card.getByText('2 × Köy hellimi (kg)').waitFor();
    await card.getByText('€45.50').waitFor();
    await card.locator('audio').waitFor();
    await expectAccessible(desk);

    await card.getByRole('button', { name: 'Reply' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Your message').fill('We have village halloumi and green olives; delivery tomorrow.');
    await expectAccessible(desk);
    await dialog.getByRole('button', { name: 'Send and open chat' }).click();
    await waitForPath(desk, /^\/vendor\/chat\?c=[0-9a-f-]{36}$/);
    // The reply quotes the request in the store's chat with the customer.
    const sentQuote = desk.locator('.chat-quote').filter({ hasText: editedTitle });
    await sentQuote.waitFor();
    await desk
      .locator('.chat-message__text')
      .filter({ hasText: 'We have village halloumi and green olives; delivery tomorrow.' })
      .waitFor();

    await desk.goto('/vendor/requests');
    const replied = requestCard(desk, editedTitle);
    await replied.getByText('You replied').waitFor();
    await replied.getByRole('button', { name: 'Open chat' }).click();
    await waitForPath(desk, /^\/vendor\/chat\?c=[0-9a-f-]{36}$/);
  });

  it('shows the customer the reply, then closes and deletes the request', async () => {
    await phone.goto('/requests');
    const card = requestCard(phone, editedTitle);
    await card.getByText('1 cevap').waitFor();

    // The reply waits in the customer's chat, quoting the request with a link back to it.
    await phone.goto('/chat');
    await phone
      .getByRole('link', { name: /We have village halloumi/ })
      .first()
      .click();
    const quote = phone.locator('.chat-quote').filter({ hasText: editedTitle });
    await expect(quote.getByRole('link', { name: editedTitle }).getAttribute('href')).resolves.toBe(
      `/requests/${requestId}`,
    );
    await phone.goto('/requests');

    await card.getByRole('link', { name: editedTitle }).click();
    await waitForPath(phone, `/requests/${requestId}`);
    // The page lists the shop that replied, with its reply and the way to its chat.
    const replies = phone.getByRole('region', { name: '1 mağaza cevap verdi' });
    await replies.getByText('We have village halloumi and green olives; delivery tomorrow.').waitFor();
    expect(await replies.getByRole('link', { name: /ile sohbeti aç$/ }).getAttribute('href')).toMatch(
      /^\/chat\?c=[0-9a-f-]{36}$/,
    );
    expect(await replies.locator('a[href^="/stores/"]').count()).toBe(1);
    const close = await whenReady(phone.getByRole('button', { name: 'Talebi kapat' }));
    await close.click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByText('Bu talep kapatılsın mı?').waitFor();
    await expectAccessible(phone);
    await dialog.getByRole('button', { name: 'Talebi kapat' }).click();
    await phone.getByText('Talebiniz kapatıldı').waitFor();
    await requestCard(phone, editedTitle).getByText('Kapandı', { exact: true }).waitFor();
    await expect(phone.getByRole('link', { name: 'Düzenle' }).count()).resolves.toBe(0);

    await phone.getByRole('button', { name: 'Sil', exact: true }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Talebi sil' }).click();
    await phone.getByText('Talebiniz silindi').waitFor();
    await waitForPath(phone, '/requests');
    await phone.getByRole('heading', { name: 'Taleplerim', level: 1 }).waitFor();
    await expect(requestCard(phone, editedTitle).count()).resolves.toBe(0);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
  });

  it('tells the customer why staff rejected a request', async () => {
    const customer = await apiClient(session.baseUrl, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const rejectedTitle = `Doğum günü pastası (${stamp})`;
    const posted = await customer.json<{ data: { id: string } }>('POST', '/api/broadcast-requests', {
      title: rejectedTitle,
      description: 'Cumartesi için yirmi kişilik çikolatalı pasta arıyorum.',
      category_id: store.categoryId,
      location: 'Lefkoşa',
      lat: store.lat,
      lng: store.lng,
      date_needed: dayFromNow(4),
      close_date: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
    });
    const reason = 'Lütfen pastanın boyutunu yazın';
    await staff.json('POST', '/api/admin/broadcast-request-reject', { id: posted.data.id, reason });

    await phone.goto('/requests');
    await phone
      .getByRole('navigation', { name: 'Duruma göre talepler' })
      .getByRole('link', { name: 'Reddedildi' })
      .click();
    await waitForPath(phone, /^\/requests\?status=rejected$/);
    const card = requestCard(phone, rejectedTitle);
    await card.getByText('Reddedildi', { exact: true }).waitFor();
    await card.getByText(`Onaylanmadı: ${reason}`).waitFor();
    await expectAccessible(phone);
  });
});

function pathOfPage(page: Page): string {
  return new URL(page.url()).pathname;
}
