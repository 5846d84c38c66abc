import { PARTNER_TOPICS } from '@bedesten/core/notifications/topics';
import type { AccountSettings } from '@bedesten/core/schemas/profile';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { NotificationSettings } from './notification-settings.tsx';

/**
 * A partner panel's alert settings (`/vendor/notification-settings`,
 * `/driver/notification-settings`): how the partner hears of staff approving
 * them and of new work (orders, matching requests, ride offers), by e-mail,
 * SMS and push; and whether this browser takes push (`push`: the push
 * feature's switch, passed in). The same account toggles the customer's
 * settings page keeps, for the partner's topics.
 */
export function PartnerAlertSettings({
  kind,
  settings,
  push,
}: {
  kind: 'vendor' | 'driver';
  settings: AccountSettings | null;
  push: ReactNode;
}) {
  const { t } = useTranslation('account');
  const page = `${kind}-notification-settings`;
  return (
    <div className="page page--panel">
      <PageHeader title={t(`panel:${page}.title`)} intro={t(`panel:${page}.intro`)} />
      <section className="card" aria-labelledby="partner-alerts-title">
        <h2 id="partner-alerts-title">{t('settings.notificationsTitle')}</h2>
        {settings ? (
          <NotificationSettings initial={settings.notifications} topics={PARTNER_TOPICS[kind]} partner />
        ) : (
          <p className="alert alert--error">{t('settings.unavailable')}</p>
        )}
        <h3 id="push-title">{t('push:title')}</h3>
        {push}
      </section>
    </div>
  );
}
