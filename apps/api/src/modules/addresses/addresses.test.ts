import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/addresses.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('address book', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const home = {
    name: 'Eleni Georgiou',
    contact: '+357 99 123456',
    address: '12 Ledra Street',
    landmark: 'Opposite the pharmacy',
    state: 'Nicosia',
    city: 'Nicosia',
    country: 'Cyprus',
    pin_code: '1011',
    address_type: 'home',
    user_lat: 35.1725,
    user_long: 33.3617,
  };

  const save = (headers: Record<string, string>, payload: Record<string, unknown>, url = '/api/add-user-address') =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

  it('saves an address with the fields of SPEC.md §3; the first one is the default', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const response = await save(headers, home);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ ...home, is_default: true, id: expect.any(String) });

    const second = await save(headers, { ...home, address: '3 Harbour Road', city: 'Kyrenia', address_type: 'work' });
    expect(second.json().data.is_default).toBe(false);
  });

  it('updates by id, and checks the fields', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const id = (await save(headers, home)).json().data.id;
    const updated = await save(headers, { ...home, id, landmark: 'Next to the bakery' }, '/api/user-addresses');
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id, landmark: 'Next to the bakery', is_default: true });

    const invalid = await save(headers, { ...home, name: 'R2D2', address_type: 'boat', user_long: null });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['address_type', 'name', 'user_long']);
  });

  it('lists the addresses paged, default first', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    for (let i = 1; i <= 12; i++) await save(headers, { ...home, address: `${i} Makarios Avenue` });
    const page1 = await ctx.app.inject({ method: 'GET', url: '/api/user-address-list', headers });
    expect(page1.json()).toMatchObject({ current_page: 1, per_page: 10, total: 12, last_page: 2, prev_page_url: null });
    expect(page1.json().data).toHaveLength(10);
    expect(page1.json().data[0]).toMatchObject({ address: '1 Makarios Avenue', is_default: true });
    expect(page1.json().next_page_url).toBe('/api/user-address-list?page=2');
    const page2 = await ctx.app.inject({ method: 'GET', url: '/api/user-address-list?page=2', headers });
    expect(page2.json().data).toHaveLength(2);
  });

  it('keeps one default: making another default clears the first', async () => {
    const { headers, user } = await createSignedInUser(ctx.app, ctx.database);
    const first = (await save(headers, home)).json().data.id;
    const second = (await save(headers, { ...home, address: '2 Other Street', is_default: true })).json().data;
    expect(second.is_default).toBe(true);
    const current = await ctx.app.inject({ method: 'GET', url: '/api/user-default-address', headers });
    expect(current.json().data.id).toBe(second.id);

    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-default-address',
      headers,
      payload: { id: first },
    });
    expect(back.json().data).toMatchObject({ id: first, is_default: true });
    const defaults = await ctx.database.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, user.id), eq(addresses.isDefault, true)));
    expect(defaults.map((a) => a.id)).toEqual([first]);
  });

  it('keeps one default when two "make default" requests race', async () => {
    const { headers, user } = await createSignedInUser(ctx.app, ctx.database);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await save(headers, { ...home, address: `${i} Race Street` })).json().data.id);
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all(
        ids
          .slice(1)
          .map((id) => ctx.app.inject({ method: 'POST', url: '/api/user-default-address', headers, payload: { id } })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const defaults = await ctx.database.db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, user.id), eq(addresses.isDefault, true)));
      expect(defaults).toHaveLength(1);
    }
  });

  it('refuses a second default even written straight to the database', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    await save(headers, home);
    const second = (await save(headers, { ...home, address: 'b' + home.address })).json().data.id;
    await expect(
      ctx.database.db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, second)),
    ).rejects.toThrow();
  });

  it("answers 404 for another user's address: read, update, make default and delete", async () => {
    const owner = await createSignedInUser(ctx.app, ctx.database);
    const intruder = await createSignedInUser(ctx.app, ctx.database);
    const id = (await save(owner.headers, home)).json().data.id;

    const read = await ctx.app.inject({ method: 'GET', url: `/api/user-addresses/${id}`, headers: intruder.headers });
    expect(read.statusCode).toBe(404);
    const update = await save(intruder.headers, { ...home, id, address: 'Hijacked' });
    expect(update.statusCode).toBe(404);
    const makeDefault = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-default-address',
      headers: intruder.headers,
      payload: { id },
    });
    expect(makeDefault.statusCode).toBe(404);
    for (const url of ['/api/delete-user-address', '/api/user-addresses-delete']) {
      const removed = await ctx.app.inject({ method: 'POST', url, headers: intruder.headers, payload: { id } });
      expect(removed.statusCode).toBe(404);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/user-address-list', headers: intruder.headers });
    expect(list.json().total).toBe(0);

    const untouched = await ctx.app.inject({ method: 'GET', url: `/api/user-addresses/${id}`, headers: owner.headers });
    expect(untouched.json().data).toMatchObject({ address: home.address, is_default: true });
  });

  it('deletes an address', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const id = (await save(headers, home)).json().data.id;
    const removed = await ctx.app.inject({
      method: 'POST',
      url: '/api/delete-user-address',
      headers: { ...headers, 'accept-language': 'tr' },
      payload: { id },
    });
    expect(removed.json().data).toEqual({ id, message: 'Adres silindi' });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/user-addresses/${id}`, headers });
    expect(read.statusCode).toBe(404);
    const current = await ctx.app.inject({ method: 'GET', url: '/api/user-default-address', headers });
    expect(current.json()).toEqual({ data: null });
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user-address-list' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Please login first');
  });
});
