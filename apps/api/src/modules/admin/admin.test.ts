import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import { subCategories } from '../../db/schema/products.ts';
import {
  completeSetup,
  createDocumentUpload,
  createProduct,
  createSignedInUser,
  createVendorWithStore,
  ensureCategory,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('staff moderation', () => {
  let ctx: TestContext;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    staff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' })).headers;
    admin = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'admin' })).headers;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('approves a submitted store: it appears in search and its owner is approved', async () => {
    const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const categoryId = (await ensureCategory(ctx.database)).id;
    const document = await createDocumentUpload(ctx.database, vendor.user.id);
    const body = { ...completeSetup(categoryId, document), title: 'Moderated Meze House' };
    const store = (await call('POST', '/api/store-setup', vendor.headers, body)).json().data;
    const queue = (await call('GET', '/api/admin/stores?status=pending', staff)).json();
    expect(queue.data.map((s: { id: string }) => s.id)).toContain(store.id);
    expect(queue.data.find((s: { id: string }) => s.id === store.id).owner.email).toBe(vendor.user.email);
    // Staff see the bank details they vet (ADR 0042).
    expect(queue.data.find((s: { id: string }) => s.id === store.id)).toMatchObject({
      iban: 'CY17002001280000001200527600',
      bic: 'BCYPCY2N',
    });

    const approved = await call('POST', `/api/admin/stores/${store.id}/approve`, staff);
    expect(approved.json().data).toMatchObject({ status: 'approved', message: 'Approved' });
    const search = (await call('GET', '/api/storeSearch?search=moderated%20meze', {})).json();
    expect(search.data.map((s: { id: string }) => s.id)).toEqual([store.id]);
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.id, vendor.user.id));
    expect(owner!.isApproved).toBe(true);
    expect((await call('POST', `/api/admin/stores/${store.id}/approve`, staff)).statusCode).toBe(409);
  });

  it('rejects with a reason the vendor sees; a rejected store stays out of search', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending', title: 'Rejectable Deli' });
    expect((await call('POST', `/api/admin/stores/${vendor.store.id}/reject`, staff, { reason: '' })).statusCode).toBe(
      400,
    );
    const rejected = await call('POST', `/api/admin/stores/${vendor.store.id}/reject`, staff, {
      reason: 'The trade licence is unreadable',
    });
    expect(rejected.json().data.status).toBe('rejected');
    const own = (await call('GET', '/api/store-setup', vendor.headers)).json().data;
    expect(own).toMatchObject({ status: 'rejected', rejection_reason: 'The trade licence is unreadable' });
    expect((await call('GET', '/api/storeSearch?search=rejectable', {})).json().total).toBe(0);
  });

  it('approves and rejects products and sub-categories', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const { product } = await createProduct(ctx.database, vendor.store.id, {
      nameEn: 'Queued Quince Jam',
      status: 'pending',
    });
    const [sub] = await ctx.database.db
      .insert(subCategories)
      .values({ storeId: vendor.store.id, nameEn: 'Jams' })
      .returning();
    const products = (await call('GET', '/api/admin/products?status=pending', staff)).json();
    expect(products.data.map((p: { id: string }) => p.id)).toContain(product.id);
    expect((await call('GET', `/api/productDetail/${product.id}`, {})).statusCode).toBe(404);
    await call('POST', `/api/admin/products/${product.id}/approve`, staff);
    expect((await call('GET', `/api/productDetail/${product.id}`, {})).statusCode).toBe(200);
    const takenDown = await call('POST', `/api/admin/products/${product.id}/reject`, staff, {
      reason: 'Wrong pictures',
    });
    expect(takenDown.json().data.status).toBe('rejected');
    expect((await call('GET', `/api/productDetail/${product.id}`, {})).statusCode).toBe(404);

    const subs = (await call('GET', '/api/admin/sub-categories?status=pending', staff)).json();
    expect(subs.data.map((s: { id: string }) => s.id)).toContain(sub!.id);
    await call('POST', `/api/admin/sub-categories/${sub!.id}/approve`, staff);
    const listed = (await call('GET', `/api/sub-category-list?store=${vendor.store.id}`, {})).json();
    expect(listed.data.map((s: { id: string }) => s.id)).toEqual([sub!.id]);
    expect(
      (await call('POST', '/api/admin/products/5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10/approve', staff)).statusCode,
    ).toBe(404);
  });

  it('deletes a store (admin): gone from search, owner a plain user told to set up again', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Doomed Dairy' });
    const { product } = await createProduct(ctx.database, vendor.store.id);
    expect((await call('DELETE', `/api/admin/stores/${vendor.store.id}`, staff)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/api/admin/stores/${vendor.store.id}`, admin);
    expect(deleted.json().data.message).toBe('The store is deleted');
    expect((await call('GET', '/api/storeSearch?search=doomed', {})).json().total).toBe(0);
    expect((await call('GET', `/api/storeDetail/${vendor.store.id}`, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/productDetail/${product.id}`, {})).statusCode).toBe(404);

    const me = (await call('GET', '/api/get-profile-details', vendor.headers)).json().data;
    expect(me).toMatchObject({ type: 'user', store_id: null, is_approved: false });
    expect((await call('GET', '/api/store-setup', vendor.headers)).statusCode).toBe(403);
    const notice = await call('GET', '/api/setup-notice', { ...vendor.headers, 'accept-language': 'tr' });
    expect(notice.json().data).toEqual({
      message: 'Mağazanız veya sürücü profiliniz yönetici tarafından silindi, lütfen yeniden kurulum yapın',
      redirect: '/vendor/sign-up',
    });
    await call('POST', '/api/setup-notice', vendor.headers);
    expect((await call('GET', '/api/setup-notice', vendor.headers)).json().data).toBeNull();
    expect((await call('DELETE', `/api/admin/stores/${vendor.store.id}`, admin)).statusCode).toBe(404);
  });

  it('is for staff only: customers and vendors get 403, strangers 401', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' });
    const id = vendor.store.id;
    const routes: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/stores?status=pending'],
      ['GET', `/api/admin/stores/${id}`],
      ['POST', `/api/admin/stores/${id}/approve`],
      ['POST', `/api/admin/stores/${id}/reject`, { reason: 'nope nope' }],
      ['DELETE', `/api/admin/stores/${id}`],
      ['GET', '/api/admin/products'],
      ['POST', `/api/admin/products/${id}/approve`],
      ['POST', `/api/admin/products/${id}/reject`, { reason: 'nope nope' }],
      ['GET', '/api/admin/sub-categories'],
      ['POST', `/api/admin/sub-categories/${id}/approve`],
      ['POST', `/api/admin/sub-categories/${id}/reject`, { reason: 'nope nope' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const headers of [customer.headers, vendor.headers])
        expect((await call(method, url, headers, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, {}, payload)).statusCode, url).toBe(401);
    }
    expect((await call('GET', '/api/store-setup', vendor.headers)).json().data.status).toBe('pending');
  });
});
