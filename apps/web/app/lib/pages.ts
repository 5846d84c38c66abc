/**
 * Every page of SPEC.md §2 (plus the driver and staff panels), in one table.
 *
 * `routes.ts` registers each entry; the generic page module and the meta
 * helper look pages up by route id (`page.<key>`). Translations live under
 * `pages:<key>.title|description|intro` in both locales. Pages that have their
 * own route module are listed in page-modules.ts; the rest share `routes/page.tsx`.
 *
 * This file is read by `routes.ts` at build time: keep it free of React and
 * of anything that touches the DOM.
 */

export type PageGroup =
  | 'customer' // customer layout (header, footer)
  | 'vendor-public' // vendor layout without the side navigation (partner page, vendor sign-in…)
  | 'vendor' // vendor panel (side navigation)
  | 'driver'
  | 'admin';

export interface PageDef {
  /** Translation key and route id suffix. */
  key: string;
  /** URL pattern exactly as in SPEC.md §2 (`:param` for dynamic segments). */
  path: string;
  group: PageGroup;
}

export const PAGES: readonly PageDef[] = [
  // Customer routes (SPEC.md §2), in the spec's order.
  { key: 'home', path: '/', group: 'customer' },
  { key: 'login', path: '/login', group: 'customer' },
  { key: 'auth-sign-in', path: '/auth/sign-in', group: 'customer' },
  { key: 'auth-sign-up', path: '/auth/sign-up', group: 'customer' },
  {
    key: 'auth-forgot-password',
    path: '/auth/forgot-password',
    group: 'customer',
  },
  { key: 'wishlist', path: '/wishlist', group: 'customer' },
  { key: 'my-orders', path: '/profile/my-orders', group: 'customer' },
  // SPEC.md §2 lists "my reviews" among the customer's pages without a URL; it sits beside my orders.
  { key: 'my-reviews', path: '/profile/my-reviews', group: 'customer' },
  {
    key: 'my-questions',
    path: '/profile/my-questions',
    group: 'customer',
  },
  {
    key: 'account-settings',
    path: '/profile/account-settings',
    group: 'customer',
  },
  { key: 'profile-address', path: '/profile/address', group: 'customer' },
  // Customer–vendor chat and broadcast requests (SPEC.md §2; ADR 0033, 0034).
  { key: 'chat', path: '/chat', group: 'customer' },
  { key: 'requests', path: '/requests', group: 'customer' },
  { key: 'requests-new', path: '/requests/new', group: 'customer' },
  { key: 'request-detail', path: '/requests/:id', group: 'customer' },
  { key: 'requests-edit', path: '/requests/:id/edit', group: 'customer' },
  // Cab booking and the customer's rides (SPEC.md §2; ADR 0035).
  { key: 'cab', path: '/cab', group: 'customer' },
  { key: 'my-rides', path: '/my-rides', group: 'customer' },
  { key: 'my-ride', path: '/my-rides/:id', group: 'customer' },
  { key: 'cart', path: '/cart', group: 'customer' },
  { key: 'cart-shipping', path: '/cart/shipping', group: 'customer' },
  {
    key: 'cart-payment',
    path: '/cart/shipping/payment',
    group: 'customer',
  },
  { key: 'checkout', path: '/checkout', group: 'customer' },
  { key: 'payment', path: '/payment', group: 'customer' },
  { key: 'otp-verify', path: '/otp-verify', group: 'customer' },
  { key: 'registration', path: '/registration', group: 'customer' },
  {
    key: 'registration-password',
    path: '/registration-password',
    group: 'customer',
  },
  {
    key: 'set-new-password',
    path: '/set-new-password',
    group: 'customer',
  },
  { key: 'reset-password', path: '/reset-password', group: 'customer' },
  { key: 'stores', path: '/stores', group: 'customer' },
  { key: 'store-detail', path: '/stores/:storeSlug', group: 'customer' },
  {
    key: 'product-detail',
    path: '/stores/:storeSlug/:productSlug',
    group: 'customer',
  },
  { key: 'category', path: '/category', group: 'customer' },
  { key: 'sub-category', path: '/sub-category', group: 'customer' },
  { key: 'brands-collection', path: '/brands/collection', group: 'customer' },
  { key: 'collection', path: '/collection', group: 'customer' },
  { key: 'shopping', path: '/shopping', group: 'customer' },
  { key: 'notifications', path: '/notifications', group: 'customer' },
  { key: 'order', path: '/order', group: 'customer' },
  { key: 'address', path: '/address', group: 'customer' },
  { key: 'profile', path: '/profile', group: 'customer' },
  { key: 'help', path: '/help', group: 'customer' },
  { key: 'contact-us', path: '/contact-us', group: 'customer' },
  // The same form as /contact-us, which is the canonical address.
  { key: 'contact', path: '/contact', group: 'customer' },
  { key: 'orders-and-delivery', path: '/orders-and-delivery', group: 'customer' },
  { key: 'payment-and-pricing', path: '/payment-and-pricing', group: 'customer' },
  { key: 'returns-and-refunds', path: '/returns-and-refunds', group: 'customer' },
  { key: 'faqs', path: '/faqs', group: 'customer' },
  { key: 'terms-and-conditions', path: '/terms-and-conditions', group: 'customer' },
  { key: 'privacy-policy', path: '/privacy-policy', group: 'customer' },
  {
    key: 'modern-slavery-statement',
    path: '/modern-slavery-statement',
    group: 'customer',
  },
  { key: 'accessibility', path: '/accessibility', group: 'customer' },
  {
    key: 'protection-of-intellectual-property',
    path: '/protection-of-intellectual-property',
    group: 'customer',
  },
  { key: 'about-us', path: '/about-us', group: 'customer' },
  { key: 'blog', path: '/blog', group: 'customer' },
  { key: 'blog-details', path: '/blog/details', group: 'customer' },
  { key: 'pricing', path: '/pricing', group: 'customer' },
  // SPEC.md §2 "sitemap" among the help pages: the site's pages, categories and stores, for people.
  { key: 'sitemap', path: '/sitemap', group: 'customer' },
  // Demo helper (not in SPEC.md §2): the messages the app sent, where people trying it read their codes.
  { key: 'dev-outbox', path: '/dev/outbox', group: 'customer' },

  // Vendor routes (SPEC.md §2): public partner pages, then the vendor panel.
  { key: 'vendor', path: '/vendor', group: 'vendor-public' },
  { key: 'vendor-sign-in', path: '/vendor/sign-in', group: 'vendor-public' },
  { key: 'vendor-sign-up', path: '/vendor/sign-up', group: 'vendor-public' },
  {
    key: 'vendor-registration-otp',
    path: '/vendor/registration/otp',
    group: 'vendor-public',
  },
  {
    key: 'vendor-reset-password',
    path: '/vendor/reset-password',
    group: 'vendor-public',
  },
  { key: 'vendor-forgot', path: '/vendor/forgot', group: 'vendor-public' },
  {
    key: 'vendor-change-password',
    path: '/vendor/change-password',
    group: 'vendor',
  },
  { key: 'vendor-setup-store', path: '/vendor/setup-store', group: 'vendor' },
  { key: 'vendor-dashboard', path: '/vendor/dashboard', group: 'vendor' },
  { key: 'vendor-orders', path: '/vendor/orders', group: 'vendor' },
  { key: 'vendor-transaction', path: '/vendor/transaction', group: 'vendor' },
  { key: 'vendor-report', path: '/vendor/report', group: 'vendor' },
  {
    key: 'vendor-product-manage',
    path: '/vendor/product-manage',
    group: 'vendor',
  },
  {
    key: 'vendor-sub-category-add',
    path: '/vendor/sub-category/add',
    group: 'vendor',
  },
  {
    key: 'vendor-sub-category-edit',
    path: '/vendor/sub-category/edit/:id',
    group: 'vendor',
  },
  {
    key: 'vendor-sub-category',
    path: '/vendor/sub-category/:id',
    group: 'vendor',
  },
  { key: 'vendor-products', path: '/vendor/products', group: 'vendor' },
  {
    key: 'vendor-products-edit',
    path: '/vendor/products-edit',
    group: 'vendor',
  },
  {
    key: 'vendor-product-details',
    path: '/vendor/product-details',
    group: 'vendor',
  },
  { key: 'vendor-reviews', path: '/vendor/reviews', group: 'vendor' },
  {
    key: 'vendor-notifications',
    path: '/vendor/notifications',
    group: 'vendor',
  },
  // How the vendor hears of approvals, new orders and matching requests (e-mail, SMS, push).
  { key: 'vendor-notification-settings', path: '/vendor/notification-settings', group: 'vendor' },
  // Customers' questions about the store's products, answered from the panel.
  { key: 'vendor-questions', path: '/vendor/questions', group: 'vendor' },
  {
    key: 'vendor-store-details',
    path: '/vendor/store-details',
    group: 'vendor',
  },
  { key: 'vendor-chat', path: '/vendor/chat', group: 'vendor' },
  { key: 'vendor-requests', path: '/vendor/requests', group: 'vendor' },
  { key: 'vendor-offers', path: '/vendor/offers', group: 'vendor' },
  { key: 'vendor-offers-add', path: '/vendor/offers/add', group: 'vendor' },
  {
    key: 'vendor-offers-edit',
    path: '/vendor/offers/edit/:id',
    group: 'vendor',
  },
  {
    key: 'vendor-delivery-charges',
    path: '/vendor/delivery-charges',
    group: 'vendor',
  },
  { key: 'vendor-vat-rates', path: '/vendor/vat-rates', group: 'vendor' },
  { key: 'vendor-profile', path: '/vendor/profile', group: 'vendor' },
  // Public: a vendor reads them before signing up (issue 43); the panel links them too.
  {
    key: 'vendor-terms-and-conditions',
    path: '/vendor/terms-and-conditions',
    group: 'vendor-public',
  },

  // Driver panel (SPEC.md §1: driver setup, received rides).
  { key: 'driver', path: '/driver', group: 'driver' },
  { key: 'driver-rides', path: '/driver/rides', group: 'driver' },
  // The API's ride notices link here (/driver/rides/<id>).
  { key: 'driver-ride', path: '/driver/rides/:id', group: 'driver' },
  // Any signed-in account (a customer, a vendor) becomes a driver here, inside the driver panel's layout.
  { key: 'driver-setup', path: '/driver/setup', group: 'driver' },
  { key: 'driver-notification-settings', path: '/driver/notification-settings', group: 'driver' },

  // Staff approvals (SPEC.md §1, §4: products, sub-categories, stores and requests).
  { key: 'admin', path: '/admin', group: 'admin' },
  { key: 'admin-stores', path: '/admin/stores', group: 'admin' },
  { key: 'admin-products', path: '/admin/products', group: 'admin' },
  {
    key: 'admin-sub-categories',
    path: '/admin/sub-categories',
    group: 'admin',
  },
  // Staff find any order and cancel it (a dispute, a store that cannot deliver).
  { key: 'admin-orders', path: '/admin/orders', group: 'admin' },
  // Staff hide an abusive review (the author is told why) and show it again.
  { key: 'admin-reviews', path: '/admin/reviews', group: 'admin' },
  { key: 'admin-questions', path: '/admin/questions', group: 'admin' },
  { key: 'admin-requests', path: '/admin/requests', group: 'admin' },
  { key: 'admin-drivers', path: '/admin/drivers', group: 'admin' },
  { key: 'admin-rides', path: '/admin/rides', group: 'admin' },
  { key: 'admin-cab-fares', path: '/admin/cab-fares', group: 'admin' },
  { key: 'admin-chat-reports', path: '/admin/chat-reports', group: 'admin' },
  { key: 'admin-categories', path: '/admin/categories', group: 'admin' },
  { key: 'admin-settings', path: '/admin/settings', group: 'admin' },
  // Staff console (issue 14): accounts and the audit log.
  { key: 'admin-users', path: '/admin/users', group: 'admin' },
  { key: 'admin-user', path: '/admin/users/:id', group: 'admin' },
  { key: 'admin-audit-log', path: '/admin/audit-log', group: 'admin' },
  // Background jobs that failed every attempt (issue 17, ADR 0058).
  { key: 'admin-failed-jobs', path: '/admin/failed-jobs', group: 'admin' },
  // Staff console (issue 14): the contact inbox.
  {
    key: 'admin-contact-messages',
    path: '/admin/contact-messages',
    group: 'admin',
  },
  {
    key: 'admin-contact-message',
    path: '/admin/contact-messages/:id',
    group: 'admin',
  },
  // Staff console (issue 14): content in both languages.
  { key: 'admin-content', path: '/admin/content', group: 'admin' },
  {
    key: 'admin-content-page',
    path: '/admin/content/pages/:slug',
    group: 'admin',
  },
  { key: 'admin-faqs', path: '/admin/content/faqs', group: 'admin' },
  { key: 'admin-blog', path: '/admin/content/blog', group: 'admin' },
  {
    key: 'admin-blog-post',
    path: '/admin/content/blog/:id',
    group: 'admin',
  },
  { key: 'admin-banners', path: '/admin/content/banners', group: 'admin' },
  {
    key: 'admin-need-help',
    path: '/admin/content/need-help',
    group: 'admin',
  },
];

