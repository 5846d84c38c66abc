import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { staffPanelPath, vendorPanelPath } from '~/lib/access.ts';
import type { SessionUser } from '~/lib/root-data.ts';
import { useSessionActions } from '~/lib/use-session.ts';
import { ensureWishlistLoaded, useWishlistState } from '~/lib/wishlist-state.ts';
import { UserIcon } from './icons.tsx';

const LINKS = [
  { to: '/profile', key: 'profile' },
  { to: '/profile/my-orders', key: 'my-orders' },
  { to: '/chat', key: 'chat' },
  { to: '/requests', key: 'requests' },
  { to: '/my-rides', key: 'my-rides' },
  { to: '/profile/my-reviews', key: 'my-reviews' },
  { to: '/profile/address', key: 'profile-address' },
  { to: '/wishlist', key: 'wishlist' },
  { to: '/profile/account-settings', key: 'account-settings' },
] as const;

/**
 * The signed-in person's menu in the header: their name, their account
 * pages, the vendor panel for vendors and the staff panel for staff (same
 * session, no new sign-in) and sign out. A <details> disclosure, so it opens without JavaScript too; it
 * closes on navigation, on Escape and on a click elsewhere.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const session = useSessionActions();
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const vendorPanel = vendorPanelPath(user);
  const staffPanel = staffPanelPath(user);
  const hasDriverPanel = Boolean(user.driver_id) || user.type === 'driver';
  // The hearts' saved ids (one call per page load) also give the wishlist its count here.
  const wishlist = useWishlistState();
  useEffect(() => ensureWishlistLoaded(user.id), [user.id]);
  const savedCount = wishlist.loaded && wishlist.userId === user.id ? wishlist.ids.size : 0;

  // Close on navigation only: on the first run (hydration) a menu opened before the page was interactive stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <details ref={ref} className="account-menu">
      <summary className="header-action account-menu__toggle">
        <UserIcon />
        <span className="header-action__label account-menu__name">{user.first_name || user.name}</span>
        <span className="visually-hidden">{t('account.menu')}</span>
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__who">
          <span className="account-menu__signed">{t('account.signedInAs')}</span>
          <strong>{user.name}</strong>
        </p>
        <ul className="account-menu__list">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="account-menu__item">
                {t(`pages:${link.key}.title`)}
                {link.key === 'wishlist' && savedCount > 0 ? (
                  <span className="account-menu__count"> ({savedCount})</span>
                ) : null}
              </Link>
            </li>
          ))}
          {staffPanel ? (
            <li>
              <Link to={staffPanel} className="account-menu__item account-menu__item--accent">
                {t('account.staffPanel')}
              </Link>
            </li>
          ) : null}
          {vendorPanel ? (
            <li>
              <Link to={vendorPanel} className="account-menu__item account-menu__item--accent">
                {t('account.switchToVendor')}
              </Link>
            </li>
          ) : null}
          {/* A driver profile opens the driver panel; anyone else can set one up (ADR 0035). */}
          <li>
            <Link
              to={hasDriverPanel ? '/driver' : '/driver/setup'}
              className="account-menu__item account-menu__item--accent"
            >
              {hasDriverPanel ? t('driver:menu.panel') : t('driver:menu.become')}
            </Link>
          </li>
          <li>
            <button type="button" className="account-menu__item" onClick={() => void session.signOut()}>
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </details>
  );
}
