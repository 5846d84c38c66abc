import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { sessions } from '../../db/schema/identity.ts';
import { staffMutationsWithoutAudit } from '../../plugins/audit.ts';
import {
  createProduct,
  createSignedInUser,
  createUser,
  createVendorWithStore,
  TEST_PASSWORD,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

describe('staff: accounts (issue 14)', () => {
  let ctx: TestContext;
  let staff: Headers;
  let manager: Headers;
  let admin: Headers;
  let adminId: string;
  let superAdmin: Headers;
  beforeAll(async () => {
    ctx = await createTestApp();
    staff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' })).headers;
    manager = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' })).headers;
    const a = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'admin' });
    admin = a.headers;
    adminId = a.user.id;
    superAdmin = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'super_admin' })).headers;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const entriesAbout = (id: string, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, action)));

  it('declares an audit action on every staff route it adds', () => {
    expect(staffMutationsWithoutAudit(ctx.app).filter((route) => route.includes('/api/admin/users'))).toEqual([]);
  });

  it('lists and searches accounts by name, e-mail and mobile, with filters, paged', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Findable Figs' });
    const person = await createUser(ctx.database, {
      name: 'Zeynep Searchable',
      email: 'zeynep.searchable@example.com',
    });
    const byName = (await call('GET', '/api/admin/users?search=searchable', staff)).json();
    expect(byName.data.map((u: { id: string }) => u.id)).toEqual([person.id]);
    expect(byName.data[0]).toMatchObject({
      type: 'user',
      staff_role: null,
      deleted_at: null,
      store: null,
      driver: null,
    });
    const byEmail = (await call('GET', '/api/admin/users?search=ZEYNEP.SEARCHABLE@', staff)).json();
    expect(byEmail.total).toBe(1);
    const byMobile = (await call('GET', `/api/admin/users?search=${person.mobile!.slice(-6)}`, staff)).json();
    expect(byMobile.data.map((u: { id: string }) => u.id)).toContain(person.id);
    const spaced = (
      await call('GET', `/api/admin/users?search=${encodeURIComponent(`+357 ${person.mobile}`)}`, staff)
    ).json();
    expect(spaced.data.map((u: { id: string }) => u.id)).toContain(person.id);
    // The digits inside an e-mail address are not a phone number: they find nobody by mobile.
    const digitsInEmail = (
      await call('GET', `/api/admin/users?search=nobody.${person.mobile!.slice(-6)}@example.com`, staff)
    ).json();
    expect(digitsInEmail.total).toBe(0);

    const withStore = (await call('GET', '/api/admin/users?has_store=true&per_page=100', staff)).json();
    const listed = withStore.data.find((u: { id: string }) => u.id === vendor.user.id);
    expect(listed.store).toMatchObject({ id: vendor.store.id, title: 'Findable Figs' });
    expect(withStore.data.every((u: { store: unknown }) => u.store !== null)).toBe(true);
    const staffOnly = (await call('GET', '/api/admin/users?staff_role=any&per_page=100', staff)).json();
    expect(staffOnly.total).toBeGreaterThanOrEqual(4);
    expect(staffOnly.data.every((u: { staff_role: unknown }) => u.staff_role !== null)).toBe(true);
    const admins = (await call('GET', '/api/admin/users?staff_role=admin', staff)).json();
    expect(admins.data.map((u: { id: string }) => u.id)).toEqual([adminId]);
    const paged = (await call('GET', '/api/admin/users?per_page=2&page=2', staff)).json();
    expect(paged).toMatchObject({ current_page: 2, per_page: 2 });
    expect((await call('GET', '/api/admin/users?state=gone', staff)).statusCode).toBe(400);
  });

  it('shows one account with its store and the staff actions about it', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Detailed Dates' });
    const detail = (await call('GET', `/api/admin/users/${vendor.user.id}`, staff)).json().data;
    expect(detail).toMatchObject({
      id: vendor.user.id,
      type: 'vendor',
      store: { id: vendor.store.id, title: 'Detailed Dates', is_active: true },
      driver: null,
      deleted_stores: [],
      recent_audit: [],
    });
    expect((await call('GET', '/api/admin/users/5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10', staff)).statusCode).toBe(404);
  });

  it('deletes an account (admin): sessions end, sign-in answers the spec message, restore lets them in again', async () => {
    const person = await createSignedInUser(ctx.app, ctx.database, { name: 'Deletable Deniz' });
    const url = `/api/admin/users/${person.user.id}`;
    const reason = { reason: 'Asked us by phone to close the account' };
    expect((await call('POST', `${url}/delete`, staff, reason)).statusCode).toBe(403);
    expect((await call('POST', `${url}/delete`, manager, reason)).statusCode).toBe(403);
    expect((await call('POST', `${url}/delete`, admin, { reason: '' })).statusCode).toBe(400);

    const deleted = await call('POST', `${url}/delete`, admin, reason);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'The account is deleted', data: { id: person.user.id } });
    expect(deleted.json().data.deleted_at).not.toBeNull();
    expect((await call('GET', '/api/get-profile-details', person.headers)).statusCode).toBe(401);
    const open = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const signIn = await call(
      'POST',
      '/api/login',
      { 'accept-language': 'en' },
      {
        email: person.user.email,
        password: TEST_PASSWORD,
      },
    );
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toBe('Your account deleted please contact to admin');
    expect((await call('POST', `${url}/delete`, admin, reason)).statusCode).toBe(409);
    expect((await call('GET', '/api/admin/users?state=deleted&search=deletable', staff)).json().total).toBe(1);

    const [entry] = await entriesAbout(person.user.id, 'user.delete');
    expect(entry).toMatchObject({
      subjectType: 'user',
      actorId: adminId,
      actorRole: 'admin',
      reason: 'Asked us by phone to close the account',
      before: { deleted: false },
      after: { deleted: true },
    });

    const restored = await call('POST', `${url}/restore`, admin, { reason: 'Called back, wants it open again' });
    expect(restored.json()).toMatchObject({ message: 'The account is restored', data: { deleted_at: null } });
    expect(restored.json().data.name).toBe('Deletable Deniz');
    expect((await entriesAbout(person.user.id, 'user.restore')).length).toBe(1);
    expect((await call('POST', `${url}/restore`, admin, { reason: 'Again, by mistake' })).statusCode).toBe(409);
    const again = await call('POST', '/api/login', {}, { email: person.user.email, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(200);
    const detail = (await call('GET', url, staff)).json().data;
    expect(detail.recent_audit.map((e: { action: string }) => e.action)).toEqual(['user.restore', 'user.delete']);
  });

  it('answers in Turkish: a deleted account signing in, and the staff messages', async () => {
    const person = await createUser(ctx.database);
    const tr = { ...admin, 'accept-language': 'tr' };
    const deleted = await call('POST', `/api/admin/users/${person.id}/delete`, tr, { reason: 'Sahte hesap' });
    expect(deleted.json().message).toBe('Hesap silindi');
    const signIn = await call(
      'POST',
      '/api/login',
      { 'accept-language': 'tr' },
      {
        email: person.email,
        password: TEST_PASSWORD,
      },
    );
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).not.toBe('Your account deleted please contact to admin');
  });

  it('closes the store of a deleted vendor; it stays closed after a restore until the owner reopens it', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Closing Carobs' });
    await call('POST', `/api/admin/users/${vendor.user.id}/delete`, admin, { reason: 'Fraudulent orders' });
    expect((await call('GET', `/api/storeDetail/${vendor.store.id}`, {})).statusCode).toBe(404);
    await call('POST', `/api/admin/users/${vendor.user.id}/restore`, admin, { reason: 'Cleared after review' });
    const detail = (await call('GET', `/api/admin/users/${vendor.user.id}`, staff)).json().data;
    expect(detail.store).toMatchObject({ id: vendor.store.id, is_active: false });
  });

  it('never lets staff act on themselves or on a higher role', async () => {
    const reason = { reason: 'Testing the guard' };
    expect((await call('POST', `/api/admin/users/${adminId}/delete`, admin, reason)).json()).toMatchObject({
      error: 'You cannot change your own account here',
    });
    const boss = await createUser(ctx.database, { staffRole: 'super_admin' });
    const higher = await call('POST', `/api/admin/users/${boss.id}/delete`, admin, reason);
    expect(higher.statusCode).toBe(403);
    expect(higher.json().error).toBe('You cannot change an account with a higher staff role than yours');
    const peer = await createUser(ctx.database, { staffRole: 'admin' });
    expect((await call('POST', `/api/admin/users/${peer.id}/delete`, admin, reason)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${boss.id}/delete`, superAdmin, reason)).statusCode).toBe(200);
  });

  it('grants and revokes staff roles (super admin only), audited', async () => {
    const person = await createSignedInUser(ctx.app, ctx.database);
    const url = `/api/admin/users/${person.user.id}/staff-role`;
    for (const headers of [staff, manager, admin])
      expect((await call('PUT', url, headers, { staff_role: 'staff' })).statusCode).toBe(403);
    expect((await call('PUT', url, person.headers, { staff_role: 'super_admin' })).statusCode).toBe(403);
    expect((await call('PUT', url, {}, { staff_role: 'staff' })).statusCode).toBe(401);
    expect((await call('PUT', url, superAdmin, { staff_role: 'emperor' })).statusCode).toBe(400);

    const granted = await call('PUT', url, superAdmin, { staff_role: 'manager' });
    expect(granted.json()).toMatchObject({ message: 'The staff role is saved', data: { staff_role: 'manager' } });
    // The role holds from the person's next request: their session reads it.
    expect((await call('GET', '/api/admin/users', person.headers)).statusCode).toBe(200);
    await call('PUT', url, superAdmin, { staff_role: null });
    expect((await call('GET', '/api/admin/users', person.headers)).statusCode).toBe(403);
    const entries = await entriesAbout(person.user.id, 'user.staff_role');
    expect(entries.map((e) => [e.before, e.after])).toEqual(
      expect.arrayContaining([
        [{ staff_role: null }, { staff_role: 'manager' }],
        [{ staff_role: 'manager' }, { staff_role: null }],
      ]),
    );
  });

  it('is for staff only: customers get 403, strangers 401', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const id = customer.user.id;
    const routes: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${id}`],
      ['POST', `/api/admin/users/${id}/delete`, { reason: 'nope nope' }],
      ['POST', `/api/admin/users/${id}/restore`, { reason: 'nope nope' }],
      ['PUT', `/api/admin/users/${id}/staff-role`, { staff_role: 'staff' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, customer.headers, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, {}, payload)).statusCode, url).toBe(401);
    }
  });
});

