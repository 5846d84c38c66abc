import type { NotificationList as NotificationPage } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { NotificationList } from '~/features/notifications/components/notification-list.tsx';
import { loadNotifications } from '~/features/notifications/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/vendor/notifications`: new orders and cancellations, with the live new-order alert on top. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  return { list: await loadNotifications(args.request) };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-notifications');

export default function VendorNotificationsPage() {
  const { t } = useTranslation('orders');
  const { list } = useLoaderData<typeof loader>() as { list: NotificationPage | null };
  return (
    <div className="page page--panel">
      <PageHeader title={t('panel:vendor-notifications.title')} intro={t('panel:vendor-notifications.intro')} />
      <div className="stack-lg">
        {list ? (
          <NotificationList list={list} />
        ) : (
          <p className="alert alert--error" role="alert">
            {t('notifications.unavailable')}
          </p>
        )}
      </div>
    </div>
  );
}
