import { hasStaffRole, type StaffRole } from '@bedesten/core/auth/roles';
import { findPage, type PageDef } from './pages.ts';

/** The panels that share routes/layouts/panel.tsx, by layout route id. */
export type PanelKind = 'vendor' | 'driver' | 'admin';

export interface PanelNavGroup {
  /** common:panel.groups.<label>; null for a panel with a single group. */
  label: string | null;
  pages: PageDef[];
}

export interface PanelConfig {
  kind: PanelKind;
  /** common:panel.<title> */
  title: string;
  home: string;
  nav: PanelNavGroup[];
  /** Public pages shown in the panel's header when signed out (partner sign-in…). */
  publicNav: PageDef[];
}

function pages(...keys: string[]): PageDef[] {
  return keys.map((key) => {
    const page = findPage(key);
    if (!page) throw new Error(`Unknown page in panel navigation: ${key}`);
    return page;
  });
}

export const PANELS: Record<PanelKind, PanelConfig> = {
  vendor: {
    kind: 'vendor',
    title: 'panel.vendorTitle',
    home: '/vendor/dashboard',
    nav: [
      {
        label: 'overview',
        pages: pages('vendor-dashboard', 'vendor-notifications', 'vendor-notification-settings', 'vendor-chat'),
      },
      {
        label: 'sales',
        pages: pages(
          'vendor-orders',
          'vendor-requests',
          'vendor-transaction',
          'vendor-report',
          'vendor-reviews',
          'vendor-questions',
        ),
      },
      {
        label: 'catalogue',
        pages: pages(
          'vendor-product-manage',
          'vendor-products',
          'vendor-sub-category-add',
          'vendor-offers',
          'vendor-delivery-charges',
          'vendor-vat-rates',
        ),
      },
      {
        label: 'store',
        pages: pages(
          'vendor-store-details',
          'vendor-setup-store',
          'vendor-profile',
          'vendor-change-password',
          'vendor-terms-and-conditions',
        ),
      },
    ],
    publicNav: pages('vendor-sign-in', 'vendor-sign-up'),
  },
  driver: {
    kind: 'driver',
    title: 'panel.driverTitle',
    home: '/driver',
    nav: [{ label: null, pages: pages('driver', 'driver-rides', 'driver-setup', 'driver-notification-settings') }],
    publicNav: [],
  },
  admin: {
    kind: 'admin',
    title: 'panel.adminTitle',
    home: '/admin',
    nav: [
      { label: 'overview', pages: pages('admin') },
      {
        label: 'approvals',
        pages: pages('admin-stores', 'admin-products', 'admin-sub-categories', 'admin-requests', 'admin-drivers'),
      },
      { label: 'moderation', pages: pages('admin-reviews', 'admin-questions', 'admin-chat-reports') },
      { label: 'operations', pages: pages('admin-orders', 'admin-rides', 'admin-cab-fares') },
      { label: 'people', pages: pages('admin-users', 'admin-audit-log', 'admin-contact-messages') },
      {
        label: 'content',
        pages: pages('admin-content', 'admin-faqs', 'admin-blog', 'admin-banners', 'admin-need-help'),
      },
      { label: 'platform', pages: pages('admin-categories', 'admin-settings', 'admin-failed-jobs') },
    ].filter((group) => group.pages.length > 0),
    publicNav: [],
  },
};

/**
 * Staff pages that need more than the plain staff role (ADR 0037); the API
 * refuses the others anyway, this only keeps their links out of the way.
 */
export const STAFF_PAGE_ROLES: Readonly<Record<string, StaffRole>> = {
  'admin-audit-log': 'manager',
};

/** The panel's navigation as this staff role sees it: pages above the role left out, empty groups dropped. */
export function navFor(panel: PanelConfig, staffRole: StaffRole | null | undefined): PanelNavGroup[] {
  if (panel.kind !== 'admin') return panel.nav;
  return panel.nav
    .map((group) => ({
      ...group,
      pages: group.pages.filter((page) => {
        const needed = STAFF_PAGE_ROLES[page.key];
        return !needed || hasStaffRole(staffRole, needed);
      }),
    }))
    .filter((group) => group.pages.length > 0);
}

const LAYOUT_PREFIX = 'layout.';

/** The panel of a layout route id such as `layout.vendor`. */
export function panelFromRouteId(id: string | undefined): PanelConfig | null {
  if (!id?.startsWith(LAYOUT_PREFIX)) return null;
  const kind = id.slice(LAYOUT_PREFIX.length);
  return kind in PANELS ? PANELS[kind as PanelKind] : null;
}