describe('staff delete a store: it and its products are gone at once', () => {
  let ctx: TestContext;
  let admin: Headers;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'admin' })).headers;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('hides the store and its products from search, the shop page, product pages and carts; tells the owner', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Vanishing Vineyard' });
    const { product, variants } = await createProduct(ctx.database, vendor.store.id, {
      nameEn: 'Vanishing Vine Leaves',
    });
    const shopper = await createSignedInUser(ctx.app, ctx.database);
    const added = await call('POST', '/api/cart', shopper.headers, {
      product_id: product.id,
      variation_id: variants[0]!.id,
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    expect((await call('GET', '/api/search?q=vanishing', {})).json().products.length).toBe(1);

    const deleted = await call('DELETE', `/api/admin/stores/${vendor.store.id}`, admin, {
      reason: 'Sold counterfeit goods',
    });
    expect(deleted.statusCode).toBe(200);

    const search = (await call('GET', '/api/search?q=vanishing', {})).json();
    expect(search).toEqual({ stores: [], products: [] });
    expect((await call('GET', '/api/storeSearch?search=vanishing', {})).json().total).toBe(0);
    expect((await call('GET', `/api/storeDetail/${vendor.store.id}`, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/productDetail/${product.id}`, {})).statusCode).toBe(404);
    const cart = (await call('GET', '/api/cartList', shopper.headers)).json().data;
    expect(cart.cart_list.map((line: { stock_status: string }) => line.stock_status)).toEqual(['not_available']);
    expect(cart.totals.final_total).toBe(0);
    const again = await call('POST', '/api/cart', shopper.headers, {
      product_id: product.id,
      variation_id: variants[0]!.id,
      quantity: 2,
    });
    expect(again.statusCode).toBe(404);

    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, vendor.user.id), eq(notifications.kind, 'store_deleted')));
    expect(notice).toMatchObject({ messageKey: 'setup_deleted_by_admin', link: '/vendor/sign-up' });
    const visit = await call('GET', '/api/setup-notice', vendor.headers);
    expect(visit.json().data.message).toBe(
      'Your store or driver profile was deleted by admin, please create a new setup',
    );

    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, vendor.store.id));
    if (entry) expect(entry.reason).toBe('Sold counterfeit goods');
  });
});
