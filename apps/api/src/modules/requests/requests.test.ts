import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastRequests } from '../../db/schema/requests.ts';
import { createSignedInUser, ensureCategory } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { http, noticesOf, requestBody } from '../../../test/request-scenarios.ts';

describe('broadcast requests: the owner’s list, edits, closing, deleting, and staff approval', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof http>;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    api = http(ctx.app);
    categoryId = (await ensureCategory(ctx.database)).id;
  });
  afterAll(() => ctx.close());

  const customer = () => createSignedInUser(ctx.app, ctx.database, { name: 'Ayşe Kaya' });
  const staffMember = () => createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
  async function posted(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
    const response = await api.post('/api/broadcast-requests', headers, requestBody(categoryId, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; status: string };
  }

  it('asks a guest to sign in', async () => {
    const response = await api.post('/api/broadcast-requests', {}, requestBody(categoryId));
    expect(response.statusCode).toBe(401);
  });

  it('creates a pending request and lists it for its owner with status and reply count', async () => {
    const owner = await customer();
    const response = await api.post('/api/broadcast-requests', owner.headers, requestBody(categoryId));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      data: {
        status: 'pending',
        reply_count: 0,
        budget: { amount: 4500, currency: 'EUR' },
        shopping_list: [
          { item: 'Halloumi (kg)', quantity: 2 },
          { item: 'Green olives (jar)', quantity: 3 },
        ],
        category: { id: categoryId, name: 'Groceries' },
        voice_note: null,
      },
      message: 'Your request was sent for approval',
    });
    const list = await api.get('/api/broadcast-requests', owner.headers);
    expect(list.json()).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(list.json().data[0]).toMatchObject({ id: response.json().data.id, status: 'pending' });
    expect((await api.get('/api/broadcast-requests?status=approved', owner.headers)).json().total).toBe(0);
    const tr = await api.get(`/api/broadcast-requests/${response.json().data.id}`, owner.headers, 'tr');
    expect(tr.json().data.category.name).toBe('Market');
  });

  it('keeps a request its owner’s: another person reads, edits, closes and deletes nothing (404)', async () => {
    const owner = await customer();
    const other = await customer();
    const { id } = await posted(owner.headers);
    expect((await api.get(`/api/broadcast-requests/${id}`, other.headers)).statusCode).toBe(404);
    expect((await api.put(`/api/broadcast-requests/${id}`, other.headers, requestBody(categoryId))).statusCode).toBe(
      404,
    );
    expect((await api.post('/api/broadcast-request-close', other.headers, { id })).statusCode).toBe(404);
    expect((await api.delete(`/api/broadcast-requests/${id}`, other.headers)).statusCode).toBe(404);
    expect((await api.get('/api/broadcast-requests', other.headers)).json().total).toBe(0);
    const mine = await api.get(`/api/broadcast-requests/${id}`, owner.headers);
    expect(mine.json().data).toMatchObject({ id, status: 'pending', title: 'Fresh halloumi for a family lunch' });
  });

  it('refuses what breaks the rules, with the catalogue’s words', async () => {
    const owner = await customer();
    const bad = async (overrides: Record<string, unknown>, lang = 'en') => {
      const response = await api.post(
        '/api/broadcast-requests',
        owner.headers,
        requestBody(categoryId, overrides),
        lang,
      );
      expect(response.statusCode, response.body).toBe(400);
      return response.json() as { error: string; errors: Record<string, string[]> };
    };
    expect((await bad({ lat: 41.0082, lng: 28.9784 })).errors.location).toEqual(['Please choose a location in Cyprus']);
    expect((await bad({ date_needed: '2020-01-01' })).errors.date_needed).toEqual([
      'The date needed cannot be in the past',
    ]);
    expect((await bad({ close_date: new Date(Date.now() + 31 * 86_400_000).toISOString() })).errors.close_date).toEqual(
      ['The close date must be within the next 30 days'],
    );
    expect((await bad({ close_date: new Date(Date.now() - 60_000).toISOString() })).error).toBe(
      'The close date must be within the next 30 days',
    );
    expect((await bad({ shopping_list: [{ item: 'Bread', quantity: 0 }] })).errors['shopping_list.0.quantity']).toEqual(
      ['Quantity must be between 1 and 999'],
    );
    expect((await bad({ shopping_list: [{ item: 'x'.repeat(101), quantity: 1 }] })).errors).toHaveProperty(
      'shopping_list.0.item',
    );
    const lines = Array.from({ length: 51 }, (_, i) => ({ item: `Item ${i}`, quantity: 1 }));
    expect((await bad({ shopping_list: lines })).errors.shopping_list).toEqual([
      'The shopping list can have at most 50 lines',
    ]);
    expect((await bad({ budget: -1 })).errors.budget).toEqual(['Budget cannot be negative']);
    expect((await bad({ description: 'Too short' })).errors.description).toEqual([
      'Description must be at least 10 characters',
    ]);
    expect((await bad({ title: '' })).errors.title).toEqual(['Title is required']);
    expect((await bad({ category_id: '00000000-0000-0000-0000-000000000000' })).errors.category_id).toEqual([
      'Please choose an available category',
    ]);
    const photos = Array.from({ length: 6 }, () => '/demo-images/groceries-1.svg');
    expect((await bad({ photos })).errors.photos).toEqual(['You can add at most 5 photos']);
    expect((await bad({ photos: ['https://evil.example/x.png'] })).errors['photos.0']).toEqual(['Invalid image type']);
    expect((await bad({ lat: 41.0082, lng: 28.9784 }, 'tr')).errors.location).toEqual([
      'Lütfen Kıbrıs içinde bir konum seçin',
    ]);
    // A budget is optional.
    const none = await api.post('/api/broadcast-requests', owner.headers, requestBody(categoryId, { budget: null }));
    expect(none.json().data.budget).toBeNull();
  });

  it('sends an edited request back to staff, and closes and deletes it for its owner', async () => {
    const owner = await customer();
    const staff = await staffMember();
    const { id } = await posted(owner.headers);
    const approved = await api.post('/api/admin/broadcast-request-approve', staff.headers, { id });
    expect(approved.json().data.status).toBe('approved');
    const edited = await api.put(
      `/api/broadcast-requests/${id}`,
      owner.headers,
      requestBody(categoryId, { title: 'Halloumi and olives for Saturday' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      status: 'pending',
      title: 'Halloumi and olives for Saturday',
      approved_at: null,
    });
    const closed = await api.post('/api/broadcast-request-close', owner.headers, { id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    expect((await api.post('/api/broadcast-request-close', owner.headers, { id })).statusCode).toBe(409);
    expect((await api.put(`/api/broadcast-requests/${id}`, owner.headers, requestBody(categoryId))).statusCode).toBe(
      409,
    );
    const deleted = await api.delete(`/api/broadcast-requests/${id}`, owner.headers);
    expect(deleted.statusCode).toBe(200);
    expect((await api.get(`/api/broadcast-requests/${id}`, owner.headers)).statusCode).toBe(404);
    expect((await api.get('/api/broadcast-requests', owner.headers)).json().total).toBe(0);
  });

  it('counts a request past its close date as closed, and the sweep marks it so', async () => {
    const owner = await customer();
    const { id } = await posted(owner.headers);
    await ctx.database.db
      .update(broadcastRequests)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(broadcastRequests.id, id));
    const read = await api.get(`/api/broadcast-requests/${id}`, owner.headers);
    expect(read.json().data.status).toBe('closed');
    expect((await api.get('/api/broadcast-requests?status=closed', owner.headers)).json().total).toBe(1);
    expect((await api.get('/api/broadcast-requests?status=pending', owner.headers)).json().total).toBe(0);
    const [before] = await ctx.database.db.select().from(broadcastRequests).where(eq(broadcastRequests.id, id));
    expect(before!.status).toBe('pending');
    const { createRequestsRepository } = await import('./requests.repository.ts');
    expect(await createRequestsRepository(ctx.database.db).sweepClosed()).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.database.db.select().from(broadcastRequests).where(eq(broadcastRequests.id, id));
    expect(after!.status).toBe('closed');
    expect(after!.closedAt).not.toBeNull();
  });

  it('lets staff approve and reject waiting requests, telling the owner', async () => {
    const owner = await customer();
    const staff = await staffMember();
    const first = await posted(owner.headers);
    const second = await posted(owner.headers);
    const queue = await api.get('/api/admin/broadcast-requests?status=pending', staff.headers);
    expect(queue.statusCode).toBe(200);
    const ids = queue.json().data.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(queue.json().data.find((r: { id: string }) => r.id === first.id).requester).toEqual({
      id: owner.user.id,
      name: 'Ayşe Kaya',
    });

    const approve = await api.post('/api/admin/broadcast-request-approve', staff.headers, { id: first.id });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({ status: 'approved' });
    expect(approve.json().data.approved_at).not.toBeNull();
    expect((await api.post('/api/admin/broadcast-request-approve', staff.headers, { id: first.id })).statusCode).toBe(
      409,
    );
    const [approvedNotice] = await noticesOf(ctx, owner.user.id, 'request_approved');
    expect(approvedNotice).toMatchObject({ messageKey: 'request_approved_notice', link: `/requests/${first.id}` });

    const noReason = await api.post('/api/admin/broadcast-request-reject', staff.headers, {
      id: second.id,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const reject = await api.post('/api/admin/broadcast-request-reject', staff.headers, {
      id: second.id,
      reason: 'Please describe what you need more clearly',
    });
    expect(reject.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Please describe what you need more clearly',
    });
    const [rejectedNotice] = await noticesOf(ctx, owner.user.id, 'request_rejected');
    expect(rejectedNotice!.params).toMatchObject({ reason: 'Please describe what you need more clearly' });
    const mine = await api.get(`/api/broadcast-requests/${second.id}`, owner.headers);
    expect(mine.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Please describe what you need more clearly',
    });
  });

  it('does not let a customer approve, nor staff approve their own request', async () => {
    const owner = await customer();
    const { id } = await posted(owner.headers);
    const self = await api.post('/api/admin/broadcast-request-approve', owner.headers, { id });
    expect(self.statusCode).toBe(403);
    expect(
      (await api.post('/api/admin/broadcast-request-reject', owner.headers, { id, reason: 'no' })).statusCode,
    ).toBe(403);
    const staffOwner = await staffMember();
    const own = await posted(staffOwner.headers);
    const refused = await api.post('/api/admin/broadcast-request-approve', staffOwner.headers, { id: own.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You cannot approve your own request');
    const [row] = await ctx.database.db.select().from(broadcastRequests).where(eq(broadcastRequests.id, own.id));
    expect(row!.status).toBe('pending');
    expect((await api.get(`/api/broadcast-requests/${id}`, owner.headers)).json().data.status).toBe('pending');
  });

  it('limits creation to 10 an hour per person, deleted ones included', async () => {
    const owner = await customer();
    for (let i = 0; i < 9; i++) await posted(owner.headers);
    const tenth = await posted(owner.headers);
    expect((await api.delete(`/api/broadcast-requests/${tenth.id}`, owner.headers)).statusCode).toBe(200);
    const eleventh = await api.post('/api/broadcast-requests', owner.headers, requestBody(categoryId));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toBe('You have posted too many requests, please try again later');
    // Another person is not held by it.
    const other = await customer();
    await posted(other.headers);
  });
});
