/**
 * Every page of SPEC.md §2 (plus the driver and staff panels), in one table.
 *
 * `routes.ts` registers each entry; the generic page module and the meta
 * helper look pages up by route id (`page.<key>`). Translations live under
 * `pages:<key>.title|description|intro` in both locales. Pages that have their
 * own route module say so in `module`; the rest share `routes/page.tsx`.
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
  /** Route module, relative to app/; defaults to the generic page (guarded when the page is). */
  module?: string;
}

const GENERIC = 'routes/page.tsx';
const GENERIC_GUARDED = 'routes/guarded-page.tsx';
/** The product listings share one module (filters over users-product-list). */
const SHOPPING = 'routes/catalogue/shopping.tsx';

export const PAGES: readonly PageDef[] = [
  // Customer routes (SPEC.md §2), in the spec's order.
  { key: 'home', path: '/', group: 'customer', module: 'routes/home.tsx' },
  { key: 'login', path: '/login', group: 'customer', module: 'routes/auth/sign-in.tsx' },
  { key: 'auth-sign-in', path: '/auth/sign-in', group: 'customer', module: 'routes/auth/sign-in.tsx' },
  { key: 'auth-sign-up', path: '/auth/sign-up', group: 'customer', module: 'routes/auth/sign-up.tsx' },
  {
    key: 'auth-forgot-password',
    path: '/auth/forgot-password',
    group: 'customer',
    module: 'routes/auth/forgot-password.tsx',
  },
  { key: 'wishlist', path: '/wishlist', group: 'customer', module: 'routes/wishlist/wishlist.tsx' },
  { key: 'my-orders', path: '/profile/my-orders', group: 'customer', module: 'routes/orders/my-orders.tsx' },
  // SPEC.md §2 lists "my reviews" among the customer's pages without a URL; it sits beside my orders.
  { key: 'my-reviews', path: '/profile/my-reviews', group: 'customer', module: 'routes/account/my-reviews.tsx' },
  {
    key: 'my-questions',
    path: '/profile/my-questions',
    group: 'customer',
    module: 'routes/account/my-questions.tsx',
  },
  {
    key: 'account-settings',
    path: '/profile/account-settings',
    group: 'customer',
    module: 'routes/account/account-settings.tsx',
  },
  { key: 'profile-address', path: '/profile/address', group: 'customer', module: 'routes/account/address-book.tsx' },
  // Customer–vendor chat and broadcast requests (SPEC.md §2; ADR 0033, 0034).
  { key: 'chat', path: '/chat', group: 'customer', module: 'routes/chat/chat.tsx' },
  { key: 'requests', path: '/requests', group: 'customer', module: 'routes/requests/list.tsx' },
  { key: 'requests-new', path: '/requests/new', group: 'customer', module: 'routes/requests/new.tsx' },
  { key: 'request-detail', path: '/requests/:id', group: 'customer', module: 'routes/requests/detail.tsx' },
  { key: 'requests-edit', path: '/requests/:id/edit', group: 'customer', module: 'routes/requests/edit.tsx' },
  // Cab booking and the customer's rides (SPEC.md §2; ADR 0035).
  { key: 'cab', path: '/cab', group: 'customer', module: 'routes/cabs/cab.tsx' },
  { key: 'my-rides', path: '/my-rides', group: 'customer', module: 'routes/cabs/my-rides.tsx' },
  { key: 'my-ride', path: '/my-rides/:id', group: 'customer', module: 'routes/cabs/my-ride.tsx' },
  { key: 'cart', path: '/cart', group: 'customer', module: 'routes/cart/cart.tsx' },
  { key: 'cart-shipping', path: '/cart/shipping', group: 'customer', module: 'routes/checkout/shipping.tsx' },
  {
    key: 'cart-payment',
    path: '/cart/shipping/payment',
    group: 'customer',
    module: 'routes/checkout/payment-method.tsx',
  },
  { key: 'checkout', path: '/checkout', group: 'customer', module: 'routes/checkout/checkout.tsx' },
  { key: 'payment', path: '/payment', group: 'customer', module: 'routes/checkout/payment.tsx' },
  { key: 'otp-verify', path: '/otp-verify', group: 'customer', module: 'routes/auth/otp-verify.tsx' },
  { key: 'registration', path: '/registration', group: 'customer', module: 'routes/auth/registration.tsx' },
  {
    key: 'registration-password',
    path: '/registration-password',
    group: 'customer',
    module: 'routes/auth/registration-password.tsx',
  },
  {
    key: 'set-new-password',
    path: '/set-new-password',
    group: 'customer',
    module: 'routes/auth/new-password.tsx',
  },
  { key: 'reset-password', path: '/reset-password', group: 'customer', module: 'routes/auth/new-password.tsx' },
  { key: 'stores', path: '/stores', group: 'customer', module: 'routes/catalogue/stores.tsx' },
  { key: 'store-detail', path: '/stores/:storeSlug', group: 'customer', module: 'routes/catalogue/store-detail.tsx' },
  {
    key: 'product-detail',
    path: '/stores/:storeSlug/:productSlug',
    group: 'customer',
    module: 'routes/catalogue/product-detail.tsx',
  },
  { key: 'category', path: '/category', group: 'customer', module: 'routes/catalogue/category.tsx' },
  { key: 'sub-category', path: '/sub-category', group: 'customer', module: SHOPPING },
  { key: 'brands-collection', path: '/brands/collection', group: 'customer', module: SHOPPING },
  { key: 'collection', path: '/collection', group: 'customer', module: SHOPPING },
  { key: 'shopping', path: '/shopping', group: 'customer', module: SHOPPING },
  { key: 'notifications', path: '/notifications', group: 'customer', module: 'routes/notifications/notifications.tsx' },
  { key: 'order', path: '/order', group: 'customer', module: 'routes/orders/order-detail.tsx' },
  { key: 'address', path: '/address', group: 'customer', module: 'routes/account/address-book.tsx' },
  { key: 'profile', path: '/profile', group: 'customer', module: 'routes/account/profile.tsx' },
  { key: 'help', path: '/help', group: 'customer', module: 'routes/help.tsx' },
  { key: 'contact-us', path: '/contact-us', group: 'customer', module: 'routes/contact-us.tsx' },
  // The same form as /contact-us, which is the canonical address.
  { key: 'contact', path: '/contact', group: 'customer', module: 'routes/contact-us.tsx' },
  { key: 'orders-and-delivery', path: '/orders-and-delivery', group: 'customer', module: 'routes/content-page.tsx' },
  { key: 'payment-and-pricing', path: '/payment-and-pricing', group: 'customer', module: 'routes/content-page.tsx' },
  { key: 'returns-and-refunds', path: '/returns-and-refunds', group: 'customer', module: 'routes/content-page.tsx' },
  { key: 'faqs', path: '/faqs', group: 'customer', module: 'routes/faqs.tsx' },
  { key: 'terms-and-conditions', path: '/terms-and-conditions', group: 'customer', module: 'routes/content-page.tsx' },
  { key: 'privacy-policy', path: '/privacy-policy', group: 'customer', module: 'routes/content-page.tsx' },
  {
    key: 'modern-slavery-statement',
    path: '/modern-slavery-statement',
    group: 'customer',
    module: 'routes/content-page.tsx',
  },
  { key: 'accessibility', path: '/accessibility', group: 'customer', module: 'routes/content-page.tsx' },
  {
    key: 'protection-of-intellectual-property',
    path: '/protection-of-intellectual-property',
    group: 'customer',
    module: 'routes/content-page.tsx',
  },
  { key: 'about-us', path: '/about-us', group: 'customer', module: 'routes/content-page.tsx' },
  { key: 'blog', path: '/blog', group: 'customer', module: 'routes/blog/list.tsx' },
  { key: 'blog-details', path: '/blog/details', group: 'customer', module: 'routes/blog/details.tsx' },
  { key: 'pricing', path: '/pricing', group: 'customer', module: 'routes/pricing.tsx' },
  // Demo helper (not in SPEC.md §2): the messages the app sent, where people trying it read their codes.
  { key: 'dev-outbox', path: '/dev/outbox', group: 'customer', module: 'routes/dev-outbox.tsx' },

  // Vendor routes (SPEC.md §2): public partner pages, then the vendor panel.
  { key: 'vendor', path: '/vendor', group: 'vendor-public', module: 'routes/vendor/partner.tsx' },
  { key: 'vendor-sign-in', path: '/vendor/sign-in', group: 'vendor-public', module: 'routes/auth/sign-in.tsx' },
  { key: 'vendor-sign-up', path: '/vendor/sign-up', group: 'vendor-public', module: 'routes/vendor/sign-up.tsx' },
  {
    key: 'vendor-registration-otp',
    path: '/vendor/registration/otp',
    group: 'vendor-public',
    module: 'routes/auth/otp-verify.tsx',
  },
  {
    key: 'vendor-reset-password',
    path: '/vendor/reset-password',
    group: 'vendor-public',
    module: 'routes/auth/new-password.tsx',
  },
  { key: 'vendor-forgot', path: '/vendor/forgot', group: 'vendor-public', module: 'routes/auth/forgot-password.tsx' },
  {
    key: 'vendor-change-password',
    path: '/vendor/change-password',
    group: 'vendor',
    module: 'routes/vendor/change-password.tsx',
  },
  { key: 'vendor-setup-store', path: '/vendor/setup-store', group: 'vendor', module: 'routes/vendor/setup-store.tsx' },
  { key: 'vendor-dashboard', path: '/vendor/dashboard', group: 'vendor', module: 'routes/vendor/dashboard.tsx' },
  { key: 'vendor-orders', path: '/vendor/orders', group: 'vendor', module: 'routes/vendor/orders.tsx' },
  { key: 'vendor-transaction', path: '/vendor/transaction', group: 'vendor', module: 'routes/vendor/transactions.tsx' },
  { key: 'vendor-report', path: '/vendor/report', group: 'vendor', module: 'routes/vendor/report.tsx' },
  {
    key: 'vendor-product-manage',
    path: '/vendor/product-manage',
    group: 'vendor',
    module: 'routes/vendor/product-manage.tsx',
  },
  {
    key: 'vendor-sub-category-add',
    path: '/vendor/sub-category/add',
    group: 'vendor',
    module: 'routes/vendor/sub-category-form.tsx',
  },
  {
    key: 'vendor-sub-category-edit',
    path: '/vendor/sub-category/edit/:id',
    group: 'vendor',
    module: 'routes/vendor/sub-category-form.tsx',
  },
  {
    key: 'vendor-sub-category',
    path: '/vendor/sub-category/:id',
    group: 'vendor',
    module: 'routes/vendor/sub-category-products.tsx',
  },
  { key: 'vendor-products', path: '/vendor/products', group: 'vendor', module: 'routes/vendor/product-form.tsx' },
  {
    key: 'vendor-products-edit',
    path: '/vendor/products-edit',
    group: 'vendor',
    module: 'routes/vendor/product-form.tsx',
  },
  {
    key: 'vendor-product-details',
    path: '/vendor/product-details',
    group: 'vendor',
    module: 'routes/vendor/product-details.tsx',
  },
  { key: 'vendor-reviews', path: '/vendor/reviews', group: 'vendor', module: 'routes/vendor/reviews.tsx' },
  {
    key: 'vendor-notifications',
    path: '/vendor/notifications',
    group: 'vendor',
    module: 'routes/vendor/notifications.tsx',
  },
  // Customers' questions about the store's products, answered from the panel.
  { key: 'vendor-questions', path: '/vendor/questions', group: 'vendor', module: 'routes/vendor/questions.tsx' },
  {
    key: 'vendor-store-details',
    path: '/vendor/store-details',
    group: 'vendor',
    module: 'routes/vendor/store-details.tsx',
  },
  { key: 'vendor-chat', path: '/vendor/chat', group: 'vendor', module: 'routes/vendor/chat.tsx' },
  { key: 'vendor-requests', path: '/vendor/requests', group: 'vendor', module: 'routes/vendor/requests.tsx' },
  { key: 'vendor-offers', path: '/vendor/offers', group: 'vendor', module: 'routes/vendor/offers.tsx' },
  { key: 'vendor-offers-add', path: '/vendor/offers/add', group: 'vendor', module: 'routes/vendor/offer-form.tsx' },
  {
    key: 'vendor-offers-edit',
    path: '/vendor/offers/edit/:id',
    group: 'vendor',
    module: 'routes/vendor/offer-form.tsx',
  },
  {
    key: 'vendor-delivery-charges',
    path: '/vendor/delivery-charges',
    group: 'vendor',
    module: 'routes/vendor/delivery-charges.tsx',
  },
  { key: 'vendor-vat-rates', path: '/vendor/vat-rates', group: 'vendor', module: 'routes/vendor/vat-rates.tsx' },
  { key: 'vendor-profile', path: '/vendor/profile', group: 'vendor', module: 'routes/vendor/profile.tsx' },
  {
    key: 'vendor-terms-and-conditions',
    path: '/vendor/terms-and-conditions',
    group: 'vendor',
    module: 'routes/content-page.tsx',
  },

  // Driver panel (SPEC.md §1: driver setup, received rides).
  { key: 'driver', path: '/driver', group: 'driver', module: 'routes/driver/dashboard.tsx' },
  { key: 'driver-rides', path: '/driver/rides', group: 'driver', module: 'routes/driver/rides.tsx' },
  // The API's ride notices link here (/driver/rides/<id>).
  { key: 'driver-ride', path: '/driver/rides/:id', group: 'driver', module: 'routes/driver/ride-detail.tsx' },
  // Any signed-in account (a customer, a vendor) becomes a driver here, inside the driver panel's layout.
  { key: 'driver-setup', path: '/driver/setup', group: 'driver', module: 'routes/driver/setup.tsx' },

  // Staff approvals (SPEC.md §1, §4: products, sub-categories, stores and requests).
  { key: 'admin', path: '/admin', group: 'admin', module: 'routes/admin/overview.tsx' },
  { key: 'admin-stores', path: '/admin/stores', group: 'admin', module: 'routes/admin/stores.tsx' },
  { key: 'admin-products', path: '/admin/products', group: 'admin', module: 'routes/admin/products.tsx' },
  {
    key: 'admin-sub-categories',
    path: '/admin/sub-categories',
    group: 'admin',
    module: 'routes/admin/sub-categories.tsx',
  },
  // Staff find any order and cancel it (a dispute, a store that cannot deliver).
  { key: 'admin-orders', path: '/admin/orders', group: 'admin', module: 'routes/admin/orders.tsx' },
  // Staff hide an abusive review (the author is told why) and show it again.
  { key: 'admin-reviews', path: '/admin/reviews', group: 'admin', module: 'routes/admin/reviews.tsx' },
  { key: 'admin-questions', path: '/admin/questions', group: 'admin', module: 'routes/admin/questions.tsx' },
  { key: 'admin-requests', path: '/admin/requests', group: 'admin', module: 'routes/admin/requests.tsx' },
  { key: 'admin-drivers', path: '/admin/drivers', group: 'admin', module: 'routes/admin/drivers.tsx' },
  { key: 'admin-rides', path: '/admin/rides', group: 'admin', module: 'routes/admin/rides.tsx' },
  { key: 'admin-cab-fares', path: '/admin/cab-fares', group: 'admin', module: 'routes/admin/cab-fares.tsx' },
  { key: 'admin-chat-reports', path: '/admin/chat-reports', group: 'admin', module: 'routes/admin/chat-reports.tsx' },
  { key: 'admin-categories', path: '/admin/categories', group: 'admin', module: 'routes/admin/categories.tsx' },
  { key: 'admin-settings', path: '/admin/settings', group: 'admin', module: 'routes/admin/settings.tsx' },
  // Staff console (issue 14): accounts and the audit log.
  { key: 'admin-users', path: '/admin/users', group: 'admin', module: 'routes/admin/users.tsx' },
  { key: 'admin-user', path: '/admin/users/:id', group: 'admin', module: 'routes/admin/user.tsx' },
  { key: 'admin-audit-log', path: '/admin/audit-log', group: 'admin', module: 'routes/admin/audit-log.tsx' },
  // Staff console (issue 14): the contact inbox.
  {
    key: 'admin-contact-messages',
    path: '/admin/contact-messages',
    group: 'admin',
    module: 'routes/admin/contact-messages.tsx',
  },
  {
    key: 'admin-contact-message',
    path: '/admin/contact-messages/:id',
    group: 'admin',
    module: 'routes/admin/contact-message.tsx',
  },
  // Staff console (issue 14): content in both languages.
  { key: 'admin-content', path: '/admin/content', group: 'admin', module: 'routes/admin/content/index.tsx' },
  {
    key: 'admin-content-page',
    path: '/admin/content/pages/:slug',
    group: 'admin',
    module: 'routes/admin/content/page.tsx',
  },
  { key: 'admin-faqs', path: '/admin/content/faqs', group: 'admin', module: 'routes/admin/content/faqs.tsx' },
  { key: 'admin-blog', path: '/admin/content/blog', group: 'admin', module: 'routes/admin/content/blog.tsx' },
  {
    key: 'admin-blog-post',
    path: '/admin/content/blog/:id',
    group: 'admin',
    module: 'routes/admin/content/blog-post.tsx',
  },
  { key: 'admin-banners', path: '/admin/content/banners', group: 'admin', module: 'routes/admin/content/banners.tsx' },
  {
    key: 'admin-need-help',
    path: '/admin/content/need-help',
    group: 'admin',
    module: 'routes/admin/content/need-help.tsx',
  },
];

export const PAGE_ID_PREFIX = 'page.';

export function pageRouteId(key: string): string {
  return `${PAGE_ID_PREFIX}${key}`;
}

export function pageModule(page: PageDef): string {
  return page.module ?? (pageAccess(page) === 'public' ? GENERIC : GENERIC_GUARDED);
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
