import { CUSTOMER_TOPICS } from '@bedesten/core/notifications/topics';
import type { AccountSettings } from '@bedesten/core/schemas/profile';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { ChangePasswordForm } from '~/features/account/components/change-password-form.tsx';
import { DeleteAccount } from '~/features/account/components/delete-account.tsx';
import { NotificationSettings } from '~/features/account/components/notification-settings.tsx';
import { SignOutEverywhere } from '~/features/account/components/sign-out-everywhere.tsx';
import { VatForm } from '~/features/account/components/vat-form.tsx';
import { PushToggle } from '~/features/push/components/push-toggle.tsx';
import { e164Of } from '~/lib/e164.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { requireUser } from '~/lib/session.server.ts';

/** `/profile/account-settings`: notifications, VAT number, password, signing out everywhere, and deleting the account. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: AccountSettings }>(args.request, 'account-settings', undefined, { lang });
  return { settings: result.ok ? result.data.data : null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'account-settings');

export default function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { settings } = useLoaderData<typeof loader>();
  const user = useSessionUser();
  const codeTo = user?.mobile && user.country_code ? e164Of(user.country_code, user.mobile) : (user?.email ?? null);
  return (
    <div className="page container">
      <PageHeader title={t('pages:account-settings.title')} intro={t('pages:account-settings.intro')} />
      <div className="account-layout">
        <AccountNav />
        <div className="stack-lg">
          <section className="card" aria-labelledby="notifications-title">
            <h2 id="notifications-title">{t('settings.notificationsTitle')}</h2>
            {settings ? (
              <NotificationSettings initial={settings.notifications} topics={CUSTOMER_TOPICS} />
            ) : (
              <p className="alert alert--error">{t('settings.unavailable')}</p>
            )}
            <h3 id="push-title">{t('push:title')}</h3>
            <PushToggle />
          </section>
          <section className="card" aria-labelledby="vat-title">
            <h2 id="vat-title">{t('settings.vatTitle')}</h2>
            {settings ? <VatForm initial={settings.vat_number} /> : null}
          </section>
          <section className="card" aria-labelledby="password-title">
            <h2 id="password-title">{t('settings.passwordTitle')}</h2>
            <ChangePasswordForm onDone={(notice) => void notifySuccess(notice)} />
          </section>
          <section className="card" aria-labelledby="sign-out-all-title">
            <h2 id="sign-out-all-title">{t('signOutAll.title')}</h2>
            <SignOutEverywhere />
          </section>
          <section className="card card--danger" aria-labelledby="delete-title">
            <h2 id="delete-title">{t('delete.title')}</h2>
            <DeleteAccount destination={codeTo} />
          </section>
        </div>
      </div>
    </div>
  );
}
