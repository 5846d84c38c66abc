import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  get: [] as ((value: unknown) => void)[],
  post: [] as string[],
  remove: [] as string[],
  refuse: false,
}));

vi.mock('./api-client.ts', () => ({
  apiGet: () => new Promise((resolve) => calls.get.push(resolve)),
  apiPost: async (_path: string, body: { product_id: string }) => {
    calls.post.push(body.product_id);
    return calls.refuse
      ? { ok: false, status: 409, reason: 'http', error: { error: 'full' } }
      : { ok: true, status: 201, data: { data: { product_id: body.product_id, saved: true, count: 1 }, message: '' } };
  },
  apiSend: async (_method: string, path: string) => {
    calls.remove.push(path);
    return { ok: false, status: 404, reason: 'http', error: null };
  },
}));

const load = () => import('./wishlist-state.ts');

describe('wishlist state shared by the hearts', () => {
  beforeEach(() => {
    vi.resetModules();
    calls.get.length = 0;
    calls.post.length = 0;
    calls.remove.length = 0;
    calls.refuse = false;
  });

  it('asks for the saved ids once per person, however many hearts ask', async () => {
    const state = await load();
    state.ensureWishlistLoaded('u1');
    state.ensureWishlistLoaded('u1');
    state.ensureWishlistLoaded('u1');
    expect(calls.get).toHaveLength(1);
    calls.get[0]!({ ok: true, status: 200, data: { data: ['p1', 'p2'] } });
    await Promise.resolve();
    state.ensureWishlistLoaded('u1');
    expect(calls.get).toHaveLength(1);
    state.ensureWishlistLoaded(null);
    state.ensureWishlistLoaded('u2');
    expect(calls.get).toHaveLength(2);
  });

  it('keeps a heart pressed while the ids were loading, though the older answer lacks it', async () => {
    const state = await load();
    state.ensureWishlistLoaded('u1');
    await state.setSaved('p9', true);
    calls.get[0]!({ ok: true, status: 200, data: { data: ['p1'] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...snapshot(state)].sort()).toEqual(['p1', 'p9']);
  });

  it('takes a refused save back, and treats removing what is gone as removed', async () => {
    const state = await load();
    state.ensureWishlistLoaded('u1');
    calls.get[0]!({ ok: true, status: 200, data: { data: ['p1'] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    calls.refuse = true;
    expect((await state.setSaved('p2', true)).ok).toBe(false);
    expect(snapshot(state).has('p2')).toBe(false);
    await state.setSaved('p1', false);
    expect(snapshot(state).has('p1')).toBe(false);
  });

  it('saves a `?save=` request once per page load', async () => {
    const state = await load();
    expect(state.consumeSaveRequest('p1')).toBe(true);
    expect(state.consumeSaveRequest('p1')).toBe(false);
    expect(state.consumeSaveRequest('p2')).toBe(true);
  });
});

function snapshot(state: Awaited<ReturnType<typeof load>>): ReadonlySet<string> {
  return state.wishlistSnapshot().ids;
}
