import { useSyncExternalStore } from 'react';
import { CONSENT_COOKIE } from '@bedesten/core/http/page-cookies';
import { readCookie } from './language.ts';
import { useRouteLoaderData } from 'react-router';

/**
 * Cookie consent (see docs/cookies.md for what is stored and why).
 *
 * Necessary storage works without asking: the session cookie, the language
 * the visitor picked, this choice itself, the cart and cab booking kept in
 * the browser, the step of a sign-in or checkout in progress. What needs the
 * visitor's agreement is only what reaches a third party: the background
 * pictures of maps, loaded from the map tile server (OpenStreetMap unless
 * MAP_TILE_URL says otherwise), which sees the visitor's address. Until the
 * visitor accepts, maps show their marker and circle without a background.
 */
export type Consent = 'all' | 'necessary';

/** A page cookie (ADR 0069): a page is shared among visitors who made the same choice. */
export { CONSENT_COOKIE };
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isConsent(value: unknown): value is Consent {
  return value === 'all' || value === 'necessary';
}

/** The visitor's remembered choice from a Cookie header, or null when they have not chosen. */
export function consentFromCookie(cookieHeader: string | null | undefined): Consent | null {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  return isConsent(value) ? value : null;
}

export function consentCookie(choice: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** In the browser: the choice made on this page (undefined until one is made) and whether the notice was reopened. */
interface ConsentState {
  choice: Consent | null | undefined;
  open: boolean;
}
let state: ConsentState = { choice: undefined, open: false };
const listeners = new Set<() => void>();

function update(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers the visitor's choice for a year and closes the notice. */
export function chooseConsent(choice: Consent): void {
  if (typeof document !== 'undefined') document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  update({ choice, open: false });
}

/** Opens the notice again (the footer's "Cookie settings"). */
export function openCookieSettings(): void {
  update({ open: true });
}

/** The choice the root loader read from the cookie. */
function useServerConsent(): Consent | null {
  const root = useRouteLoaderData('root') as { consent?: unknown } | undefined;
  return isConsent(root?.consent) ? root.consent : null;
}

/** The visitor's choice: made on this page, else remembered in the cookie, else null (not asked yet). */
export function useConsent(): Consent | null {
  const server = useServerConsent();
  return useSyncExternalStore(
    subscribe,
    () => (state.choice === undefined ? server : state.choice),
    () => server,
  );
}

/** Whether the cookie notice shows: until the visitor chooses, and whenever they reopen it. */
export function useConsentNoticeOpen(): boolean {
  const consent = useConsent();
  const open = useSyncExternalStore(
    subscribe,
    () => state.open,
    () => false,
  );
  return open || consent === null;
}
