import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedRoadKm, meteredLegMinor } from '@bedesten/core/cabs/fares';
import {
  bookingBody,
  createDriver,
  ensureVehicleTypes,
  hoursFromNow,
  listQuery,
  PLACES,
} from '../../../test/cab-factories.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import { http } from '../../../test/request-scenarios.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** Fixed one-leg fares the tests set: each airport with one district, per vehicle type. */
const AIRPORT_FARES = [
  { airport: 'LCA', districtCode: '03', vehicleType: 'saloon', fareMinor: 2500 },
  { airport: 'LCA', districtCode: '03', vehicleType: 'minivan', fareMinor: 4000 },
  { airport: 'LCA', districtCode: '01', vehicleType: 'saloon', fareMinor: 5000 },
  { airport: 'PFO', districtCode: '05', vehicleType: 'saloon', fareMinor: 2200 },
  { airport: 'ECN', districtCode: '06', vehicleType: 'saloon', fareMinor: 3000 },
];

type Vehicle = {
  code: string;
  seats: number;
  price: { total: number; leg: number; legs: number; currency: string; basis: string };
  arrival_minutes: number | null;
  bookable: boolean;
};

describe('the vehicle list: fares for one-way, return and airport rides, and the ride rules', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof http>;
  beforeAll(async () => {
    ctx = await createTestApp();
    api = http(ctx.app);
    await ensureVehicleTypes(ctx.database, AIRPORT_FARES);
    // Saloons in every part of the island the tests ride from; no estate anywhere.
    for (const place of [PLACES.nicosia, PLACES.larnacaTown, PLACES.paphosTown, PLACES.kyrenia])
      await createDriver(ctx.app, ctx.database, { baseLat: place.lat, baseLng: place.lng, serviceRadiusKm: 30 });
    await createDriver(ctx.app, ctx.database, { vehicleType: 'minivan', baseLat: 34.9, baseLng: 33.62 });
  });
  afterAll(() => ctx.close());

  async function list(overrides: Record<string, unknown>, lang = 'en') {
    const response = await api.get(listQuery(bookingBody(overrides)), {}, lang);
    return response;
  }
  async function vehicles(overrides: Record<string, unknown>) {
    const response = await list(overrides);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      data: Vehicle[];
      road_km: number;
      transfer_type: string;
      airport: string | null;
      message: string | null;
    };
    return { ...body, byCode: Object.fromEntries(body.data.map((v) => [v.code, v])) as Record<string, Vehicle> };
  }

  it('prices a one-way ride per kilometre of the estimated road distance, with arrival estimates', async () => {
    const { byCode, road_km, transfer_type, airport, message } = await vehicles({});
    const km = estimatedRoadKm(PLACES.nicosia, PLACES.limassol);
    expect(road_km).toBe(km);
    expect([transfer_type, airport, message]).toEqual(['standard', null, null]);
    const saloon = Math.round(km * 120);
    expect(byCode.saloon!.price).toEqual({ total: saloon, leg: saloon, legs: 1, currency: 'EUR', basis: 'metered' });
    expect(byCode.minivan!.price.total).toBe(Math.round(km * 200));
    // The Nicosia saloon driver is right there; no estate driver exists, so it cannot be booked.
    expect(byCode.saloon).toMatchObject({ bookable: true, seats: 4 });
    expect(byCode.saloon!.arrival_minutes).toBeGreaterThanOrEqual(5);
    expect(byCode.estate).toMatchObject({ bookable: false, arrival_minutes: null });
    expect(byCode.estate!.price.total).toBe(meteredLegMinor(km, { perKmMinor: 140, minimumFareMinor: 1200 }));
  });

  it('charges the minimum fare for a short ride', async () => {
    const to = { name: 'Nicosia Municipal Market', lat: 35.1856, lng: 33.3823 };
    const { byCode } = await vehicles({ to });
    expect(estimatedRoadKm(PLACES.nicosia, to) * 120).toBeLessThan(1000);
    expect(byCode.saloon!.price.total).toBe(1000);
    expect(byCode.minivan!.price.total).toBe(2000);
  });

  it('prices a return ride as both legs', async () => {
    const { byCode } = await vehicles({ way_type: 'return', return_at: hoursFromNow(30) });
    const leg = Math.round(estimatedRoadKm(PLACES.nicosia, PLACES.limassol) * 120);
    expect(byCode.saloon!.price).toEqual({ total: 2 * leg, leg, legs: 2, currency: 'EUR', basis: 'metered' });
  });

  it('charges the fixed fare between each airport and the other end’s district, either way, twice for a return', async () => {
    const toLca = await vehicles({ from: PLACES.larnacaTown, to: PLACES.lca });
    expect([toLca.transfer_type, toLca.airport]).toEqual(['airport', 'LCA']);
    expect(toLca.byCode.saloon!.price).toMatchObject({ total: 2500, leg: 2500, legs: 1, basis: 'airport_fixed' });
    expect(toLca.byCode.minivan!.price).toMatchObject({ total: 4000, basis: 'airport_fixed' });
    // No fixed fare for an estate: metered.
    expect(toLca.byCode.estate!.price.basis).toBe('metered');

    const fromLcaReturn = await vehicles({
      from: PLACES.lca,
      to: PLACES.nicosia,
      way_type: 'return',
      return_at: hoursFromNow(30),
    });
    expect(fromLcaReturn.byCode.saloon!.price).toEqual({
      total: 10_000,
      leg: 5000,
      legs: 2,
      currency: 'EUR',
      basis: 'airport_fixed',
    });

    const pfo = await vehicles({ from: PLACES.pfo, to: PLACES.paphosTown });
    expect([pfo.airport, pfo.byCode.saloon!.price.total, pfo.byCode.saloon!.price.basis]).toEqual([
      'PFO',
      2200,
      'airport_fixed',
    ]);
    const ecn = await vehicles({ from: PLACES.kyrenia, to: PLACES.ecn });
    expect([ecn.airport, ecn.byCode.saloon!.price.total]).toEqual(['ECN', 3000]);
  });

  it('lists the active vehicle types publicly, named in the request’s language (driver setup picks from them)', async () => {
    const en = await ctx.app.inject({ method: 'GET', url: '/api/cab-vehicle-types' });
    expect(en.statusCode, en.body).toBe(200);
    const types = (en.json() as { data: { code: string; name: string; seats: number }[] }).data;
    expect(types.find((v) => v.code === 'minivan')).toMatchObject({ name: 'Minivan', seats: 8 });
    const tr = await ctx.app.inject({
      method: 'GET',
      url: '/api/cab-vehicle-types',
      headers: { 'accept-language': 'tr' },
    });
    expect((tr.json() as { data: { code: string; name: string }[] }).data.find((v) => v.code === 'minivan')?.name).toBe(
      'Minibüs',
    );
  });

  it('says "No cabs found" when no driver covers the pickup', async () => {
    const { data, message } = await vehicles({
      from: { name: 'Polis', lat: 35.0364, lng: 32.4256 },
      to: PLACES.paphosTown,
    });
    expect(data.every((v) => !v.bookable)).toBe(true);
    expect(message).toBe('No cabs found');
  });

  it('refuses a past or too-soon pickup and a reversed return, with the spec’s messages in English and Turkish', async () => {
    const past = { pickup_at: hoursFromNow(-1) };
    expect((await list(past)).json().errors).toEqual({ pickup_at: ['Please select a valid pickup time'] });
    expect((await list(past, 'tr')).json().errors).toEqual({ pickup_at: ['Lütfen geçerli bir alış zamanı seçin'] });
    const soon = await list({ pickup_at: hoursFromNow(0.25) });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().errors.pickup_at).toEqual(['Please book at least 30 minutes before pickup']);
    expect((await list({ pickup_at: hoursFromNow(24 * 100) }, 'tr')).json().errors.pickup_at).toEqual([
      'Yolculuklar en fazla 90 gün önceden ayrılabilir',
    ]);
    const reversed = { way_type: 'return', pickup_at: hoursFromNow(24), return_at: hoursFromNow(20) };
    expect((await list(reversed)).json()).toMatchObject({
      error: 'Please select a valid return time',
      errors: { return_at: ['Please select a valid return time'] },
    });
    expect((await list(reversed, 'tr')).json().errors.return_at).toEqual(['Lütfen geçerli bir dönüş zamanı seçin']);
    expect((await list({ way_type: 'return' })).json().errors.return_at).toEqual(['Please select a valid return time']);
  });

  it('refuses places outside Cyprus and a destination equal to the pickup', async () => {
    const istanbul = { name: 'Istanbul', lat: 41.0082, lng: 28.9784 };
    expect((await list({ to: istanbul })).json().errors).toEqual({ to: ['Please choose a place in Cyprus'] });
    expect((await list({ to: PLACES.nicosia }, 'tr')).json().errors).toEqual({
      to: ['Lütfen doğru bir varış noktası seçin'],
    });
  });

  describe('staff tariffs', () => {
    it('keeps the tariff screens to staff (401 signed out, 403 for a customer, PUT for managers up)', async () => {
      const customer = await createSignedInUser(ctx.app, ctx.database);
      const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
      for (const url of ['/api/admin/cab-vehicle-types', '/api/admin/cab-airport-fares']) {
        expect((await api.get(url, {})).statusCode).toBe(401);
        expect((await api.get(url, customer.headers)).statusCode).toBe(403);
        expect((await api.get(url, staff.headers)).statusCode).toBe(200);
      }
      const fare = { fares: [{ airport: 'LCA', district_code: '02', vehicle_type: 'saloon', fare_minor: 6000 }] };
      expect((await api.put('/api/admin/cab-airport-fares', {}, fare)).statusCode).toBe(401);
      expect((await api.put('/api/admin/cab-airport-fares', customer.headers, fare)).statusCode).toBe(403);
      expect((await api.put('/api/admin/cab-airport-fares', staff.headers, fare)).statusCode).toBe(403);
    });

    it('lets a manager change a rate and an airport fare, and the vehicle list prices with them', async () => {
      const manager = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' });
      const current = (await api.get('/api/admin/cab-vehicle-types', manager.headers)).json().data as {
        code: string;
        per_km_minor: number;
      }[];
      expect(current.map((v) => v.code)).toEqual(['saloon', 'estate', 'minivan']);
      const changed = current.map((v) => (v.code === 'minivan' ? { ...v, per_km_minor: 250 } : v));
      const put = await api.put('/api/admin/cab-vehicle-types', manager.headers, { vehicle_types: changed });
      expect(put.statusCode, put.body).toBe(200);
      const fares = await api.put('/api/admin/cab-airport-fares', manager.headers, {
        fares: [
          { airport: 'LCA', district_code: '03', vehicle_type: 'saloon', fare_minor: 2700 },
          { airport: 'LCA', district_code: '03', vehicle_type: 'minivan', fare_minor: null },
        ],
      });
      expect(fares.statusCode, fares.body).toBe(200);
      expect(fares.json().data).toContainEqual({
        airport: 'LCA',
        district_code: '03',
        vehicle_type: 'saloon',
        fare_minor: 2700,
      });
      const unknown = await api.put('/api/admin/cab-airport-fares', manager.headers, {
        fares: [{ airport: 'LCA', district_code: '03', vehicle_type: 'limousine', fare_minor: 9000 }],
      });
      expect(unknown.statusCode).toBe(400);

      const { byCode } = await vehicles({ from: PLACES.larnacaTown, to: PLACES.lca });
      expect(byCode.saloon!.price.total).toBe(2700);
      const km = estimatedRoadKm(PLACES.larnacaTown, PLACES.lca);
      expect(byCode.minivan!.price).toMatchObject({
        basis: 'metered',
        total: meteredLegMinor(km, { perKmMinor: 250, minimumFareMinor: 2000 }),
      });

      // Switching a type off takes it out of the list.
      const withoutEstate = changed.filter((v) => v.code !== 'estate');
      await api.put('/api/admin/cab-vehicle-types', manager.headers, { vehicle_types: withoutEstate });
      expect((await vehicles({})).data.map((v) => v.code)).toEqual(['saloon', 'minivan']);
      await api.put('/api/admin/cab-vehicle-types', manager.headers, { vehicle_types: changed });
    });
  });
});
