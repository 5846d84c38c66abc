import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from '../support/browser.ts';
import { createDriverViaApi, lettersOf, noticesOf, type ApiDriver } from '../support/cab-drivers.ts';
import { waitForPath, whenReady } from '../support/identity.ts';
import { DEMO_CUSTOMER, signInTo } from '../support/orders.ts';
import { signInAsStaff, STAFF_EMAIL } from '../support/staff.ts';
import { signInViaApi, type Account } from '../support/staff-queues.ts';

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The card of a waiting driver, looked for page by page (the queue is oldest first, ten a page). */
async function pendingDriver(page: Page, name: string, query = '') {
  const card = page.locator('article.admin-driver').filter({ has: page.getByRole('heading', { name, exact: true }) });
  for (let n = 1; n <= 20; n += 1) {
    await page.goto(`/admin/drivers?status=pending&page=${n}${query}`);
    await page.locator('h1').first().waitFor();
    if ((await card.count()) > 0) return card;
    if ((await page.locator('article.admin-driver').count()) === 0) break;
  }
  throw new Error(`"${name}" is not in the pending queue`);
}

type VehicleType = { code: string; per_km_minor: number; minimum_fare_minor: number } & Record<string, unknown>;
type AirportFare = { airport: string; district_code: string; vehicle_type: string; fare_minor: number };
type Priced = { data: { code: string; price: { leg: number; basis: string } }[]; road_km: number; airport: string };

const tomorrow = () => new Date(Date.now() + 26 * 3_600_000).toISOString();
const PLACES = {
  kyrenia: { lat: 35.3417, lng: 33.3192 },
  lca: { lat: 34.8751, lng: 33.6249 },
  nicosia: { lat: 35.1725, lng: 33.3617 },
  limassol: { lat: 34.6707, lng: 33.0426 },
};

/** The saloon as priced for a one-way trip between two points tomorrow. */
async function saloonPrice(baseUrl: string, from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  const query = new URLSearchParams({
    from_lat: String(from.lat),
    from_lng: String(from.lng),
    to_lat: String(to.lat),
    to_lng: String(to.lng),
    way_type: 'one_way',
    pickup_at: tomorrow(),
  });
  const response = await fetch(`${baseUrl}/api/cab-vehicle-list?${query}`, { headers: { accept: 'application/json' } });
  expect(response.status).toBe(200);
  const list = (await response.json()) as Priced;
  const saloon = list.data.find((vehicle) => vehicle.code === 'saloon');
  if (!saloon) throw new Error('no saloon in the vehicle list');
  return { ...saloon.price, roadKm: list.road_km, airport: list.airport };
}

/**
 * Staff screens of issue 13, end to end. Fresh accounts set up driver
 * profiles through the API (a tus-uploaded vehicle photo and licence); staff
 * on a desktop in English read one in full, reject it with a reason the
 * driver is told, approve another and delete a third (its owner is told to
 * set up again); the queue reads in Turkish on a phone. Staff change the
 * saloon's rate and one airport fare, and the customers' vehicle list prices
 * with them. A customer gets no access to either page.
 */