export const PAGE_ID_PREFIX = 'page.';

export function pageRouteId(key: string): string {
  return `${PAGE_ID_PREFIX}${key}`;
}

const BY_KEY = new Map(PAGES.map((page) => [page.key, page]));

export function findPage(key: string): PageDef | undefined {
  return BY_KEY.get(key);
}

/** The page key of a route id made by `pageRouteId`, or null. */
export function pageKeyFromRouteId(id: string | undefined): string | null {
  if (!id || !id.startsWith(PAGE_ID_PREFIX)) return null;
  const key = id.slice(PAGE_ID_PREFIX.length);
  return BY_KEY.has(key) ? key : null;
}

/**
 * Leftover template routes of SPEC.md §2 that still mean something: moved
 * permanently. The other leftovers (/job-title, /branch, /training-matrix,
 * /staff/downloads/…) are deliberately not registered and answer 404.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/credits-billing': '/pricing',
  '/credits-and-billing': '/pricing',
  '/bill-payment': '/pricing',
  '/billing-information': '/pricing',
  '/credits-and-billing/credits-pricing': '/pricing',
  '/pricing-buy-credits': '/pricing',
  '/buy-credits': '/pricing',
  '/myprofile': '/profile',
  '/dashboard': '/vendor/dashboard',
};

/**
 * Addresses people type for the search, which lives at /shopping (issue 43): `/search` and
 * Turkish `/arama` move there with their query (`?q=…&lang=tr`) kept.
 */
