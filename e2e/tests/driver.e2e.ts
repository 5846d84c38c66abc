import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { PASSWORD, uniqueEmail, uniqueMobile, waitForPath, whenReady } from '../support/identity.ts';
import { apiClient, DEMO_CUSTOMER, signInTo, type ApiClient } from '../support/orders.ts';
import { signInAsStaff, STAFF_EMAIL, STAFF_PASSWORD } from '../support/staff.ts';
import { pngFile, uploadInto } from '../support/store-setup.ts';
import { DEMO_TRUST_HEADERS } from '../support/server.ts';

/** Demo drivers (apps/api/src/db/seed/demo-cabs.ts): both a saloon based in Nicosia, 40 km around. */
const DRIVER_ONE = 'driver1@demo.bedesten.cy';
const DRIVER_TWO = 'driver@demo.bedesten.cy';
const LEDRA_STREET = { name: 'Ledra Street, Nicosia', lat: 35.1725, lng: 33.3617 };
const LARNACA_AIRPORT = { name: 'Larnaca Airport (LCA)', lat: 34.8751, lng: 33.6249 };

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The demo customer books a saloon from Nicosia to Larnaca airport, 50 minutes ahead, through the API. */
async function bookRide(customer: ApiClient): Promise<{ id: string; number: number }> {
  const answer = await customer.json<{ data: { id: string; number: number } }>('POST', '/api/cab-booking', {
    from: LEDRA_STREET,
    to: LARNACA_AIRPORT,
    way_type: 'one_way',
    pickup_at: new Date(Date.now() + 50 * 60_000).toISOString(),
    vehicle_type: 'saloon',
    first_name: 'Elena',
    last_name: 'Georgiou',
    email: DEMO_CUSTOMER,
    country_code: '+357',
    mobile: '99123456',
    comments: 'Two suitcases',
  });
  return answer.data;
}

/** Opens the received rides and waits until the live stream is open (offers then arrive without reload). */
async function openLiveRides(page: Page, email: string): Promise<void> {
  await signInTo(page, email, '/driver/rides');
  await page.getByRole('heading', { name: 'Received rides', level: 1 }).waitFor();
  await page.locator('.driver-live__state[data-live="true"]').waitFor();
}

const rideCard = (page: Page, id: string) => page.locator(`article[data-ride-id="${id}"]`);

/**
 * The driver panel, end to end: a new customer sets up a driver profile on a
 * phone in Turkish (with a vehicle photo and a document), staff approve it and
 * the driver goes available; on a desktop in English a demo driver sees a
 * booking arrive live, confirms and completes it behind prompts and gets the
 * receipt, and the customer sees it completed with the driver's details; of
 * two drivers offered a ride, the one who did not confirm sees it taken.
 */
