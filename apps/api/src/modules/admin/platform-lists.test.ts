import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { units } from '../../db/schema/catalogue.ts';
import { products } from '../../db/schema/products.ts';
import { staffMutationsWithoutAudit } from '../../plugins/audit.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

describe('staff: sizes, units and joining fees (issue 14)', () => {
  let ctx: TestContext;
  let staff: Headers;
  let manager: Headers;
  beforeAll(async () => {
    ctx = await createTestApp();
    staff = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' })).headers;
    manager = (await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' })).headers;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const entries = (action: string, subjectId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

  it('declares an audit action on every route it adds', () => {
    const mine = staffMutationsWithoutAudit(ctx.app).filter((r) => /sizes|units|joining-fees/.test(r));
    expect(mine).toEqual([]);
  });

  it('lets managers add, rename and delete a size; the public list shows it; staff only read', async () => {
    const body = { group_id: 1, name_en: 'Extra extra large', name_tr: 'Çok çok büyük', sort_order: 90 };
    expect((await call('POST', '/api/admin/sizes', staff, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/sizes', {}, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/sizes', manager, { ...body, name_tr: '' })).statusCode).toBe(400);
    const created = await call('POST', '/api/admin/sizes', manager, body);
    expect(created.statusCode).toBe(201);
    const size = created.json().data;
    expect(size).toMatchObject({ name_en: 'Extra extra large', in_use: 0 });
    const tr = (await call('GET', '/api/sizes-list/1?lang=tr', {})).json().data;
    expect(tr.map((s: { name: string }) => s.name)).toContain('Çok çok büyük');

    const renamed = await call('PUT', `/api/admin/sizes/${size.id}`, manager, { ...body, name_en: 'XXL' });
    expect(renamed.json()).toMatchObject({ data: { name_en: 'XXL' }, message: 'The size is saved' });
    const listed = (await call('GET', '/api/admin/sizes', staff)).json().data;
    expect(listed.find((s: { id: number }) => s.id === size.id).name_en).toBe('XXL');
    expect((await call('DELETE', `/api/admin/sizes/${size.id}`, manager)).json().message).toBe('The size is deleted');
    expect((await call('DELETE', `/api/admin/sizes/${size.id}`, manager)).statusCode).toBe(404);
    expect((await entries('size.create', String(size.id))).length).toBe(1);
    const [update] = await entries('size.update', String(size.id));
    expect(update).toMatchObject({ before: { name_en: 'Extra extra large' }, after: { name_en: 'XXL' } });
    expect((await entries('size.delete', String(size.id))).length).toBe(1);
  });

  it('keeps a unit products use, and unit codes unique', async () => {
    const created = await call('POST', '/api/admin/units', manager, {
      code: 'crate',
      name_en: 'Crate',
      name_tr: 'Kasa',
      sort_order: 50,
    });
    expect(created.statusCode).toBe(201);
    const unit = created.json().data;
    const again = await call(
      'POST',
      '/api/admin/units',
      { ...manager, 'accept-language': 'tr' },
      {
        code: 'crate',
        name_en: 'Crate',
        name_tr: 'Kasa',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Bu koda sahip bir birim zaten var');

    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const { product } = await createProduct(ctx.database, vendor.store.id);
    await ctx.database.db.update(products).set({ unitId: unit.id }).where(eq(products.id, product.id));
    const refused = await call('DELETE', `/api/admin/units/${unit.id}`, manager);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Products use this unit; it cannot be deleted');
    const [still] = await ctx.database.db.select().from(units).where(eq(units.id, unit.id));
    expect(still).toBeDefined();
    expect(
      (await call('GET', '/api/admin/units', staff)).json().data.find((u: { id: number }) => u.id === unit.id),
    ).toMatchObject({ code: 'crate', in_use: 1 });
  });

  it('lets managers change the joining fees; /api/joining-fees shows the new ones', async () => {
    const before = (await call('GET', '/api/joining-fees', {})).json().data;
    expect(
      (await call('PUT', '/api/admin/joining-fees', staff, { joining_fees: 0, joining_mrp_fees: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/admin/joining-fees', manager, { joining_fees: -1, joining_mrp_fees: 0 })).statusCode,
    ).toBe(400);
    const saved = await call('PUT', '/api/admin/joining-fees', manager, { joining_fees: 2500, joining_mrp_fees: 4900 });
    expect(saved.json()).toMatchObject({
      data: { joining_fees: 2500, joining_mrp_fees: 4900, currency: before.currency },
      message: 'The joining fees are saved',
    });
    expect((await call('GET', '/api/joining-fees', {})).json().data).toEqual({
      joining_fees: 2500,
      joining_mrp_fees: 4900,
      currency: before.currency,
    });
    expect((await call('GET', '/api/admin/joining-fees', staff)).json().data.joining_fees).toBe(2500);
    const [entry] = await entries('joining_fees.update', 'joining_fees');
    expect(entry).toMatchObject({
      before: { joining_fees: before.joining_fees, joining_mrp_fees: before.joining_mrp_fees },
      after: { joining_fees: 2500, joining_mrp_fees: 4900 },
    });
  });
});
