import { describe, expect, inject, it } from 'vitest';
import { SPEC_CUSTOMER_ROUTES, SPEC_VENDOR_ROUTES } from '../../apps/web/app/lib/spec-routes.ts';
import { DEMO_TRUST_HEADERS } from '../support/server.ts';

/**
 * Every route of SPEC.md §2 (the customer and vendor lists) is a real page:
 * none may still render the generic "being built" page (routes/page.tsx,
 * also behind routes/guarded-page.tsx, marks it `data-being-built`). Pages
 * that belong to a signed-in person are read signed in as the right demo
 * account, so the guard does not hide what is behind it. `{id}` routes use
 * an id that names nothing: a real page answers 404 for it, the generic page
 * would not.
 */

type As = 'guest' | 'customer' | 'vendor';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const CUSTOMER_SIGNED_IN = new Set([
  '/wishlist',
  '/profile/my-orders',
  '/profile/account-settings',
  '/profile/address',
  '/cart/shipping',
  '/cart/shipping/payment',
  '/checkout',
  '/payment',
  '/registration-password',
  '/notifications',
  '/order',
  '/address',
  '/profile',
]);

const VENDOR_PUBLIC = new Set([
  '/vendor',
  '/vendor/sign-in',
  '/vendor/sign-up',
  '/vendor/registration/otp',
  '/vendor/reset-password',
  '/vendor/forgot',
  // Public since issue 43: a vendor reads them before signing up.
  '/vendor/terms-and-conditions',
]);

// `{id}` routes get an id that names nothing.
const CUSTOMER_ROUTES = SPEC_CUSTOMER_ROUTES;
const VENDOR_ROUTES = SPEC_VENDOR_ROUTES.map((path) => path.replace(':id', NO_SUCH_ID));

const ROUTES: { path: string; as: As }[] = [
  ...CUSTOMER_ROUTES.map((path) => ({ path, as: CUSTOMER_SIGNED_IN.has(path) ? 'customer' : 'guest' }) as const),
  ...VENDOR_ROUTES.map((path) => ({ path, as: VENDOR_PUBLIC.has(path) ? 'guest' : 'vendor' }) as const),
];

const SIGN_IN_PAGES = /^\/(auth\/sign-in|vendor\/sign-in|login)(\?|$)/;

/** A demo account's session cookie, signed in through the API. */
async function sessionCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...DEMO_TRUST_HEADERS },
    body: JSON.stringify({ email, password: 'Demo!2345' }),
  });
  expect(response.status, `sign in as ${email}`).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('bedesten_session='));
  expect(cookie).toBeDefined();
  return cookie!;
}

/** Follows redirects by hand, keeping the cookie; answers the final path, status and HTML. */
async function open(baseUrl: string, path: string, cookie: string | null) {
  let url = new URL(path, baseUrl);
  for (let hops = 0; hops < 5; hops++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { accept: 'text/html', 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      signal: AbortSignal.timeout(30_000),
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    return { path: `${url.pathname}${url.search}`, status: response.status, html: await response.text() };
  }
  throw new Error(`${path}: too many redirects`);
}

describe('every route of SPEC.md §2 is built', () => {
  it('renders a real page, never the "being built" page', { timeout: 240_000 }, async () => {
    const baseUrl = inject('baseUrl');
    const cookies: Record<As, string | null> = {
      guest: null,
      customer: await sessionCookie(baseUrl, 'customer@demo.bedesten.cy'),
      vendor: await sessionCookie(baseUrl, 'vendor@demo.bedesten.cy'),
    };
    const problems: string[] = [];
    for (const route of ROUTES) {
      const page = await open(baseUrl, route.path, cookies[route.as]);
      const where = `${route.path} (${route.as})`;
      if (page.status >= 500) problems.push(`${where}: ${page.status}`);
      if (page.html.includes('data-being-built')) problems.push(`${where}: still the "being built" page`);
      if (route.as !== 'guest' && SIGN_IN_PAGES.test(page.path)) problems.push(`${where}: sent to sign in`);
    }
    expect(problems).toEqual([]);
  });
});
