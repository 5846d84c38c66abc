import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ChangePasswordForm } from '~/features/account/components/change-password-form.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/vendor/change-password`: the partner's password (the API ends their other sessions). */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  return null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-change-password');

export default function VendorChangePasswordPage() {
  const { t } = useTranslation('panel');
  return (
    <div className="page page--panel">
      <PageHeader title={t('vendor-change-password.title')} intro={t('vendor-change-password.intro')} />
      <section className="card form-card narrow-card">
        <ChangePasswordForm onDone={(notice) => void notifySuccess(notice)} />
      </section>
    </div>
  );
}
