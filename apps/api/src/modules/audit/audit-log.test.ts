import { AUDIT_ACTIONS } from '@bedesten/core/audit/actions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { routeAuditActions } from '../../plugins/audit.ts';
import { createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/**
 * The audit log (ADR 0037): one entry per successful staff write, none for a
 * refused or failed one; entries cannot be changed or removed; managers read
 * them with filters.
 */
describe('the audit log', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof createSignedInUser>>;
  let manager: Awaited<ReturnType<typeof createSignedInUser>>;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff', name: 'Selin Kaya' });
    manager = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager', name: 'Murat Öz' });
    admin = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'admin', name: 'Ayşe Demir' });
  });
  afterAll(() => ctx.close());

  const entries = () => ctx.database.db.select().from(auditLog).orderBy(auditLog.id);
  let seen = 0;
  /** The entries written since the last call. */
  const fresh = async () => {
    const all = await entries();
    const added = all.slice(seen);
    seen = all.length;
    return added;
  };
  beforeEach(async () => {
    seen = (await entries()).length;
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('writes one entry when staff approve a store: who, their role, the action, the store, before and after', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' });
    const approved = await send('POST', `/api/admin/stores/${vendor.store.id}/approve`, staff.headers);
    expect(approved.statusCode).toBe(200);
    const [entry, ...more] = await fresh();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: staff.user.id,
      actorRole: 'staff',
      action: 'store.approve',
      subjectType: 'store',
      subjectId: vendor.store.id,
      before: { status: 'pending' },
      after: { status: 'approved' },
      reason: null,
    });
    // Approving it again is a 409: nothing done, nothing written.
    expect((await send('POST', `/api/admin/stores/${vendor.store.id}/approve`, staff.headers)).statusCode).toBe(409);
    expect(await fresh()).toEqual([]);
  });

  it('keeps the reason of a rejection', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' });
    const reason = 'The trade licence is unreadable';
    expect(
      (await send('POST', `/api/admin/stores/${vendor.store.id}/reject`, staff.headers, { reason })).statusCode,
    ).toBe(200);
    expect(await fresh()).toMatchObject([{ action: 'store.reject', reason, after: { status: 'rejected' } }]);
  });

  it('records the platform fee before and after a manager changes it; plain staff are refused and leave no entry', async () => {
    expect((await send('PUT', '/api/admin/platform-fee', staff.headers, { type: 'flat', value: 150 })).statusCode).toBe(
      403,
    );
    expect(await fresh()).toEqual([]);
    await send('PUT', '/api/admin/platform-fee', manager.headers, { type: 'flat', value: 100 });
    await fresh();
    expect(
      (await send('PUT', '/api/admin/platform-fee', manager.headers, { type: 'percent', value: 250 })).statusCode,
    ).toBe(200);
    expect(await fresh()).toMatchObject([
      {
        actorId: manager.user.id,
        actorRole: 'manager',
        action: 'platform_fee.update',
        before: { type: 'flat', value: 100 },
        after: { type: 'percent', value: 250 },
      },
    ]);
    // An invalid value is a 400 and no entry.
    expect(
      (await send('PUT', '/api/admin/platform-fee', manager.headers, { type: 'percent', value: 9999 })).statusCode,
    ).toBe(400);
    expect(await fresh()).toEqual([]);
  });

  it('names a created category by its new id, and an admin’s store deletion by the store', async () => {
    const created = await send('POST', '/api/admin/categories', manager.headers, {
      name_en: 'Audited Shops',
      name_tr: 'Denetlenen Dükkânlar',
      type: 'goods',
    });
    expect(created.statusCode).toBe(201);
    const [entry] = await fresh();
    expect(entry).toMatchObject({
      action: 'category.create',
      subjectType: 'category',
      subjectId: created.json().data.id,
    });

    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    expect((await send('DELETE', `/api/admin/stores/${vendor.store.id}`, manager.headers)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/stores/${vendor.store.id}`, admin.headers)).statusCode).toBe(200);
    expect(await fresh()).toMatchObject([
      { action: 'store.delete', subjectId: vendor.store.id, actorRole: 'admin', actorId: admin.user.id },
    ]);
  });

  it('refuses to change or remove an entry, even straight in the database', async () => {
    await send(
      'POST',
      `/api/admin/stores/${(await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' })).store.id}/approve`,
      staff.headers,
    );
    const [entry] = await fresh();
    await expect(
      ctx.database.db.update(auditLog).set({ action: 'store.reject' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(ctx.database.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(ctx.database.pool.query('truncate audit_log')).rejects.toThrow();
    const [still] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still).toMatchObject({ action: 'store.approve' });
  });

  describe('GET /api/admin/audit-log', () => {
    const list = (query: string, headers: Record<string, string> = manager.headers) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers });

    it('is for managers and above', async () => {
      expect((await list('', {})).statusCode).toBe(401);
      expect((await list('', staff.headers)).statusCode).toBe(403);
      const customer = await createSignedInUser(ctx.app, ctx.database);
      expect((await list('', customer.headers)).statusCode).toBe(403);
      expect((await list('', manager.headers)).statusCode).toBe(200);
      expect((await list('', admin.headers)).statusCode).toBe(200);
    });

    it('lists entries newest first with who did them, paged, and filters by actor, action, subject and day', async () => {
      const vendor = await createVendorWithStore(ctx.app, ctx.database, { status: 'pending' });
      await send('POST', `/api/admin/stores/${vendor.store.id}/reject`, staff.headers, { reason: 'Blurred photos' });
      await send('POST', `/api/admin/stores/${vendor.store.id}/approve`, admin.headers);

      const all = (await list('?per_page=2')).json();
      expect(all.per_page).toBe(2);
      expect(all.total).toBeGreaterThanOrEqual(2);
      expect(all.data[0]).toMatchObject({
        action: 'store.approve',
        subject_type: 'store',
        subject_id: vendor.store.id,
        actor: { id: admin.user.id, name: 'Ayşe Demir', email: admin.user.email, role: 'admin' },
        before: { status: 'rejected' },
        after: { status: 'approved' },
      });

      const bySubject = (await list(`?subject_type=store&subject_id=${vendor.store.id}`)).json();
      expect(bySubject.data.map((e: { action: string }) => e.action)).toEqual(['store.approve', 'store.reject']);
      expect(bySubject.data[1].reason).toBe('Blurred photos');

      const byActorName = (await list(`?actor=selin&subject_id=${vendor.store.id}`)).json();
      expect(byActorName.data.map((e: { action: string }) => e.action)).toEqual(['store.reject']);
      const byActorId = (await list(`?actor=${admin.user.id}&subject_id=${vendor.store.id}`)).json();
      expect(byActorId.data.map((e: { action: string }) => e.action)).toEqual(['store.approve']);

      const exact = (await list('?action=store.reject')).json();
      expect(exact.data.every((e: { action: string }) => e.action === 'store.reject')).toBe(true);
      const prefix = (await list('?action=store.&per_page=100')).json();
      expect(new Set(prefix.data.map((e: { action: string }) => e.action.split('.')[0]))).toEqual(new Set(['store']));
      expect(prefix.total).toBeGreaterThan(exact.total);

      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`?from=${today}&to=${today}`)).json().total).toBe(all.total);
      expect((await list('?to=2000-01-01')).json().total).toBe(0);
      expect((await list('?from=tomorrow')).statusCode).toBe(400);
    });
  });

  it('knows every action a route writes, so the staff console can name it', () => {
    const written = routeAuditActions(ctx.app);
    expect(written).toContain('store.approve');
    expect(written.filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
    // The one action written by a read (opening a new contact message) is not a route's config.
    expect(AUDIT_ACTIONS.filter((action) => !written.includes(action))).toEqual(['contact_message.read']);
  });
});
