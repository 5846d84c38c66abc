import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { apiClient, DEMO_CUSTOMER, signInTo, type ApiClient } from '../support/orders.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** A `datetime-local` value for `date` on the island's clock (the booking form reads Cyprus time). */
function localInput(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Nicosia',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const DAY = 86_400_000;

/** A day as the Turkish page writes it ("25.11.2026"), from a `datetime-local` value. */
function turkishDay(local: string): string {
  const [year, month, day] = local.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** Types the day in the page's order and picks the 24-hour time (the form has no browser date picker). */
async function setWhen(page: Page, dayLabel: string, timeLabel: string, local: string): Promise<void> {
  await page.getByLabel(dayLabel, { exact: true }).fill(turkishDay(local));
  await page.getByLabel(timeLabel, { exact: true }).selectOption(local.slice(11, 16));
}
/** Nicosia's saloon driver of the demo data (apps/api/src/db/seed/demo-cabs.ts). */
const NICOSIA_SALOON_DRIVER = { email: 'driver1@demo.bedesten.cy', name: 'Andreas Christou' };

async function choosePlace(page: Page, label: string, typed: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box.inputValue()).resolves.toBe(option);
}

async function errorOf(field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return '';
  return (await field.page().locator(`[id="${id}"]`).textContent()) ?? '';
}

/**
 * Cab booking, end to end: on a phone in Turkish a guest plans a return
 * airport ride from Nicosia to Larnaca Airport, meets the spec's validation
 * messages, reloads mid-way, signs in and comes back to the draft, books a
 * saloon at the fixed airport fare × 2 and lands on the ride (Booked). On a
 * desktop in English the ride is in My rides; a demo driver confirms it and
 * the customer then sees the driver; another booked ride is cancelled; a
 * map pin sets a place with no map tiles.
 */
describe('cab booking: a customer books a return airport ride', () => {
  let session: BrowserSession;
  let rideId: string;
  let customer: ApiClient;

  beforeAll(async () => {
    session = await openBrowser();
    customer = await apiClient(session.baseUrl, DEMO_CUSTOMER);
  });
  afterAll(() => session.close());

  it('books it in Turkish at 375 px, with the validation messages and a reload on the way', async () => {
    const phone = await session.newPage({ width: 375, height: 800, locale: 'tr-TR' });
    await phone.goto('/cab?lang=tr');
    await phone.getByRole('heading', { name: 'Taksi ayırt', level: 1 }).waitFor();
    const from = phone.getByRole('combobox', { name: 'Alış noktası' });
    await whenReady(from);
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    // Destination equal to the pickup, a pickup in the past and a return before it.
    await choosePlace(phone, 'Alış noktası', 'Lefko', 'Lefkoşa');
    await choosePlace(phone, 'Varış noktası', 'Lefkoş', 'Lefkoşa');
    await phone.getByRole('radio', { name: 'Gidiş-dönüş' }).check();
    // Day and time in the page's language: no mm/dd/yyyy or AM/PM from the browser's picker.
    const pickup = phone.getByLabel('Alış tarihi', { exact: true });
    const back = phone.getByLabel('Dönüş tarihi', { exact: true });
    await expect(pickup.getAttribute('placeholder')).resolves.toBe('gg.aa.yyyy');
    await expect(phone.getByLabel('Alış saati').locator('option').nth(1).textContent()).resolves.toBe('00:00');
    const yesterday = localInput(new Date(Date.now() - DAY)).slice(0, 10);
    await setWhen(phone, 'Alış tarihi', 'Alış saati', `${yesterday}T10:00`);
    await setWhen(phone, 'Dönüş tarihi', 'Dönüş saati', `${yesterday}T09:00`);
    await phone.getByRole('button', { name: 'Taksileri göster' }).click();
    const to = phone.getByRole('combobox', { name: 'Varış noktası' });
    await phone.getByText('Lütfen doğru bir varış noktası seçin').waitFor();
    await expect(errorOf(to)).resolves.toBe('Lütfen doğru bir varış noktası seçin');

    await choosePlace(phone, 'Varış noktası', 'larn', 'Larnaka Havalimanı (LCA)');
    await phone
      .getByText('Havalimanı transferi: belirlenmiş yerlerde sabit havalimanı ücretleri geçerlidir.')
      .waitFor();
    await phone.getByRole('button', { name: 'Taksileri göster' }).click();
    await phone.getByText('Lütfen geçerli bir alış zamanı seçin').waitFor();
    await expect(errorOf(pickup)).resolves.toBe('Lütfen geçerli bir alış zamanı seçin');
    await expect(errorOf(back)).resolves.toBe('Lütfen geçerli bir dönüş zamanı seçin');
    await expectAccessible(phone);

    const pickupValue = `${localInput(new Date(Date.now() + DAY)).slice(0, 10)}T10:00`;
    const returnValue = `${localInput(new Date(Date.now() + 3 * DAY)).slice(0, 10)}T18:30`;
    await setWhen(phone, 'Alış tarihi', 'Alış saati', pickupValue);
    await setWhen(phone, 'Dönüş tarihi', 'Dönüş saati', returnValue);

    // The draft is in the client state: a reload keeps every choice.
    await phone.reload();
    await whenReady(phone.getByRole('button', { name: 'Taksileri göster' }));
    await expect(from.inputValue()).resolves.toBe('Lefkoşa');
    await expect(to.inputValue()).resolves.toBe('Larnaka Havalimanı (LCA)');
    await expect(phone.getByRole('radio', { name: 'Gidiş-dönüş' }).isChecked()).resolves.toBe(true);
    await expect(pickup.inputValue()).resolves.toBe(turkishDay(pickupValue));
    await expect(phone.getByLabel('Alış saati').inputValue()).resolves.toBe('10:00');
    await expect(back.inputValue()).resolves.toBe(turkishDay(returnValue));
    await expect(phone.getByLabel('Dönüş saati').inputValue()).resolves.toBe('18:30');
    await phone.getByRole('button', { name: 'Taksileri göster' }).click();

    // The saloon at the fixed Nicosia–Larnaca airport fare (€45 a leg), both legs.
    await phone.getByRole('heading', { name: 'Bir araç seçin' }).waitFor();
    await phone.getByText('Havalimanı transferi LCA').waitFor();
    const saloon = phone.locator('.cab-vehicle').filter({ hasText: 'Sedan' });
    await expect(saloon.locator('.cab-vehicle__total').textContent()).resolves.toMatch(/90,00/);
    await expect(saloon.textContent()).resolves.toMatch(/45,00.*× 2/);
    await expect(saloon.textContent()).resolves.toContain('Sabit havalimanı ücreti');
    // How the cab is paid, before anything is booked.
    await phone.getByText('Ücreti yolculuğun sonunda sürücüye nakit ödersiniz.', { exact: false }).waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);
    await saloon.getByRole('radio').check();
    await phone.getByRole('button', { name: 'Devam et' }).click();

    // The details are checked on their own step: a bad e-mail and a two-digit mobile are marked here.
    await phone.getByRole('heading', { name: 'Bilgileriniz', level: 2 }).waitFor();
    await phone.getByLabel('Ad', { exact: true }).fill('Ayşe');
    await phone.getByLabel('Soyad', { exact: true }).fill('Demir');
    await phone.getByLabel('E-posta', { exact: true }).fill('bad@');
    await phone.getByLabel('Cep telefonu numarası', { exact: true }).fill('12');
    await phone.getByRole('button', { name: 'Gözden geçir ve ayırt' }).click();
    await phone.getByText('Geçerli bir e-posta adresi girin').waitFor();
    await expect
      .poll(() => phone.getByLabel('Cep telefonu numarası', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(new URL(phone.url()).pathname).toBe('/cab');
    await expectAccessible(phone);
    await phone.getByLabel('E-posta', { exact: true }).fill(DEMO_CUSTOMER);
    await phone.getByLabel('Cep telefonu numarası', { exact: true }).fill('99123456');

    // A guest is then sent to sign in at the confirm step and comes back to the same draft.
    await phone.getByRole('button', { name: 'Gözden geçir ve ayırt' }).click();
    await waitForPath(phone, '/login');
    expect(new URL(phone.url()).searchParams.get('redirect')).toBe('/cab');
    const submit = await whenReady(phone.getByRole('button', { name: 'Giriş yap', exact: true }));
    await phone.getByLabel('E-posta adresi').fill(DEMO_CUSTOMER);
    await phone.getByLabel('Şifre', { exact: true }).fill('Demo!2345');
    await submit.click();
    await waitForPath(phone, '/cab');
    await phone.getByRole('heading', { name: 'Bilgileriniz', level: 2 }).waitFor();
    await expect(phone.getByLabel('E-posta').inputValue()).resolves.toBe(DEMO_CUSTOMER);
    for (const [label, value] of [
      ['Ad', 'Ayşe'],
      ['Soyad', 'Demir'],
      ['Cep telefonu numarası', '99123456'],
    ] as const) {
      const field = phone.getByLabel(label, { exact: true });
      if (!(await field.inputValue())) await field.fill(value);
    }
    // The country code is chosen from the list (Cyprus first), not typed.
    await expect(phone.getByRole('combobox', { name: 'Ülke kodu' }).inputValue()).resolves.toBe('+357');
    await phone.getByLabel('Sürücüye notunuz (isteğe bağlı)').fill('İki bavul');
    await expectAccessible(phone);
    await phone.getByRole('button', { name: 'Gözden geçir ve ayırt' }).click();

    const dialog = phone.getByRole('dialog', { name: 'Bu yolculuk ayrılsın mı?' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toMatch(/Lefkoşa[\s\S]*Larnaka Havalimanı \(LCA\)[\s\S]*90,00/);
    await expectAccessible(phone);
    await dialog.getByRole('button', { name: 'Yolculuğu ayırt' }).click();

    await waitForPath(phone, /^\/my-rides\/[0-9a-f-]{36}$/);
    rideId = new URL(phone.url()).pathname.split('/').pop()!;
    await phone.getByTestId('ride-status').getByText('Ayrıldı').waitFor();
    // The times typed are the times shown: both on the island's clock.
    await expect(phone.locator('.cab-summary').first().textContent()).resolves.toMatch(/10:00[\s\S]*18:30/);
    await phone.getByText(/Bir sürücü yolculuğu onayladığında/).waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    // The draft is gone once booked: /cab starts afresh.
    await phone.goto('/cab?lang=tr');
    await whenReady(phone.getByRole('button', { name: 'Taksileri göster' }));
    await expect(phone.getByRole('combobox', { name: 'Alış noktası' }).inputValue()).resolves.toBe('');
  });

  it('lists it in My rides on a desktop in English, and shows the driver once one confirms', async () => {
    const desk = await session.newPage();
    await signInTo(desk, DEMO_CUSTOMER, '/my-rides?status=booked');
    await desk.getByRole('heading', { name: 'My rides', level: 1 }).waitFor();
    const row = desk.locator('.cab-ride').filter({ has: desk.locator(`a[href="/my-rides/${rideId}"]`) });
    await row.getByText('Booked').waitFor();
    await expectAccessible(desk);
    await desk.getByRole('link', { name: 'Completed', exact: true }).click();
    await desk.locator('.cab-filter__link[aria-current="page"]', { hasText: 'Completed' }).waitFor();
    await row.waitFor({ state: 'detached' });

    const driver = await apiClient(session.baseUrl, NICOSIA_SALOON_DRIVER.email);
    await driver.json('POST', '/api/driver-ride-status', { id: rideId, status: 'confirmed' });

    await desk.goto(`/my-rides/${rideId}`);
    await desk.getByTestId('ride-status').getByText('Confirmed').waitFor();
    const details = desk.getByTestId('ride-driver');
    await details.getByText(NICOSIA_SALOON_DRIVER.name).waitFor();
    await expect(details.textContent()).resolves.toMatch(/Saloon|saloon/);
    await expect(details.getByRole('link').textContent()).resolves.toMatch(/99300001/);
    await expect(desk.getByRole('link', { name: 'Download the receipt (PDF)' }).getAttribute('href')).resolves.toBe(
      `/api/ride-receipt?id=${rideId}&lang=en`,
    );
    await expectAccessible(desk);
  });

  it('lets the customer cancel another booked ride behind a confirm prompt', async () => {
    const pickupAt = new Date(Date.now() + 3 * DAY);
    const other = await customer.json<{ data: { id: string } }>(
      'POST',
      '/api/cab-booking',
      {
        from: { name: 'Nicosia', lat: 35.1856, lng: 33.3823 },
        to: { name: 'Kyrenia', lat: 35.3364, lng: 33.3199 },
        way_type: 'one_way',
        pickup_at: pickupAt.toISOString(),
        vehicle_type: 'saloon',
        first_name: 'Demo',
        last_name: 'Customer',
        email: DEMO_CUSTOMER,
        country_code: '+357',
        mobile: '99123456',
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    const desk = await session.newPage();
    await signInTo(desk, DEMO_CUSTOMER, `/my-rides/${other.data.id}`);
    await desk.getByTestId('ride-status').getByText('Booked').waitFor();
    await (await whenReady(desk.getByRole('button', { name: 'Cancel the ride' }))).click();
    const prompt = desk.getByRole('dialog', { name: 'Cancel this ride?' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Yes, cancel the ride' }).click();
    await desk.getByTestId('ride-status').getByText('Cancelled').waitFor();
    await expect(desk.getByRole('button', { name: 'Cancel the ride' }).count()).resolves.toBe(0);
    await expectAccessible(desk);

    await desk.goto('/my-rides?status=cancelled');
    await desk.locator(`a[href="/my-rides/${other.data.id}"]`).waitFor();
  });

  it('sets a place with a map pin, with no map tiles at all', async () => {
    const desk = await session.newPage();
    await desk.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await desk.goto('/cab');
    const pickup = desk.getByRole('combobox', { name: 'Pickup', exact: true });
    await whenReady(desk.getByRole('button', { name: 'Show cabs' }));
    await desk.getByRole('button', { name: 'Pick on the map' }).first().click();
    const map = desk.getByRole('region', { name: 'Map for the Pickup' });
    await desk.locator('.leaflet-container').waitFor();
    await map.click();
    await desk.waitForFunction(
      (input) => /\d+\.\d{4}, \d+\.\d{4}/.test((input as HTMLInputElement).value),
      await pickup.elementHandle(),
    );
    await desk.locator('.location-map__pin').waitFor();
    await expectAccessible(desk);
  });
});
