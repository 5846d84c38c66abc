import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { NavLink, useLocation } from 'react-router';

/** The account's pages, side by side on desktop and as a scrolling row on phones. */
const LINKS = [
  { to: '/profile', key: 'profile' },
  { to: '/profile/my-orders', key: 'my-orders' },
  { to: '/chat', key: 'chat' },
  { to: '/requests', key: 'requests' },
  { to: '/my-rides', key: 'my-rides' },
  { to: '/profile/my-reviews', key: 'my-reviews' },
  { to: '/profile/my-questions', key: 'my-questions' },
  { to: '/profile/address', key: 'profile-address' },
  { to: '/wishlist', key: 'wishlist' },
  { to: '/notifications', key: 'notifications' },
  { to: '/profile/account-settings', key: 'account-settings' },
] as const;

export function AccountNav() {
  const { t } = useTranslation('account');
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the row scrolls: bring the current page's link into view.
  useEffect(() => {
    ref.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <nav ref={ref} className="account-nav" aria-label={t('nav.label')}>
      <ul className="account-nav__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="account-nav__link">
              {t(`pages:${link.key}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
