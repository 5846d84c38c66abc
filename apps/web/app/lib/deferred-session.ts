import { SIGNED_IN_COOKIE } from '@bedesten/core/http/session-cookies';
import { useSyncExternalStore } from 'react';
import { apiGet } from './api-client.ts';
import type { SessionUser } from './root-data.ts';

/**
 * Who is signed in, on a shared page (ADR 0071). The server draws such a page
 * for no one, so after hydration the browser asks the API itself, once per
 * answer of the root loader (a sign-in, a sign-out, a cart change revalidate
 * it), and the header, the hearts and the rest draw the person from here.
 *
 * A browser without a session is not asked about: the session's readable
 * companion cookie says whether there is one, and a person saved in this
 * browser's state (signed in before the cookie existed) is checked too.
 */
export interface DeferredSession {
  user: SessionUser | null;
  /** False until the API answered (or was not needed); `user` null is then no sign-out. */
  known: boolean;
}

const NOBODY_YET: DeferredSession = { user: null, known: false };

let current: DeferredSession = NOBODY_YET;
/** Each look-up's number: an older answer that comes late is dropped. */
let asked = 0;
/** The look-up under way, if any. */
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: DeferredSession): void {
  if (next.user === current.user && next.known === current.known) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The deferred session now (for tests and non-React callers). */
export function deferredSessionNow(): DeferredSession {
  return current;
}

/** The deferred session; on the server, and while hydrating, no one yet. */
export function useDeferredSession(): DeferredSession {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NOBODY_YET,
  );
}

/** Whether this browser says it has a session (the readable companion of the session cookie). */
export function browserHasSession(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
}

/**
 * Asks the API who is signed in. The person drawn so far stays until the
 * answer comes, so a revalidation does not flash the page signed out.
 * `mayHaveSession` false (no companion cookie, no saved person) settles on
 * signed out without asking.
 */
export function loadDeferredSession(mayHaveSession: boolean): Promise<void> {
  const ticket = ++asked;
  if (!mayHaveSession) {
    pending = null;
    publish({ user: null, known: true });
    return Promise.resolve();
  }
  const lookUp = ask(ticket);
  pending = lookUp;
  return lookUp;
}

/**
 * The signed-in account once the look-up under way has answered: what an
 * action taken in the first moments of a shared page (add to cart) must go
 * by, or it would act as a guest for someone who is signed in.
 */
export async function settledSessionUser(): Promise<SessionUser | null> {
  while (!current.known && pending) {
    const waitingFor = pending;
    await waitingFor;
    if (pending === waitingFor) break;
  }
  return current.user;
}

async function ask(ticket: number): Promise<void> {
  const result = await apiGet<{ data: SessionUser }>('get-profile-details');
  if (ticket !== asked) return;
  pending = null;
  if (result.ok) publish({ user: result.data.data, known: true });
  else if (result.reason === 'http' && result.status === 401) {
    // Signed out. The API clears both cookies when it can; a companion left behind would ask on every page.
    if (typeof document !== 'undefined') document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    publish({ user: null, known: true });
  } else if (!current.known) {
    // Could not tell: no sign-out, so nothing of the person's is cleared. A person already known stays.
    publish({ user: null, known: false });
  }
}

/**
 * What a page the server drew for its person said (any page but a shared one): who to draw on the next shared
 * page of this visit until its look-up answers, so going on to one does not blank the header for a moment.
 */
export function seedDeferredSession(user: SessionUser | null): void {
  asked++;
  pending = null;
  publish({ user, known: true });
}

/** After a sign-out: no one, at once. */
export function forgetDeferredSession(): void {
  asked++;
  pending = null;
  publish({ user: null, known: true });
}
