import {
  canUseAdminPanel,
  canUseDriverPanel,
  canUseVendorPanel,
  homePanel,
  type StaffRole,
  type UserType,
} from '@bedesten/core/auth/roles';
import type { PageAccess } from './pages.ts';

/**
 * Route-to-role guarding, free of React and of the router, so the server
 * loaders and the tests share one rule book. The role questions themselves
 * are asked of `@bedesten/core/auth/roles`, as the API's guards ask them, so
 * the web and the API never disagree about who is a vendor or staff.
 */

/** What guarding needs to know about the signed-in account (a subset of the current user). */
export interface AccessUser {
  type: UserType;
  staff_role: StaffRole | null;
  store_id: string | null;
  /** A live driver profile opens the driver panel, whatever the account type (ADR 0035). */
  driver_id?: string | null | undefined;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'sign-in'; to: string } | { kind: 'forbidden' };

export const REDIRECT_PARAM = 'redirect';
export const CUSTOMER_SIGN_IN = '/login';
export const VENDOR_SIGN_IN = '/vendor/sign-in';

/** Pages a finished sign-in must never return to: going back would show the form again. */
const AUTH_PATHS = new Set([
  '/login',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/otp-verify',
  '/registration',
  '/set-new-password',
  '/reset-password',
  '/vendor/sign-in',
  '/vendor/sign-up',
  '/vendor/registration/otp',
  '/vendor/forgot',
  '/vendor/reset-password',
]);

/** A sign-in, sign-up or recovery page. */
export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}

/**
 * A `?redirect=` value we may follow: a path on this site only. Anything
 * that a browser could read as another host (`//evil`, `/\evil`, a scheme)
 * or that carries control characters is refused, as is a sign-in page.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'http://same.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://same.invalid') return null;
  if (isAuthPath(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Where a page's request wants to come back to: its path and query, without router internals. */
export function returnPathOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('_routes');
  const search = params.toString();
  const pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  return `${pathname}${search ? `?${search}` : ''}`;
}

/** The sign-in page for a guarded page, with the way back. Vendor pages sign in as a partner. */
export function signInHref(access: PageAccess, returnTo: string | null): string {
  const base = access === 'vendor' ? VENDOR_SIGN_IN : CUSTOMER_SIGN_IN;
  const back = safeReturnPath(returnTo);
  return back ? `${base}?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : base;
}

function actorOf(user: AccessUser) {
  return { type: user.type, staffRole: user.staff_role, storeId: user.store_id, driverId: user.driver_id ?? null };
}

/**
 * May this person open a page of this access level? Signed out: sign in
 * first (and come back). Signed in with the wrong account type: forbidden,
 * never a glimpse of the panel.
 */
export function accessDecision(access: PageAccess, user: AccessUser | null, returnTo: string): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (!user) return { kind: 'sign-in', to: signInHref(access, returnTo) };
  const actor = actorOf(user);
  const allowed =
    access === 'user' ||
    (access === 'vendor' && canUseVendorPanel(actor)) ||
    (access === 'driver' && canUseDriverPanel(actor)) ||
    (access === 'staff' && canUseAdminPanel(actor));
  return allowed ? { kind: 'allow' } : { kind: 'forbidden' };
}

/** Where a fresh sign-in lands without a `redirect`: the staff panel for staff, store setup or dashboard for vendors, else home. */
export function homeOf(user: AccessUser): string {
  return homePanel(actorOf(user));
}

/** After signing in: the asked-for page when it is safe, else the account's home. */
export function afterSignInPath(user: AccessUser, redirect: string | null | undefined): string {
  return safeReturnPath(redirect) ?? homeOf(user);
}

/** The panel a vendor switches to from the customer side, and back (their store, even when they are staff too). */
export function vendorPanelPath(user: AccessUser): string | null {
  const actor = actorOf(user);
  return canUseVendorPanel(actor) ? homePanel({ ...actor, staffRole: null }) : null;
}

/** The staff panel, for staff of any role (the account menu links to it on every page). */
export function staffPanelPath(user: AccessUser): string | null {
  return canUseAdminPanel(actorOf(user)) ? '/admin' : null;
}

/** Keeps the way back when moving between sign-in, sign-up and recovery pages. */
export function withRedirect(path: string, redirectTo: string | null | undefined): string {
  const back = safeReturnPath(redirectTo);
  // Home is where a sign-in lands anyway: no need to say so in the address.
  return back && back !== '/' ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : path;
}
