import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedRoadKm } from '@bedesten/core/cabs/fares';
import { rideOffers, rides } from '../../db/schema/cabs.ts';
import { bookingBody, createDriver, ensureVehicleTypes, hoursFromNow, PLACES } from '../../../test/cab-factories.ts';
import { createSignedInUser, demoTrusted } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { http, noticesOf } from '../../../test/request-scenarios.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

describe('booking a cab and the ride’s life: offers, the first driver to confirm, completing, cancelling', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof http>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    api = http(ctx.app);
    await ensureVehicleTypes(ctx.database);
  });
  afterAll(() => ctx.close());

  const customer = () => createSignedInUser(ctx.app, ctx.database, { name: 'Eleni Georgiou' });
  async function book(headers: Headers, overrides: Record<string, unknown> = {}, extra: Headers = {}) {
    const response = await api.post('/api/cab-booking', { ...headers, ...extra }, bookingBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; status: string; price: { total: number }; driver: unknown };
  }
  const confirm = (headers: Headers, id: string) =>
    api.post('/api/driver-ride-status', headers, { id, status: 'confirmed' });

  it('asks a guest to sign in', async () => {
    expect((await api.post('/api/cab-booking', {}, bookingBody())).statusCode).toBe(401);
  });

  it('books at the server’s price and offers the ride only to approved, available drivers of the type near the pickup', async () => {
    const near = await createDriver(ctx.app, ctx.database);
    const far = await createDriver(ctx.app, ctx.database, {
      baseLat: PLACES.paphosTown.lat,
      baseLng: PLACES.paphosTown.lng,
    });
    const minivan = await createDriver(ctx.app, ctx.database, { vehicleType: 'minivan' });
    const off = await createDriver(ctx.app, ctx.database, { isAvailable: false });
    const pending = await createDriver(ctx.app, ctx.database, { status: 'pending' });
    const me = await customer();
    const response = await api.post(
      '/api/cab-booking',
      me.headers,
      bookingBody({ price: { total: 1, leg: 1 }, mobile: '99 123456' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const ride = response.json().data;
    const leg = Math.round(estimatedRoadKm(PLACES.nicosia, PLACES.limassol) * 120);
    expect(ride).toMatchObject({
      status: 'booked',
      price: { total: leg, leg, legs: 1, currency: 'EUR' },
      transfer_type: 'standard',
      vehicle: { code: 'saloon', name: 'Saloon', seats: 4 },
      customer: { first_name: 'Eleni', last_name: 'Georgiou', mobile: '+35799123456' },
      driver: null,
    });
    expect(response.json().message).toBe('Your ride is booked');
    const offered = await ctx.database.db.select().from(rideOffers).where(eq(rideOffers.rideId, ride.id));
    expect(offered.map((o) => o.driverId)).toContain(near.driver.id);
    for (const other of [far, minivan, off, pending])
      expect(offered.map((o) => o.driverId)).not.toContain(other.driver.id);

    // The driver near it sees it and is told; the others do not see it at all.
    const mine = await api.get('/api/driver-rides?status=booked', near.headers);
    expect(mine.json().data.map((r: { id: string }) => r.id)).toContain(ride.id);
    expect(mine.json().data.find((r: { id: string }) => r.id === ride.id).customer).toEqual({
      first_name: 'Eleni',
      last_name: null,
      mobile: null,
      email: null,
    });
    expect(await noticesOf(ctx, near.user.id, 'ride_offered')).toHaveLength(1);
    expect(await noticesOf(ctx, me.user.id, 'ride_booked')).toHaveLength(1);
    for (const other of [far, minivan]) {
      expect((await api.get(`/api/driver-rides/${ride.id}`, other.headers)).statusCode).toBe(404);
      expect((await confirm(other.headers, ride.id)).statusCode).toBe(404);
      expect((await api.get('/api/driver-rides', other.headers)).json()).toMatchObject({
        total: 0,
        message: 'No rides found',
      });
    }
    expect((await confirm(pending.headers, ride.id)).statusCode).toBe(403);
  });

  it('refuses a vehicle nobody can drive, an unknown one, and bad customer details', async () => {
    await createDriver(ctx.app, ctx.database);
    const me = await customer();
    const none = await api.post('/api/cab-booking', me.headers, bookingBody({ vehicle_type: 'estate' }));
    expect([none.statusCode, none.json().code]).toEqual([409, 'cab_not_available']);
    const unknown = await api.post('/api/cab-booking', me.headers, bookingBody({ vehicle_type: 'limousine' }));
    expect(unknown.json().errors.vehicle_type).toEqual(['Please choose a vehicle']);
    const bad = await api.post(
      '/api/cab-booking',
      me.headers,
      bookingBody({ first_name: 'R2D2', email: 'nope', mobile: '12', comments: 'x'.repeat(501) }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['comments', 'email', 'first_name', 'mobile']);
    expect(bad.json().errors.email).toEqual(['Enter a valid e-mail address']);
    const past = await api.post('/api/cab-booking', me.headers, bookingBody({ pickup_at: hoursFromNow(-2) }), 'tr');
    expect(past.json().errors).toEqual({ pickup_at: ['Lütfen geçerli bir alış zamanı seçin'] });
    const reversed = await api.post(
      '/api/cab-booking',
      me.headers,
      bookingBody({ way_type: 'return', return_at: hoursFromNow(1) }),
    );
    expect(reversed.json().errors).toEqual({ return_at: ['Please select a valid return time'] });
  });

  it('honours an Idempotency-Key: a repeat answers the first ride and books nothing more', async () => {
    await createDriver(ctx.app, ctx.database);
    const me = await customer();
    const key = { 'idempotency-key': `ride-${me.user.id}` };
    const body = bookingBody();
    const first = await api.post('/api/cab-booking', { ...me.headers, ...key }, body);
    const again = await api.post('/api/cab-booking', { ...me.headers, ...key }, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().data.id).toBe(first.json().data.id);
    const rows = await ctx.database.db.select().from(rides).where(eq(rides.customerUserId, me.user.id));
    expect(rows).toHaveLength(1);
    const other = await api.post('/api/cab-booking', { ...me.headers, ...key }, { ...body, comments: 'Changed' });
    expect([other.statusCode, other.json().code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('gives a ride to exactly one of two drivers confirming at the same moment; the other gets 409', async () => {
    const first = await createDriver(ctx.app, ctx.database);
    const second = await createDriver(ctx.app, ctx.database);
    const me = await customer();
    const ride = await book(me.headers);
    const answers = await Promise.all([confirm(first.headers, ride.id), confirm(second.headers, ride.id)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ code: 'ride_taken', error: 'Another driver has already taken this ride' });
    const [row] = await ctx.database.db.select().from(rides).where(eq(rides.id, ride.id));
    const winner = answers[0]!.statusCode === 200 ? first : second;
    expect(row).toMatchObject({ status: 'confirmed', driverId: winner.driver.id });
    // Later still 409 for the other one, who now reads it as taken, without the customer's details.
    const other = winner === first ? second : first;
    expect((await confirm(other.headers, ride.id)).json().code).toBe('ride_taken');
    const seen = await api.get(`/api/driver-rides/${ride.id}`, other.headers);
    expect(seen.json().data).toMatchObject({ status: 'confirmed', mine: false, customer: { mobile: null } });
  });

  it('shows the customer the driver only once confirmed, and tells them each step until completed', async () => {
    const driver = await createDriver(ctx.app, ctx.database, { vehicleNumber: 'KYZ 321' });
    const me = await customer();
    // A pickup within the hour, so the driver may complete it.
    const ride = await book(me.headers, { pickup_at: hoursFromNow(0.75) });
    const before = await api.get(`/api/my-rides/${ride.id}`, me.headers);
    expect(before.json().data).toMatchObject({ status: 'booked', driver: null });

    expect((await confirm(driver.headers, ride.id)).statusCode).toBe(200);
    const after = (await api.get(`/api/my-rides/${ride.id}`, me.headers)).json().data;
    expect(after).toMatchObject({
      status: 'confirmed',
      driver: { name: 'Mehmet Yılmaz', vehicle_type: 'saloon', vehicle_number: 'KYZ 321', seats: 4 },
    });
    expect(after.driver.mobile).toMatch(/^\+357\d{8}$/);
    expect(await noticesOf(ctx, me.user.id, 'ride_confirmed')).toHaveLength(1);
    const own = (await api.get(`/api/driver-rides/${ride.id}`, driver.headers)).json().data;
    expect(own).toMatchObject({ mine: true, customer: { last_name: 'Georgiou', mobile: '+35799123456' } });

    const done = await api.post('/api/driver-ride-status', driver.headers, { id: ride.id, status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('completed');
    expect(await noticesOf(ctx, me.user.id, 'ride_completed')).toHaveLength(1);
    const list = await api.get('/api/my-rides?status=completed', me.headers);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: ride.id, status: 'completed' }], message: null });
    expect((await api.get('/api/my-rides?status=cancelled', me.headers)).json().message).toBe('No rides found');
    // The table forbids anything after completion.
    const again = await api.post('/api/ride-cancel', me.headers, { id: ride.id });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ride_status_conflict']);
  });

  it('names a ride’s places in each reader’s language in its notices: Lefkoşa to a Turkish customer, Nicosia to an English driver', async () => {
    const driver = await createDriver(ctx.app, ctx.database, { name: 'Mehmet Yılmaz' });
    const me = await createSignedInUser(ctx.app, ctx.database, { name: 'Ayşe Kaya', language: 'tr' });
    const body = bookingBody({ to: { ...PLACES.limassol, name: 'Limassol' } });
    const booked = await api.post('/api/cab-booking', me.headers, body, 'tr');
    expect(booked.statusCode, booked.body).toBe(201);
    const ride = booked.json().data as { id: string };
    expect((await confirm(driver.headers, ride.id)).statusCode).toBe(200);

    // The rows keep the customer's words; the list read in Turkish names the places in Turkish.
    const [row] = await noticesOf(ctx, me.user.id, 'ride_booked');
    expect(row?.params).toMatchObject({ from: 'Ledra Street, Nicosia', to: 'Limassol' });
    const inApp = (await api.get('/api/notification-list', me.headers, 'tr')).json().data as { message: string }[];
    expect(inApp.map((n) => n.message)).toEqual([
      'Ledra Street, Lefkoşa – Limasol yolculuğunuzu Mehmet Yılmaz onayladı',
      'Ledra Street, Lefkoşa – Limasol yolculuğunuz ayrıldı; bir sürücü onayladığında size haber vereceğiz',
    ]);

    // The e-mails and SMS go in the account's language too.
    const outbox = async (to: string) =>
      (await api.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, demoTrusted(ctx.app))).json().data as {
        channel: string;
        body: string;
      }[];
    const sent = [...(await outbox(me.user.email!)), ...(await outbox(`+357${me.user.mobile}`))];
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'email', 'sms', 'sms']);
    for (const message of sent) {
      expect(message.body).toContain('Ledra Street, Lefkoşa – Limasol');
      expect(message.body).not.toContain('Nicosia');
    }

    // The same ride told to an English-reading driver keeps its English names.
    const offered = (await api.get('/api/notification-list', driver.headers)).json().data as { message: string }[];
    expect(offered.map((n) => n.message)).toEqual([
      expect.stringMatching(/^New ride request: Ledra Street, Nicosia → Limassol, /),
    ]);
  });

  it('lets a driver complete only from an hour before pickup, and give a ride up only with a reason: it goes back to the other drivers', async () => {
    const driver = await createDriver(ctx.app, ctx.database);
    const other = await createDriver(ctx.app, ctx.database);
    const me = await customer();
    const ride = await book(me.headers, { pickup_at: hoursFromNow(5) });
    const early = await api.post('/api/driver-ride-status', driver.headers, { id: ride.id, status: 'completed' });
    expect([early.statusCode, early.json().code]).toEqual([409, 'ride_status_conflict']);
    await confirm(driver.headers, ride.id);
    const tooEarly = await api.post('/api/driver-ride-status', driver.headers, { id: ride.id, status: 'completed' });
    expect([tooEarly.statusCode, tooEarly.json().code]).toEqual([409, 'ride_not_started']);
    const noReason = await api.post('/api/driver-ride-status', driver.headers, { id: ride.id, status: 'cancelled' });
    expect([noReason.statusCode, noReason.json().errors]).toEqual([400, { reason: ['Please give a reason'] }]);
    const givenUp = await api.post('/api/driver-ride-status', driver.headers, {
      id: ride.id,
      status: 'cancelled',
      reason: 'Flat tyre',
    });
    expect(givenUp.statusCode, givenUp.body).toBe(200);
    expect(givenUp.json()).toMatchObject({
      message: 'You gave up the ride; it is offered to other drivers',
      data: { status: 'booked', mine: false, customer: { mobile: null } },
    });
    const [notice] = await noticesOf(ctx, me.user.id, 'ride_released');
    expect(notice).toMatchObject({ messageKey: 'ride_reoffered_notice', params: { reason: 'Flat tyre' } });
    expect(await noticesOf(ctx, me.user.id, 'ride_cancelled')).toHaveLength(0);
    // The driver who gave it up no longer sees it; another takes it.
    expect((await api.get(`/api/driver-rides/${ride.id}`, driver.headers)).statusCode).toBe(404);
    expect((await confirm(driver.headers, ride.id)).statusCode).toBe(404);
    const taken = await confirm(other.headers, ride.id);
    expect([taken.statusCode, taken.json().data.status]).toEqual([200, 'confirmed']);
  });

  it('lets the customer cancel while allowed, and the driver who took it is told', async () => {
    const driver = await createDriver(ctx.app, ctx.database);
    const me = await customer();
    const open = await book(me.headers);
    const cancelled = await api.post('/api/ride-cancel', me.headers, { id: open.id });
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled', cancelled_by: 'customer' } });
    expect((await confirm(driver.headers, open.id)).statusCode).toBe(409);

    const soon = await book(me.headers, { pickup_at: hoursFromNow(0.75) });
    await confirm(driver.headers, soon.id);
    const late = await api.post('/api/ride-cancel', me.headers, { id: soon.id }, 'tr');
    expect([late.statusCode, late.json().error]).toEqual([409, 'Bu yolculuk artık iptal edilemez']);

    const later = await book(me.headers, { pickup_at: hoursFromNow(5) });
    await confirm(driver.headers, later.id);
    expect((await api.post('/api/ride-cancel', me.headers, { id: later.id })).statusCode).toBe(200);
    expect(await noticesOf(ctx, driver.user.id, 'ride_cancelled')).toHaveLength(1);
  });

  it('keeps a customer to their own rides: another’s id is 404 everywhere', async () => {
    await createDriver(ctx.app, ctx.database);
    const owner = await customer();
    const other = await customer();
    const ride = await book(owner.headers);
    expect((await api.get(`/api/my-rides/${ride.id}`, other.headers)).statusCode).toBe(404);
    expect((await api.post('/api/ride-cancel', other.headers, { id: ride.id })).statusCode).toBe(404);
    expect((await api.get(`/api/ride-receipt?id=${ride.id}`, other.headers)).statusCode).toBe(404);
    expect((await api.get('/api/my-rides', other.headers)).json()).toMatchObject({
      total: 0,
      message: 'No rides found',
    });
    expect((await api.get('/api/my-rides', owner.headers)).json().total).toBe(1);
  });

  it('writes a receipt as a PDF in English and Turkish', async () => {
    const driver = await createDriver(ctx.app, ctx.database);
    const me = await customer();
    const ride = await book(me.headers, { to: PLACES.lca, way_type: 'return', return_at: hoursFromNow(30) });
    await confirm(driver.headers, ride.id);
    const en = await api.get(`/api/ride-receipt?id=${ride.id}`, me.headers);
    expect(en.headers['content-type']).toBe('application/pdf');
    const text = pdfText(en.rawPayload);
    expect(text).toContain('Ride receipt');
    expect(text).toContain('Ledra Street, Nicosia');
    expect(text).toContain('Mehmet');
    const tr = pdfText((await api.get(`/api/ride-receipt?id=${ride.id}&lang=tr`, me.headers)).rawPayload);
    expect(tr).toContain('Yolculuk makbuzu');
    expect(tr).toContain('Gidiş-dönüş');
    expect(tr).toMatch(/Ledra Street, Lefko[şs]a/); // ş, or s where DejaVu is not installed
    const turkish = await api.get(`/api/my-rides/${ride.id}?lang=tr`, me.headers);
    expect(turkish.json().data).toMatchObject({
      from: { name: 'Ledra Street, Lefkoşa' },
      to: { name: 'Larnaka Havalimanı' },
    });
    expect(tr).not.toContain('Nicosia');
    // The driver who took it may have it too.
    expect((await api.get(`/api/ride-receipt?id=${ride.id}`, driver.headers)).statusCode).toBe(200);
  });
  it('sounds the alarm in an offered driver’s open panel, and tells them when another driver took the ride', async () => {
    const listening = await createDriver(ctx.app, ctx.database);
    const rival = await createDriver(ctx.app, ctx.database);
    const me = await customer();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
    expect((await fetch(`${base}/api/driver-events`, { headers: me.headers })).status).toBe(403);

    const abort = new AbortController();
    const response = await fetch(`${base}/api/driver-events`, {
      headers: { ...listening.headers, 'accept-language': 'tr' },
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (needle: string) => {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
    };
    await readUntil(': connected');
    const ride = await book(me.headers);
    await readUntil('event: ride.offered');
    const offered = JSON.parse(/event: ride\.offered\ndata: (.*)\n/.exec(received)![1]!);
    expect(offered).toMatchObject({ type: 'ride.offered', ride_id: ride.id });
    // Place names in the driver's language, as the customer's words allow.
    expect(offered.message).toContain('Yeni yolculuk isteği: Ledra Street, Lefkoşa → Limassol Marina');
    expect((await confirm(rival.headers, ride.id)).statusCode).toBe(200);
    await readUntil('event: ride.taken');
    abort.abort();
    const taken = JSON.parse(/event: ride\.taken\ndata: (.*)\n/.exec(received)![1]!);
    expect(taken).toEqual({ type: 'ride.taken', ride_id: ride.id, message: 'Bu yolculuğu başka bir sürücü aldı' });
  });

  it('cancels a ride its driver gives up when no other driver can take it, with the reason', async () => {
    // Nobody else is on the road: the ride is offered to this driver alone.
    await ctx.database.db.execute(sql`update drivers set is_available = false`);
    const driver = await createDriver(ctx.app, ctx.database);
    const me = await customer();
    const ride = await book(me.headers, { pickup_at: hoursFromNow(5) });
    await confirm(driver.headers, ride.id);
    const cancelled = await api.post('/api/driver-ride-status', driver.headers, {
      id: ride.id,
      status: 'cancelled',
      reason: 'Flat tyre',
    });
    expect(cancelled.json()).toMatchObject({
      message: 'Ride status updated',
      data: { status: 'cancelled', cancelled_by: 'driver', cancel_reason: 'Flat tyre', mine: true },
    });
    const [notice] = await noticesOf(ctx, me.user.id, 'ride_cancelled');
    expect(notice).toMatchObject({ messageKey: 'ride_cancelled_by_driver_notice' });
    expect((await api.get(`/api/driver-rides/${ride.id}`, driver.headers)).json().data.status).toBe('cancelled');
  });

  it('lists every ride for staff by state, with the customer and the driver who held it; nobody else may', async () => {
    const driver = await createDriver(ctx.app, ctx.database);
    const me = await customer();
    const ride = await book(me.headers, { pickup_at: hoursFromNow(6) });
    await confirm(driver.headers, ride.id);
    const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
    expect((await api.get('/api/admin/rides', {})).statusCode).toBe(401);
    expect((await api.get('/api/admin/rides', me.headers)).statusCode).toBe(403);
    expect((await api.get('/api/admin/rides', driver.headers)).statusCode).toBe(403);

    const confirmed = await api.get('/api/admin/rides?status=confirmed&per_page=100', staff.headers);
    expect(confirmed.statusCode).toBe(200);
    const listed = confirmed.json().data.find((r: { id: string }) => r.id === ride.id);
    expect(listed).toMatchObject({
      status: 'confirmed',
      customer: { first_name: 'Eleni', last_name: 'Georgiou' },
      driver: { name: expect.any(String) },
    });
    expect(confirmed.json().data.every((r: { status: string }) => r.status === 'confirmed')).toBe(true);
    const all = await api.get('/api/admin/rides?per_page=100', staff.headers);
    expect(all.json().total).toBeGreaterThanOrEqual(confirmed.json().total);
    const bad = await api.get('/api/admin/rides?status=lost', staff.headers);
    expect(bad.statusCode).toBe(400);
  });
});