export const SEARCH_ALIASES: readonly string[] = ['/search', '/arama'];

/** Where a legacy URL moved to, keeping its query string; null when it did not move. */
export function legacyRedirectTarget(pathname: string, search = ''): string | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = LEGACY_REDIRECTS[normalized.toLowerCase()];
  return target ? `${target}${search}` : null;
}

/**
 * Pages that belong to a person's session (account, cart, checkout, panels):
 * search engines are asked not to index them.
 */
const PRIVATE_CUSTOMER_PAGES = new Set([
  'my-rides',
  'my-ride',
  'chat',
  'requests',
  'requests-new',
  'request-detail',
  'requests-edit',
  'wishlist',
  'my-orders',
  'my-reviews',
  'my-questions',
  'account-settings',
  'profile-address',
  'cart',
  'cart-shipping',
  'cart-payment',
  'checkout',
  'payment',
  'otp-verify',
  'registration-password',
  'set-new-password',
  'reset-password',
  'notifications',
  'order',
  'address',
  'profile',
  'dev-outbox',
]);

export function isIndexable(page: PageDef): boolean {
  if (page.group === 'customer') return !PRIVATE_CUSTOMER_PAGES.has(page.key);
  return (
    page.group === 'vendor-public' && page.key !== 'vendor-registration-otp' && page.key !== 'vendor-reset-password'
  );
}

