import { NavLink } from 'react-router';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useSessionUser } from '~/lib/root-data.ts';
import { useUnreadNotifications } from '../unread-notifications.ts';

const BellIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </svg>
);

/**
 * A header's link to the signed-in person's notifications, with how many are
 * unread, kept live over the account socket (issue 43). The header loads it
 * only for someone signed in, after the page's own code.
 */
export function NotificationsLink({ to = '/notifications' }: { to?: string }) {
  const { t } = useTranslation('orders');
  const user = useSessionUser();
  const count = useUnreadNotifications(user?.id ?? null);
  if (!user) return null;
  return (
    <NavLink
      to={to}
      end
      className="header-action"
      aria-label={count > 0 ? t('notifications.headerUnread', { count }) : t('notifications.header')}
    >
      <span className="header-action__icon">
        <BellIcon />
        {count > 0 ? (
          <span className="notice-badge" aria-hidden="true" data-testid="notifications-badge">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className="header-action__label" aria-hidden="true">
        {t('notifications.header')}
      </span>
    </NavLink>
  );
}