describe('driver panel: setup and approval, live offers, confirm and complete', () => {
  let session: BrowserSession;
  let customer: ApiClient;
  let completed: { id: string; number: number } | undefined;

  beforeAll(async () => {
    session = await openBrowser();
    customer = await apiClient(session.baseUrl, DEMO_CUSTOMER);
  });
  afterAll(() => session.close());

  it('lets a customer become a driver in Turkish at 375 px: setup, pending approval, approved, available', async () => {
    const email = uniqueEmail('driver');
    const register = await fetch(`${session.baseUrl}/api/register-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...DEMO_TRUST_HEADERS },
      body: JSON.stringify({
        name: 'Elif Kaya',
        email,
        country_code: '+357',
        mobile: uniqueMobile(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
    });
    expect(register.status, await register.clone().text()).toBe(201);

    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    // Not a driver yet: the driver panel sends the account to set up.
    await phone.goto('/auth/sign-in?lang=tr&redirect=%2Fdriver');
    const signIn = await whenReady(phone.getByRole('button', { name: 'Giriş yap', exact: true }));
    await phone.getByLabel('E-posta adresi').fill(email);
    await phone.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await signIn.click();
    await waitForPath(phone, '/driver/setup');
    await phone.getByRole('heading', { name: 'Sürücü kurulumu', level: 1 }).waitFor();
    const send = await whenReady(phone.getByRole('button', { name: 'Onaya gönder' }));
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await expect.poll(() => phone.getByLabel('Ad soyad').inputValue()).toBe('Elif Kaya');
    await phone.getByLabel('Cinsiyet').selectOption('female');
    await phone.getByLabel('Araç tipi').selectOption('saloon');
    await expect.poll(() => phone.getByLabel('Yolcu koltuğu').inputValue()).toBe('4');
    await phone.getByLabel('Plaka').fill('KEK 482');
    await phone.getByLabel('Ehliyet numarası').fill('DL-204816');
    await phone.getByLabel('Kimlik kartı numarası').fill('ID-730215');
    await uploadInto(phone, 'Araç fotoğrafı', await pngFile('car.png'), 'image');
    await uploadInto(phone, 'Belgeler', await pngFile('licence.png', 96), 'document');
    // The base point from the place finder (the API's offline gazetteer).
    await phone.getByLabel('Merkez (şehir veya adres)').fill('Lefkoşa');
    await phone.getByRole('button', { name: 'Haritada bul' }).click();
    await phone.getByText(/^Bulundu: /).waitFor();
    // The base is a pin, read out rather than typed.
    await phone.getByText(/^Merkez işareti: enlem 35\.17\d+, boylam 33\.36\d+$/).waitFor();
    await phone.getByLabel('Yarıçap (km)').fill('25');
    await send.click();
    const status = phone.locator('.driver-status');
    await status.getByText('Sürücü profiliniz onay bekliyor.').waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    // Staff approve it through the API.
    const driver = await apiClient(session.baseUrl, email, PASSWORD);
    const profile = await driver.json<{ data: { id: string; status: string } }>('GET', '/api/driver-setup');
    expect(profile.data.status).toBe('pending');
    const staff = await apiClient(session.baseUrl, STAFF_EMAIL, STAFF_PASSWORD);
    await staff.json('POST', '/api/admin/driver-approve', { id: profile.data.id });

    await phone.reload();
    await status.getByText('Sürücü profiliniz onaylandı: yolculuk alabilirsiniz.').waitFor();
    // An approved profile warns that saving sends it back for approval.
    await phone
      .getByText('Değişiklikleri kaydetmek onaylı profilinizi yeniden onaya gönderir', { exact: false })
      .waitFor();
    await phone.getByRole('link', { name: 'Sürücü ana sayfanıza gidin' }).click();
    await waitForPath(phone, '/driver');
    const available = await whenReady(phone.getByRole('switch', { name: 'Yolculuklar için müsait' }));
    // Approved drivers start available; off and on again through the switch.
    await expect.poll(() => available.getAttribute('aria-checked')).toBe('true');
    await available.click();
    await expect.poll(() => available.getAttribute('aria-checked')).toBe('false');
    await phone.getByText('Müsait değilsiniz: size yeni yolculuk teklif edilmez.').waitFor();
    await available.click();
    await expect.poll(() => available.getAttribute('aria-checked')).toBe('true');
    await phone.getByText('Müsaitsiniz: yakınınızdaki yeni yolculuklar size teklif edilir.').waitFor();
    expect((await driver.json<{ data: { available: boolean } }>('GET', '/api/driver-setup')).data.available).toBe(true);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    // A new driver has no completed rides yet: the spec's empty message.
    await phone.getByRole('link', { name: 'Gelen yolculuklar' }).first().click();
    await waitForPath(phone, '/driver/rides');
    await phone.getByRole('link', { name: 'Tamamlanan' }).click();
    await waitForPath(phone, /\/driver\/rides\?status=completed/);
    await phone.getByText('Yolculuk bulunamadı').waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    // From the shop, the account menu now switches to the driver panel.
    await phone.goto('/');
    await phone.locator('summary.account-menu__toggle').click();
    await phone.getByRole('link', { name: 'Sürücü paneline geç' }).click();
    await waitForPath(phone, '/driver');
  });

  it('shows a booking live to a demo driver in English, who confirms and completes it and gets the receipt', async () => {
    const desk = await session.newPage();
    await openLiveRides(desk, DRIVER_ONE);
    // The alarm needs a click before a browser lets it sound.
    const sound = desk.getByRole('button', { name: 'Turn alarm sound on' });
    await sound.click();
    await expect
      .poll(() => desk.getByRole('button', { name: 'Alarm sound on' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expectAccessible(desk);

    const ride = await bookRide(customer);
    completed = ride;
    const card = rideCard(desk, ride.id);
    // Arrives through the driver events stream: no reload.
    await card.waitFor({ timeout: 20_000 });
    await card.getByText('Open offer', { exact: true }).waitFor();
    await card.getByText('Ledra Street, Nicosia').waitFor();

    await card.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirm = desk.getByRole('dialog', { name: `Confirm ride #${ride.number}?` });
    await confirm.getByRole('button', { name: 'Yes, confirm' }).click();
    await card.getByText('Confirmed', { exact: true }).waitFor();
    // The driver who took the ride sees how to reach the customer.
    await card.getByRole('link', { name: '99123456', exact: false }).waitFor();

    await card.getByRole('button', { name: 'Complete', exact: true }).click();
    const complete = desk.getByRole('dialog', { name: `Complete ride #${ride.number}?` });
    await complete.getByRole('button', { name: 'Yes, complete' }).click();
    await card.getByText('Completed', { exact: true }).waitFor();
    const receipt = card.getByRole('link', { name: 'Download receipt (PDF)' });
    await receipt.waitFor();
    const pdf = await desk.request.get((await receipt.getAttribute('href'))!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await expectAccessible(desk);

    // The ride's own page, where notices link.
    await desk.goto(`/driver/rides/${ride.id}`);
    await desk.getByRole('heading', { name: 'Received ride', level: 1 }).waitFor();
    await desk.getByText(`Ride #${ride.number}`).waitFor();
    await expectAccessible(desk);

    const mine = await customer.json<{
      data: { status: string; driver: { name: string; vehicle_number: string } | null };
    }>('GET', `/api/my-rides/${ride.id}`);
    expect(mine.data.status).toBe('completed');
    expect(mine.data.driver?.name).toBeTruthy();
    expect(mine.data.driver?.vehicle_number).toBeTruthy();
  });

  it('marks a ride taken for the other driver when one confirms it', async () => {
    const first = await session.newPage();
    const second = await session.newPage({ width: 375, height: 800 });
    await openLiveRides(first, DRIVER_ONE);
    await openLiveRides(second, DRIVER_TWO);

    const ride = await bookRide(customer);
    const mine = rideCard(second, ride.id);
    const theirs = rideCard(first, ride.id);
    await mine.waitFor({ timeout: 20_000 });
    await theirs.waitFor({ timeout: 20_000 });

    await mine.getByRole('button', { name: 'Confirm', exact: true }).click();
    await second
      .getByRole('dialog', { name: `Confirm ride #${ride.number}?` })
      .getByRole('button', { name: 'Yes, confirm' })
      .click();
    await mine.getByText('Confirmed', { exact: true }).waitFor();

    await theirs.getByText('Taken by another driver').waitFor();
    expect(await theirs.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
    expect(await hasNoSidewaysScroll(second)).toBe(true);
    await expectAccessible(second);

    // Its driver gives it up with a reason: it leaves their list and is open again for the other driver.
    await mine.getByRole('button', { name: 'Cancel ride' }).click();
    const cancel = second.getByRole('dialog', { name: `Cancel ride #${ride.number}?` });
    await cancel.getByRole('button', { name: 'Cancel the ride' }).click();
    await cancel.getByText('Please give a reason').waitFor();
    await cancel.getByLabel('Reason').fill('Flat tyre');
    await cancel.getByRole('button', { name: 'Cancel the ride' }).click();
    await second.getByText('You gave up the ride; it is offered to other drivers').waitFor();
    await mine.waitFor({ state: 'detached' });
    await theirs.getByText('Open offer', { exact: true }).waitFor({ timeout: 20_000 });
    await theirs.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    const told = await customer.json<{ data: { status: string; driver: unknown } }>('GET', `/api/my-rides/${ride.id}`);
    expect([told.data.status, told.data.driver]).toEqual(['booked', null]);

    // The customer cancels it, so the demo keeps no stray booking.
    await customer.json('POST', '/api/ride-cancel', { id: ride.id });
  });

  it('lists the completed ride for staff with its customer and driver, in Turkish at 375 px', async () => {
    expect(completed).toBeDefined();
    const phone = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(phone);
    await phone.goto('/admin/rides?lang=tr');
    await phone.getByRole('heading', { name: 'Yolculuklar', level: 1 }).waitFor();
    const tabs = phone.getByRole('navigation', { name: 'Duruma göre göster' });
    expect(await tabs.getByRole('link', { name: 'Tüm yolculuklar' }).getAttribute('aria-current')).toBe('page');
    await tabs.getByRole('link', { name: 'Tamamlananlar' }).click();
    await phone.waitForURL((url) => url.searchParams.get('status') === 'completed');
    const row = phone.locator('.admin-table tbody tr', { hasText: `#${completed!.number}` });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Elena Georgiou');
    expect(text).toContain('Tamamlandı');
    expect(text).toMatch(/Ledra Street.*→/);
    expect(await row.locator('td[data-label="Sürücü"]').innerText()).not.toBe('–');
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
  });
});
