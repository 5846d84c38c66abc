import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../db/schema/cabs.ts';
import { users } from '../../db/schema/identity.ts';
import { bookingBody, createDriver, ensureVehicleTypes, PLACES } from '../../../test/cab-factories.ts';
import {
  createDocumentUpload,
  createImageUpload,
  createSignedInUser,
  createVendorWithStore,
} from '../../../test/factories.ts';
import { http, noticesOf } from '../../../test/request-scenarios.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

describe('driver profiles: setup by a customer or a vendor, staff approval, availability, deletion', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof http>;
  let staff: { headers: Headers; user: { id: string } };
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    api = http(ctx.app);
    await ensureVehicleTypes(ctx.database);
    staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'admin' });
  });
  afterAll(() => ctx.close());

  async function setupBody(userId: string, overrides: Record<string, unknown> = {}) {
    return {
      name: 'Ayşe Demir',
      country_code: '+357',
      mobile: '99 654321',
      gender: 'female',
      vehicle_type: 'saloon',
      vehicle_number: 'kab 204',
      seats: 4,
      licence_number: 'DL-102030',
      identity_number: 'ID-405060',
      vehicle_photo_url: '/demo-images/cab-saloon.svg',
      documents: [await createDocumentUpload(ctx.database, userId)],
      base_lat: PLACES.nicosia.lat,
      base_lng: PLACES.nicosia.lng,
      service_radius_km: 30,
      ...overrides,
    };
  }
  const approve = (id: string) => api.post('/api/admin/driver-approve', staff.headers, { id });

  it('lets a customer set up a profile that waits for staff; a change sends it back to waiting', async () => {
    const me = await createSignedInUser(ctx.app, ctx.database);
    expect((await api.get('/api/driver-setup', me.headers)).json()).toEqual({ data: null, message: null });
    // No profile yet: the driver panel sends them to set one up.
    const panel = await api.get('/api/driver-rides', me.headers);
    expect([panel.statusCode, panel.json().code, panel.json().redirect]).toEqual([
      403,
      'driver_setup_required',
      '/driver/setup',
    ]);
    const created = await api.post('/api/driver-setup', me.headers, await setupBody(me.user.id));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      data: { status: 'pending', available: false, vehicle_number: 'KAB 204', mobile: '99654321' },
      message: 'Your driver profile is sent for approval',
    });
    const id = created.json().data.id;
    expect((await approve(id)).statusCode).toBe(200);
    expect(await noticesOf(ctx, me.user.id, 'driver_approved')).toHaveLength(1);
    expect((await api.get('/api/driver-setup', me.headers)).json().data).toMatchObject({
      status: 'approved',
      available: true,
    });

    const changed = await api.post('/api/driver-setup', me.headers, await setupBody(me.user.id, { seats: 3 }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id, status: 'pending', seats: 3, available: false });
    const off = await api.post('/api/driver-availability', me.headers, { available: true });
    expect([off.statusCode, off.json().error]).toEqual([403, 'Your driver profile is waiting for approval']);
  });

  it('refuses another account’s documents, an unknown vehicle and an invalid mobile', async () => {
    const me = await createSignedInUser(ctx.app, ctx.database);
    const someone = await createSignedInUser(ctx.app, ctx.database);
    const theirs = await createDocumentUpload(ctx.database, someone.user.id);
    const stolen = await api.post(
      '/api/driver-setup',
      me.headers,
      await setupBody(me.user.id, { documents: [theirs] }),
    );
    expect([stolen.statusCode, stolen.json().errors]).toEqual([400, { documents: ['Upload not found'] }]);
    const unknown = await api.post(
      '/api/driver-setup',
      me.headers,
      await setupBody(me.user.id, { vehicle_type: 'limousine' }),
    );
    expect(unknown.json().errors).toEqual({ vehicle_type: ['Please choose a vehicle'] });
    const mobile = await api.post('/api/driver-setup', me.headers, await setupBody(me.user.id, { mobile: '123' }));
    expect(Object.keys(mobile.json().errors)).toEqual(['mobile']);
  });

  it('takes only the driver’s own vehicle photo, and keeps the one the profile already has (ADR 0088)', async () => {
    const me = await createSignedInUser(ctx.app, ctx.database);
    const someone = await createSignedInUser(ctx.app, ctx.database);
    const theirs = await createImageUpload(ctx.database, someone.user.id);
    const borrowed = await api.post(
      '/api/driver-setup',
      me.headers,
      await setupBody(me.user.id, { vehicle_photo_url: theirs }),
      'tr',
    );
    expect([borrowed.statusCode, borrowed.json().code, borrowed.json().errors]).toEqual([
      400,
      'picture_not_yours',
      { vehicle_photo_url: ['Lütfen yalnızca kendi yüklediğiniz görselleri kullanın'] },
    ]);
    const mine = await createImageUpload(ctx.database, me.user.id);
    const created = await api.post(
      '/api/driver-setup',
      me.headers,
      await setupBody(me.user.id, { vehicle_photo_url: mine }),
    );
    expect(created.statusCode, created.body).toBe(201);
    // The photo the profile shows stays acceptable on a change, whoever uploaded it; a new one of theirs does not.
    const byUser = eq(drivers.userId, me.user.id);
    await ctx.database.db.update(drivers).set({ vehiclePhotoUrl: theirs }).where(byUser);
    const kept = await api.post(
      '/api/driver-setup',
      me.headers,
      await setupBody(me.user.id, { vehicle_photo_url: theirs, seats: 3 }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const another = await createImageUpload(ctx.database, someone.user.id);
    const swapped = await api.post(
      '/api/driver-setup',
      me.headers,
      await setupBody(me.user.id, { vehicle_photo_url: another }),
    );
    expect(swapped.json().errors).toEqual({ vehicle_photo_url: ['Please use only pictures you uploaded yourself'] });
    expect((await ctx.database.db.select().from(drivers).where(byUser))[0]!.vehiclePhotoUrl).toBe(theirs);
  });

  it('lets a vendor become a driver and keep their store', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const created = await api.post('/api/driver-setup', vendor.headers, await setupBody(vendor.user.id));
    await approve(created.json().data.id);
    expect((await api.get('/api/driver-rides', vendor.headers)).statusCode).toBe(200);
    expect((await api.get('/api/vendor-store-details', vendor.headers)).statusCode).not.toBe(403);
    const profile = (await api.get('/api/get-profile-details', vendor.headers)).json().data;
    expect(profile).toMatchObject({ type: 'vendor', store_id: vendor.store.id, driver_id: created.json().data.id });
  });

  it('rejects with a reason the driver is told, and lists the queue for staff only', async () => {
    const me = await createSignedInUser(ctx.app, ctx.database);
    const created = await api.post('/api/driver-setup', me.headers, await setupBody(me.user.id));
    const id = created.json().data.id;
    const queue = await api.get('/api/admin/drivers?status=pending', staff.headers);
    expect(queue.json().data.map((d: { id: string }) => d.id)).toContain(id);
    expect(queue.json().data.find((d: { id: string }) => d.id === id).user).toMatchObject({ id: me.user.id });
    const rejected = await api.post('/api/admin/driver-reject', staff.headers, { id, reason: 'Licence unreadable' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'Licence unreadable' });
    const [notice] = await noticesOf(ctx, me.user.id, 'driver_rejected');
    expect(notice).toMatchObject({ messageKey: 'driver_rejected_notice', params: { reason: 'Licence unreadable' } });
    expect((await approve(id)).statusCode).toBe(409);

    for (const [method, url, body] of [
      ['GET', '/api/admin/drivers', undefined],
      ['POST', '/api/admin/driver-approve', { id }],
      ['POST', '/api/admin/driver-reject', { id, reason: 'x' }],
      ['DELETE', `/api/admin/drivers/${id}`, undefined],
    ] as const) {
      const call = (headers: Headers) =>
        method === 'GET'
          ? api.get(url, headers)
          : method === 'DELETE'
            ? api.delete(url, headers)
            : api.post(url, headers, body!);
      expect((await call({})).statusCode).toBe(401);
      expect((await call(me.headers)).statusCode).toBe(403);
    }
  });

  it('goes available or not; only an available driver gets offers', async () => {
    // Ayia Napa: far from every other driver of this file.
    const napa = { name: 'Ayia Napa', lat: 34.9823, lng: 34.0001 };
    const driver = await createDriver(ctx.app, ctx.database, {
      baseLat: napa.lat,
      baseLng: napa.lng,
      serviceRadiusKm: 5,
    });
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const off = await api.post('/api/driver-availability', driver.headers, { available: false });
    expect(off.json()).toMatchObject({ data: { available: false }, message: 'You are not available for rides' });
    const fromNapa = bookingBody({ from: napa, to: PLACES.larnacaTown });
    expect((await api.post('/api/cab-booking', customer.headers, fromNapa)).statusCode).toBe(409);
    await api.post('/api/driver-availability', driver.headers, { available: true });
    expect((await api.post('/api/cab-booking', customer.headers, fromNapa)).statusCode).toBe(201);
  });

  it('deletes a driver: the account becomes a plain user, is told to set up again, and can no longer act', async () => {
    const driver = await createDriver(
      ctx.app,
      ctx.database,
      { baseLat: 34.77, baseLng: 32.43, serviceRadiusKm: 5 },
      { type: 'driver' },
    );
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const booked = await api.post(
      '/api/cab-booking',
      customer.headers,
      bookingBody({ from: PLACES.paphosTown, to: PLACES.pfo }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const rideId = booked.json().data.id;

    const deleted = await api.delete(`/api/admin/drivers/${driver.driver.id}`, staff.headers);
    expect(deleted.json()).toMatchObject({ data: { id: driver.driver.id, message: 'The driver is deleted' } });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, driver.user.id));
    expect(account!.type).toBe('user');
    const [notice] = await noticesOf(ctx, driver.user.id, 'driver_deleted');
    expect(notice).toMatchObject({ messageKey: 'setup_deleted_by_admin' });
    const setup = await api.get('/api/driver-setup', driver.headers, 'tr');
    expect(setup.json()).toEqual({
      data: null,
      message: 'Mağazanız veya sürücü profiliniz yönetici tarafından silindi, lütfen yeniden kurulum yapın',
    });

    for (const answer of [
      await api.get('/api/driver-rides', driver.headers),
      await api.get(`/api/driver-rides/${rideId}`, driver.headers),
      await api.post('/api/driver-ride-status', driver.headers, { id: rideId, status: 'confirmed' }),
      await api.post('/api/driver-availability', driver.headers, { available: true }),
    ])
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'driver_setup_required']);
    // Nobody is offered anything from there any more.
    const again = await api.post(
      '/api/cab-booking',
      customer.headers,
      bookingBody({ from: PLACES.paphosTown, to: PLACES.pfo }),
    );
    expect([again.statusCode, again.json().code]).toEqual([409, 'cab_not_available']);
    expect((await api.delete(`/api/admin/drivers/${driver.driver.id}`, staff.headers)).statusCode).toBe(404);

    // A new setup is possible, and the notice has done its job.
    const fresh = await api.post('/api/driver-setup', driver.headers, await setupBody(driver.user.id));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data.id).not.toBe(driver.driver.id);
  });
  it('gives the rides a deleted driver had confirmed back to the other drivers, and tells the customer', async () => {
    const famagusta = { name: 'Famagusta', lat: 35.1174, lng: 33.9419 };
    const leaving = await createDriver(ctx.app, ctx.database, {
      baseLat: famagusta.lat,
      baseLng: famagusta.lng,
      serviceRadiusKm: 5,
    });
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const booked = await api.post(
      '/api/cab-booking',
      customer.headers,
      bookingBody({ from: famagusta, to: PLACES.larnacaTown }),
    );
    const rideId = booked.json().data.id;
    expect(
      (await api.post('/api/driver-ride-status', leaving.headers, { id: rideId, status: 'confirmed' })).statusCode,
    ).toBe(200);
    // A driver who arrived after the booking: offered the ride once it is open again.
    const newcomer = await createDriver(ctx.app, ctx.database, {
      baseLat: famagusta.lat,
      baseLng: famagusta.lng,
      serviceRadiusKm: 5,
    });
    expect((await api.get(`/api/driver-rides/${rideId}`, newcomer.headers)).statusCode).toBe(404);

    expect((await api.delete(`/api/admin/drivers/${leaving.driver.id}`, staff.headers)).statusCode).toBe(200);
    const ride = (await api.get(`/api/my-rides/${rideId}`, customer.headers)).json().data;
    expect(ride).toMatchObject({ status: 'booked', driver: null, confirmed_at: null });
    const [notice] = await noticesOf(ctx, customer.user.id, 'ride_released');
    expect(notice).toMatchObject({ messageKey: 'ride_released_notice' });
    expect(await noticesOf(ctx, newcomer.user.id, 'ride_offered')).toHaveLength(1);
    const taken = await api.post('/api/driver-ride-status', newcomer.headers, { id: rideId, status: 'confirmed' });
    expect(taken.statusCode, taken.body).toBe(200);
  });
});