/** The translation namespace of a page's title, description and intro. */
export function pageNamespace(page: PageDef): 'pages' | 'panel' {
  return page.group === 'customer' ? 'pages' : 'panel';
}

/**
 * Who may open a page (route-to-role guarding, which SPEC.md §2 leaves open).
 * `user`: any signed-in account (a vendor or driver is also a customer);
 * `vendor`, `driver`: that account type; `staff`: any staff role.
 */
export type PageAccess = 'public' | 'user' | 'vendor' | 'driver' | 'staff';

/** Customer pages that belong to a signed-in person. Sign-in, sign-up and recovery pages stay public. */
const SIGNED_IN_CUSTOMER_PAGES = new Set([
  'my-rides',
  'my-ride',
  'chat',
  'requests',
  'requests-new',
  'request-detail',
  'requests-edit',
  'wishlist',
  'my-orders',
  'my-reviews',
  'my-questions',
  'account-settings',
  'profile-address',
  'cart-shipping',
  'cart-payment',
  'checkout',
  'payment',
  'notifications',
  'order',
  'address',
  'profile',
  // The first password of an account made by OTP, set while its new session is open.
  'registration-password',
]);

export function pageAccess(page: PageDef): PageAccess {
  switch (page.group) {
    case 'vendor':
      return 'vendor';
    case 'driver':
      return page.key === 'driver-setup' ? 'user' : 'driver';
    case 'admin':
      return 'staff';
    case 'vendor-public':
      return 'public';
    default:
      return SIGNED_IN_CUSTOMER_PAGES.has(page.key) ? 'user' : 'public';
  }
}

/**
 * The storefront: the pages a shopper lands on from a search engine or a link, styled by app.css
 * alone before their first paint (ADR 0054; e2e/tests/storefront-css.e2e.ts holds them to it).
 */
export const STOREFRONT_PAGE_KEYS: ReadonlySet<string> = new Set([
  'home',
  'stores',
  'store-detail',
  'product-detail',
  'shopping',
  'cart',
  'faqs',
  'terms-and-conditions',
  'privacy-policy',
  'about-us',
]);

export function isStorefrontRoute(routeId: string): boolean {
  const key = pageKeyFromRouteId(routeId);
  return key !== null && STOREFRONT_PAGE_KEYS.has(key);
}