describe('staff: driver approval and cab fares', () => {
  let session: BrowserSession;
  let staff: Account;
  let toReject: ApiDriver;
  let toApprove: ApiDriver;
  let toDelete: ApiDriver;
  const run = lettersOf(Date.now().toString(36));
  const reason = 'The licence document is unreadable; please upload a sharper scan.';

  beforeAll(async () => {
    session = await openBrowser();
    staff = await signInViaApi(session.baseUrl, STAFF_EMAIL);
    toReject = await createDriverViaApi(session.baseUrl, `Selin Kaya ${run}`, 'KRA 101');
    toApprove = await createDriverViaApi(session.baseUrl, `Nikos Petrou ${run}`, 'KAP 202');
    toDelete = await createDriverViaApi(session.baseUrl, `Deniz Ozan ${run}`, 'KDE 303');
  });
  afterAll(() => session.close());

  it('keeps a customer out of both staff pages', async () => {
    const page = await session.newPage();
    await signInTo(page, DEMO_CUSTOMER, '/');
    for (const path of ['/admin/drivers', '/admin/cab-fares']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      expect(await page.locator('h1').first().textContent()).toBe('You do not have access to this page');
      expect(await page.locator('article.admin-driver, .cab-fares__form').count()).toBe(0);
    }
    expect((await page.request.get('/api/admin/drivers')).status()).toBe(403);
    expect((await page.request.get('/api/admin/cab-vehicle-types')).status()).toBe(403);
  });

  it('reads the driver queue in Turkish on a 375 px phone without sideways scroll', async () => {
    const phone = await session.newPage({ width: 375, height: 800 });
    await signInAsStaff(phone);
    const item = await pendingDriver(phone, toDelete.name, '&lang=tr');
    await phone.getByRole('heading', { name: 'Sürücüler', level: 1 }).waitFor();
    expect(await phone.getByRole('link', { name: 'Onay bekliyor' }).getAttribute('aria-current')).toBe('page');
    const facts = await item.locator('.admin-facts').innerText();
    expect(facts).toMatch(/Araç tipi\s*Sedan/);
    expect(facts).toMatch(/Cinsiyet\s*Kadın/);
    expect(facts).toContain('Lefkoşa ilçesindeki bir merkez noktanın 30 km çevresi');
    await item.getByRole('link', { name: `Belge 1 (${toDelete.name})` }).waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await expectAccessible(phone);

    await (await whenReady(item.getByRole('button', { name: `Reddet ${toDelete.name}` }))).click();
    const dialog = phone.getByRole('dialog', { name: `${toDelete.name} sürücü olarak reddedilsin` });
    await dialog.getByRole('button', { name: 'Sürücüyü reddet' }).click();
    await dialog.getByText('Sebep zorunludur').waitFor();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await item.getByRole('button', { name: `Onayla ${toDelete.name}` }).isVisible()).toBe(true);
  });

  it('lets staff read a driver in full, reject, approve and delete (desktop, English)', async () => {
    const page = await session.newPage();
    await signInAsStaff(page);
    // The staff home counts the waiting drivers and leads to their queue.
    const waiting = page.locator('a.admin-count').filter({ hasText: 'drivers waiting for approval' });
    expect(Number(await waiting.locator('.admin-count__number').textContent())).toBeGreaterThanOrEqual(2);
    await waiting.click();
    await waitForPath(page, /\/admin\/drivers\?status=pending/);
    const item = await pendingDriver(page, toReject.name);
    await page.getByRole('heading', { name: 'Drivers', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Waiting' }).getAttribute('aria-current')).toBe('page');
    const facts = await item.locator('.admin-facts').innerText();
    expect(facts).toMatch(/Mobile\s*\+357 \d{8}/);
    expect(facts).toMatch(/Gender\s*Female/);
    expect(facts).toMatch(/Vehicle type\s*Saloon/);
    expect(facts).toMatch(/Vehicle number\s*KRA 101/);
    expect(facts).toMatch(/Seats\s*4/);
    expect(facts).toMatch(/Licence number\s*DL-445566/);
    expect(facts).toMatch(/Identity number\s*ID-778899/);
    expect(facts).toContain('30 km around a base point in Nicosia');
    expect(facts).toContain('35.17250, 33.36170');
    expect(facts).toMatch(/Submitted\s*\S/);
    const photo = item.getByRole('img', { name: `Vehicle of ${toReject.name} (KRA 101)` });
    expect(await photo.getAttribute('src')).toMatch(/^\/uploads\/images\//);
    // Documents are private: staff may open them.
    const document = item.getByRole('link', { name: `Document 1 of ${toReject.name}` });
    const href = await document.getAttribute('href');
    expect(href).toMatch(/^\/api\/documents\/[0-9a-f-]+$/);
    expect((await page.request.get(href!)).status()).toBe(200);
    await expectAccessible(page);

    await (await whenReady(item.getByRole('button', { name: `Reject ${toReject.name}` }))).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${toReject.name} as a driver` });
    const confirm = await whenReady(dialog.getByRole('button', { name: 'Reject driver' }));
    await confirm.click();
    await dialog.getByText('Reason is required').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('Reason (the driver is told)').fill(reason);
    await confirm.click();
    await page.getByText(`The driver is rejected: ${toReject.name}`).waitFor();
    await item.waitFor({ state: 'detached' });

    const approving = await pendingDriver(page, toApprove.name);
    await (await whenReady(approving.getByRole('button', { name: `Approve ${toApprove.name}` }))).click();
    await page.getByText(`The driver is approved: ${toApprove.name}`).waitFor();
    await approving.waitFor({ state: 'detached' });

    const deleting = await pendingDriver(page, toDelete.name);
    await (await whenReady(deleting.getByRole('button', { name: `Delete driver ${toDelete.name}` }))).click();
    const prompt = page.getByRole('dialog', { name: `Delete the driver profile of ${toDelete.name}?` });
    await prompt.getByText('The account returns to a plain user').waitFor();
    await expectAccessible(page);
    await prompt.getByLabel('Reason (kept in the audit log)').fill('Licence no longer valid');
    await prompt.getByRole('button', { name: 'Delete driver', exact: true }).click();
    await page.getByText(`The driver is deleted: ${toDelete.name}`).waitFor();
    await deleting.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Rejected' }).click();
    await waitForPath(page, /status=rejected/);
    const rejected = page.locator('article.admin-driver').filter({ hasText: toReject.name });
    await rejected.getByText(`Reason given to the driver: ${reason}`).waitFor();
    expect(await rejected.getByRole('button', { name: /^Approve|^Reject/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Approved' }).click();
    await waitForPath(page, /status=approved/);
    await page.locator('article.admin-driver').filter({ hasText: toApprove.name }).first().waitFor();

    expect(await noticesOf(toReject)).toContain(`Your driver profile was not approved: ${reason}`);
    expect(await noticesOf(toApprove)).toContain('Your driver profile is approved: you can receive rides');
    const setup = await toDelete.account.json<{ data: unknown; message: string | null }>('GET', '/api/driver-setup');
    expect(setup).toEqual({
      data: null,
      message: 'Your store or driver profile was deleted by admin, please create a new setup',
    });
  });

  it('lets staff change the saloon’s rate and an airport fare, and customers are priced with them', async () => {
    const types = (await staff.json<{ data: VehicleType[] }>('GET', '/api/admin/cab-vehicle-types')).data;
    const fares = (await staff.json<{ data: AirportFare[] }>('GET', '/api/admin/cab-airport-fares')).data;
    const saloon = types.find((type) => type.code === 'saloon')!;
    const fare = fares.find((f) => f.airport === 'LCA' && f.district_code === '06' && f.vehicle_type === 'saloon');
    const newRate = saloon.per_km_minor + 35;
    try {
      const page = await session.newPage();
      await signInAsStaff(page);
      await page.goto('/admin/cab-fares');
      await page.getByRole('heading', { name: 'Cab fares', level: 1 }).waitFor();
      await expectAccessible(page);

      const rate = page.getByLabel('Rate per km (€) (Saloon)');
      const saveTypes = await whenReady(page.getByRole('button', { name: 'Save vehicle types' }));
      await rate.fill('abc');
      await saveTypes.click();
      await page.getByText('Invalid Rate per km').waitFor();
      expect(await rate.getAttribute('aria-invalid')).toBe('true');
      await rate.fill((newRate / 100).toFixed(2));
      await saveTypes.click();
      await page.getByText('The vehicle types are saved').waitFor();
      expect(await rate.getAttribute('aria-invalid')).toBeNull();

      const box = page.getByLabel('LCA – Kyrenia – Saloon, fare in €');
      await box.fill('88.50');
      await page.getByRole('button', { name: 'Save airport fares' }).click();
      await page.getByText('The airport fares are saved').waitFor();
      expect(await box.inputValue()).toBe('88.50');
      await expectAccessible(page);

      const airport = await saloonPrice(session.baseUrl, PLACES.kyrenia, PLACES.lca);
      expect([airport.airport, airport.basis, airport.leg]).toEqual(['LCA', 'airport_fixed', 8850]);
      const metered = await saloonPrice(session.baseUrl, PLACES.nicosia, PLACES.limassol);
      expect(metered.basis).toBe('metered');
      expect(metered.leg).toBe(Math.max(saloon.minimum_fare_minor, Math.round(metered.roadKm * newRate)));

      const phone = await session.newPage({ width: 375, height: 800 });
      await signInAsStaff(phone);
      await phone.goto('/admin/cab-fares?lang=tr');
      await phone.getByRole('heading', { name: 'Taksi ücretleri', level: 1 }).waitFor();
      await whenReady(phone.getByRole('button', { name: 'Araç tiplerini kaydet' }));
      expect(await phone.getByLabel('Kilometre ücreti (€) (Sedan)').inputValue()).toBe((newRate / 100).toFixed(2));
      expect(await hasNoSidewaysScroll(phone)).toBe(true);
      await expectAccessible(phone);
    } finally {
      // Other journeys of the run book cabs at the demo prices.
      await staff.json('PUT', '/api/admin/cab-vehicle-types', { vehicle_types: types });
      await staff.json('PUT', '/api/admin/cab-airport-fares', {
        fares: [{ airport: 'LCA', district_code: '06', vehicle_type: 'saloon', fare_minor: fare?.fare_minor ?? null }],
      });
    }
  });
});
