import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Each get-profile-details call, answered by the test when it chooses. */
const calls = vi.hoisted(() => ({ answer: [] as ((value: unknown) => void)[], paths: [] as string[] }));

vi.mock('./api-client.ts', () => ({
  apiGet: (path: string) => {
    calls.paths.push(path);
    return new Promise((resolve) => calls.answer.push(resolve));
  },
}));

const load = () => import('./deferred-session.ts');
const ayse = { id: 'u1', name: 'Ayşe', cart_count: 2 };
const signedIn = { ok: true, status: 200, data: { data: ayse } };
const signedOut = { ok: false, status: 401, reason: 'http', error: { error: 'Please login first' } };
const unreachable = { ok: false, status: 0, reason: 'network', error: null };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('who is signed in, asked by the browser on a shared page', () => {
  beforeEach(() => {
    vi.resetModules();
    calls.answer.length = 0;
    calls.paths.length = 0;
  });

  it('asks nothing of a browser with no session, and knows at once it is signed out', async () => {
    const session = await load();
    await session.loadDeferredSession(false);
    expect(calls.paths).toEqual([]);
    expect(session.deferredSessionNow()).toEqual({ user: null, known: true });
  });

  it('asks the API once per root answer, and an action waits for the answer', async () => {
    const session = await load();
    expect(session.deferredSessionNow()).toEqual({ user: null, known: false });
    void session.loadDeferredSession(true);
    expect(calls.paths).toEqual(['get-profile-details']);
    // Add to cart, pressed before the answer: it must act as Ayşe, not as a guest.
    const who = session.settledSessionUser();
    calls.answer[0]!(signedIn);
    expect(await who).toEqual(ayse);
    expect(session.deferredSessionNow()).toEqual({ user: ayse, known: true });
  });

  it('keeps the person drawn while it asks again, and drops an older answer that comes late', async () => {
    const session = await load();
    void session.loadDeferredSession(true);
    calls.answer[0]!(signedIn);
    await tick();
    void session.loadDeferredSession(true);
    void session.loadDeferredSession(true);
    expect(session.deferredSessionNow().user).toEqual(ayse);
    calls.answer[2]!(signedOut);
    await tick();
    expect(session.deferredSessionNow()).toEqual({ user: null, known: true });
    calls.answer[1]!(signedIn);
    await tick();
    expect(session.deferredSessionNow()).toEqual({ user: null, known: true });
  });

  it('tells "could not ask" from "signed out", and a failed check does not sign a known person out', async () => {
    const session = await load();
    void session.loadDeferredSession(true);
    calls.answer[0]!(unreachable);
    await tick();
    expect(session.deferredSessionNow()).toEqual({ user: null, known: false });
    void session.loadDeferredSession(true);
    calls.answer[1]!(signedIn);
    await tick();
    void session.loadDeferredSession(true);
    calls.answer[2]!(unreachable);
    await tick();
    expect(session.deferredSessionNow()).toEqual({ user: ayse, known: true });
    session.forgetDeferredSession();
    expect(session.deferredSessionNow()).toEqual({ user: null, known: true });
  });

  it('starts a shared page from the person the server last drew, until its own look-up answers', async () => {
    const session = await load();
    session.seedDeferredSession(ayse as never);
    expect(await session.settledSessionUser()).toEqual(ayse);
    void session.loadDeferredSession(true);
    expect(session.deferredSessionNow()).toEqual({ user: ayse, known: true });
    calls.answer[0]!(signedOut);
    await tick();
    expect(session.deferredSessionNow()).toEqual({ user: null, known: true });
  });
});
