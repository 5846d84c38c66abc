import { describe, expect, it } from 'vitest';
import {
  isStorefrontRoute,
  LEGACY_REDIRECTS,
  legacyRedirectTarget,
  PAGES,
  pageKeyFromRouteId,
  pageRouteId,
  STOREFRONT_PAGE_KEYS,
} from './pages.ts';
import { SPEC_CUSTOMER_ROUTES, SPEC_VENDOR_ROUTES } from './spec-routes.ts';

const UNREGISTERED_LEFTOVERS = [
  '/job-title',
  '/branch',
  '/training-matrix',
  '/staff/downloads/Certificate',
  '/staff/downloads/StaffRecordsPdf',
];

describe('page table', () => {
  const paths = PAGES.map((page) => page.path);

  it('has every route of SPEC.md §2, plus store details and the panels', () => {
    for (const path of [...SPEC_CUSTOMER_ROUTES, ...SPEC_VENDOR_ROUTES]) expect(paths).toContain(path);
    expect(paths).toEqual(expect.arrayContaining(['/stores/:storeSlug', '/stores/:storeSlug/:productSlug']));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/driver',
        '/driver/rides',
        '/driver/setup',
        '/admin',
        '/admin/stores',
        '/admin/products',
        '/admin/orders',
      ]),
    );
  });

  it('has unique keys and paths', () => {
    expect(new Set(PAGES.map((page) => page.key)).size).toBe(PAGES.length);
    expect(new Set(paths).size).toBe(PAGES.length);
  });

  it('puts vendor routes in the vendor layouts and customer routes in the customer layout', () => {
    for (const page of PAGES) {
      if (page.path.startsWith('/vendor')) expect(['vendor', 'vendor-public']).toContain(page.group);
      else if (SPEC_CUSTOMER_ROUTES.includes(page.path)) expect(page.group).toBe('customer');
    }
  });

  it('keeps each panel’s pages under its path, which routes.ts gives the panel’s layout', () => {
    const prefixOf: Partial<Record<(typeof PAGES)[number]['group'], string>> = {
      'vendor-public': '/vendor',
      vendor: '/vendor',
      driver: '/driver',
      admin: '/admin',
    };
    for (const page of PAGES) {
      const prefix = prefixOf[page.group];
      if (prefix) expect(page.path === prefix || page.path.startsWith(`${prefix}/`), page.path).toBe(true);
    }
  });

  it('does not register the meaningless leftovers (they answer 404)', () => {
    for (const path of UNREGISTERED_LEFTOVERS) {
      expect(paths).not.toContain(path);
      expect(legacyRedirectTarget(path)).toBeNull();
    }
  });

  it('maps route ids back to page keys', () => {
    expect(pageKeyFromRouteId(pageRouteId('faqs'))).toBe('faqs');
    expect(pageKeyFromRouteId('page.nope')).toBeNull();
    expect(pageKeyFromRouteId('root')).toBeNull();
    expect(pageKeyFromRouteId(undefined)).toBeNull();
  });
});

describe('storefront pages (ADR 0054)', () => {
  it('are customer pages of the table, recognised by route id and nothing else', () => {
    for (const key of STOREFRONT_PAGE_KEYS) {
      expect(PAGES.find((page) => page.key === key)?.group, key).toBe('customer');
      expect(isStorefrontRoute(pageRouteId(key)), key).toBe(true);
    }
    expect(isStorefrontRoute(pageRouteId('checkout'))).toBe(false);
    expect(isStorefrontRoute(pageRouteId('vendor-dashboard'))).toBe(false);
    expect(isStorefrontRoute('root')).toBe(false);
  });
});

describe('legacy redirects', () => {
  it('send the billing leftovers to /pricing, /myprofile to /profile and /dashboard to /vendor/dashboard', () => {
    for (const path of [
      '/credits-billing',
      '/credits-and-billing',
      '/bill-payment',
      '/billing-information',
      '/credits-and-billing/credits-pricing',
      '/pricing-buy-credits',
      '/buy-credits',
    ]) {
      expect(legacyRedirectTarget(path)).toBe('/pricing');
    }
    expect(legacyRedirectTarget('/myprofile')).toBe('/profile');
    expect(legacyRedirectTarget('/dashboard')).toBe('/vendor/dashboard');
    expect(Object.keys(LEGACY_REDIRECTS)).toHaveLength(9);
  });

  it('keep the query string and tolerate a trailing slash or capitals', () => {
    expect(legacyRedirectTarget('/buy-credits/', '?plan=pro')).toBe('/pricing?plan=pro');
    expect(legacyRedirectTarget('/MyProfile')).toBe('/profile');
  });

  it('never redirect a real page', () => {
    for (const page of PAGES) expect(legacyRedirectTarget(page.path)).toBeNull();
  });
});
