import type { NotificationList as NotificationPage } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { NotificationList } from '~/features/notifications/components/notification-list.tsx';
import { loadNotifications } from '~/features/notifications/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireUser } from '~/lib/session.server.ts';

/** `/notifications`: the customer's order updates, newest first. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return { list: await loadNotifications(args.request) };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'notifications');

export default function NotificationsPage() {
  const { t } = useTranslation('orders');
  const { list } = useLoaderData<typeof loader>() as { list: NotificationPage | null };
  return (
    <div className="page container">
      <PageHeader title={t('pages:notifications.title')} intro={t('pages:notifications.intro')} />
      <div className="account-layout">
        <AccountNav />
        <div>
          {list ? (
            <NotificationList list={list} />
          ) : (
            <p className="alert alert--error" role="alert">
              {t('notifications.unavailable')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
