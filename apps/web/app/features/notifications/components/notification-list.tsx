import { formatDate } from '@bedesten/core/i18n/dates';
import type { NotificationList as NotificationPage } from '@bedesten/core/schemas/orders';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate, useRevalidator } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { Pager } from '~/components/pager.tsx';
import { notificationsApi } from '../api.ts';

/**
 * Notifications, newest first, ten a page: unread ones marked "New", each
 * with its link and "Mark as read"; "Mark all as read" on top. Opening one
 * marks it read on the way.
 */
export function NotificationList({ list }: { list: NotificationPage }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);

  async function run(action: () => ReturnType<typeof notificationsApi.markAllRead>) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) onError(result);
    await revalidator.revalidate();
  }

  if (list.data.length === 0) {
    return (
      <div className="order-empty card">
        <p className="order-empty__title">{t('notifications.empty')}</p>
      </div>
    );
  }
  return (
    <div className="notification-list">
      <div className="notification-list__bar">
        <p aria-live="polite">
          <strong>{t('notifications.unread', { count: list.unread_count })}</strong>
        </p>
        {list.unread_count > 0 ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() => void run(() => notificationsApi.markAllRead())}
          >
            {t('notifications.markAllRead')}
          </button>
        ) : null}
      </div>
      <ul className="notification-items">
        {list.data.map((item) => (
          <li key={item.id} className={`notification-item card${item.read ? '' : ' is-unread'}`}>
            <div className="notification-item__text">
              {item.read ? null : <span className="order-chip order-chip--new">{t('notifications.new')}</span>}
              <p className="notification-item__message" id={`notification-${item.id}`}>
                {item.message}
              </p>
              <p className="muted">
                <time dateTime={item.created_at}>{formatDate(item.created_at, lang, 'dayMonthTime')}</time>
              </p>
            </div>
            <div className="notification-item__actions">
              {item.link ? (
                <Link
                  to={item.link}
                  className="button button--primary button--small"
                  aria-describedby={`notification-${item.id}`}
                  onClick={(event) => {
                    if (item.read) return;
                    event.preventDefault();
                    void notificationsApi.markRead(item.id).then(() => navigate(item.link!));
                  }}
                >
                  {t('notifications.open')}
                </Link>
              ) : null}
              {item.read ? null : (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-describedby={`notification-${item.id}`}
                  disabled={busy}
                  onClick={() => void run(() => notificationsApi.markRead(item.id))}
                >
                  {t('notifications.markRead')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} />
    </div>
  );
}
