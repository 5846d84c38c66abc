import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { Link } from '~/components/link.tsx';
import { CookieSettingsButton } from '~/components/cookie-notice.tsx';
import { MenuIcon } from '~/components/icons.tsx';
import { LanguageSwitch } from '~/components/language-switch.tsx';
import { Brand } from '~/components/site-header.tsx';
import { pageKeyFromMatches } from '~/lib/page-key.ts';
import { navFor, panelFromRouteId, PANELS, type PanelConfig, type PanelKind } from '~/lib/panel-nav.ts';
import { findPage, pageNamespace, type PageDef } from '~/lib/pages.ts';
import { MOBILE_MAX_WIDTH } from '~/lib/client-state/state.ts';
import { vendorPanelPath } from '~/lib/access.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { useSessionActions } from '~/lib/use-session.ts';

// Only a signed-in store's own panel pages raise order alerts: the vendor sign-in pages skip that code (ADR 0049).
const NewOrderAlert = lazy(() =>
  import('~/features/orders/components/new-order-alert.tsx').then((module) => ({ default: module.NewOrderAlert })),
);
// Likewise the live counts (messages, notifications), for signed-in panel pages only (issue 43); a chunk that
// fails to load leaves them out, not the page.
const Nothing = (_props: { to?: string }) => null;
const liveLinks = () =>
  import('~/components/header-live-links.tsx').catch(() => ({ VendorChatBadge: Nothing, NotificationsLink: Nothing }));
const VendorChatBadge = lazy(() => liveLinks().then((module) => ({ default: module.VendorChatBadge })));
const NotificationsLink = lazy(() => liveLinks().then((module) => ({ default: module.NotificationsLink })));

/**
 * Vendor, driver and staff panels (one module, registered as `layout.vendor`,
 * `layout.driver` and `layout.admin`). Side navigation on desktop; on mobile
 * it folds into a "Menu" disclosure that works without JavaScript.
 */
/** Where signing out leaves a person: partners at the partner pages, drivers and staff at the sign-in page. */
function signOutTarget(kind: PanelKind, isPublic: boolean): string {
  if (kind !== 'vendor') return '/auth/sign-in';
  return isPublic ? '/vendor' : '/vendor/sign-in';
}

export default function PanelLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const panel = matches.map((match) => panelFromRouteId(match.id)).find(Boolean) ?? PANELS.vendor;
  const pageKey = pageKeyFromMatches(matches);
  const page = pageKey ? findPage(pageKey) : undefined;
  const isPublic = page?.group === 'vendor-public';
  const user = useSessionUser();
  const session = useSessionActions();
  const signedInPartner = user?.type === 'vendor';

  return (
    <div className="panel-shell">
      <header className="panel-header" data-theme="dark">
        <div className="panel-header__bar">
          <Brand to={isPublic ? '/vendor' : panel.home} suffix={t(panel.title)} />
          <div className="panel-header__actions">
            {isPublic && !signedInPartner && panel.publicNav.length > 0 ? (
              <nav aria-label={t('panel.publicNav')} className="panel-public-nav">
                <ul>
                  {panel.publicNav.map((item) => (
                    <li key={item.key}>
                      <NavLink to={item.path} end>
                        {t(`${pageNamespace(item)}:${item.key}.title`)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <LanguageSwitch />
            {isPublic && signedInPartner ? (
              <Link to={(user && vendorPanelPath(user)) ?? panel.home} className="button button--on-dark button--small">
                {t('panel.openPanel')}
              </Link>
            ) : null}
            {/* A vendor who also drives moves between their two panels with the same session. */}
            {!isPublic && panel.kind === 'vendor' && (user?.driver_id || user?.type === 'driver') ? (
              <Link to="/driver" className="button button--on-dark button--small">
                {t('driver:menu.panel')}
              </Link>
            ) : null}
            {panel.kind === 'driver' && signedInPartner && user ? (
              <Link to={vendorPanelPath(user) ?? panel.home} className="button button--on-dark button--small">
                {t('account.switchToVendor')}
              </Link>
            ) : null}
            {/* The same session works on both sides: switching needs no new sign-in. */}
            <Link to="/" className="button button--on-dark button--small">
              {t('panel.switchToCustomer')}
            </Link>
            {user && !isPublic && (panel.kind === 'vendor' || panel.kind === 'driver') ? (
              <Suspense fallback={null}>
                <NotificationsLink to={panel.kind === 'vendor' ? '/vendor/notifications' : '/notifications'} />
              </Suspense>
            ) : null}
            {user ? (
              <span className="panel-account">
                <span className="panel-account__name">{user.first_name || user.name}</span>
                <button
                  type="button"
                  className="button button--on-dark button--small"
                  onClick={() => void session.signOut({ to: signOutTarget(panel.kind, isPublic) })}
                >
                  {t('account.signOut')}
                </button>
              </span>
            ) : null}
          </div>
        </div>
      </header>
      <div className={isPublic ? 'panel-body panel-body--public' : 'panel-body'}>
        {isPublic ? null : <PanelSidebar panel={panel} />}
        <main id="main" tabIndex={-1} className="panel-main">
          {panel.kind === 'vendor' && !isPublic && signedInPartner && user?.store_id ? (
            <Suspense fallback={null}>
              <NewOrderAlert />
            </Suspense>
          ) : null}
          <Outlet />
        </main>
      </div>
      {/* The cookie choice can be changed from every page, panels included. */}
      <footer className="panel-footer">
        <CookieSettingsButton />
      </footer>
    </div>
  );
}

function PanelSidebar({ panel }: { panel: PanelConfig }) {
  const { t } = useTranslation();
  const staffRole = useSessionUser()?.staff_role;
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  // Open on desktop, folded on mobile; fold again after choosing a page on mobile.
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const desktop = window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
    const sync = () => {
      details.open = desktop.matches;
    };
    sync();
    desktop.addEventListener('change', sync);
    return () => desktop.removeEventListener('change', sync);
  }, [pathname]);

  return (
    <details ref={ref} className="panel-nav">
      <summary className="panel-nav__toggle">
        <MenuIcon />
        {t('panel.menu')}
      </summary>
      <nav aria-label={t('panel.sectionNav')}>
        {navFor(panel, staffRole).map((group) => (
          <div key={group.label ?? 'all'} className="panel-nav__group">
            {group.label ? <h2 className="panel-nav__heading">{t(`panel.groups.${group.label}`)}</h2> : null}
            <ul>
              {group.pages.map((item) => (
                <PanelLink key={item.key} page={item} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}

function PanelLink({ page }: { page: PageDef }) {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink to={page.path} end className="panel-nav__link" prefetch="intent">
        {t(`${pageNamespace(page)}:${page.key}.title`)}
        {page.key === 'vendor-chat' ? (
          <Suspense fallback={null}>
            <VendorChatBadge />
          </Suspense>
        ) : null}
      </NavLink>
    </li>
  );
}
