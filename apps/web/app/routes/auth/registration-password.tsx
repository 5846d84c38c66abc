import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { ChangePasswordForm } from '~/features/account/components/change-password-form.tsx';
import { AuthPage } from '~/features/auth/components/auth-page.tsx';
import { afterSignInPath } from '~/lib/access.ts';
import { pageMeta } from '~/lib/meta.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { requireUser } from '~/lib/session.server.ts';
import { useRedirectParam } from '~/lib/use-session.ts';

/**
 * `/registration-password`: right after signing up by code, the account may
 * get a password (so e-mail sign-in works too), or skip it for now.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'registration-password');

export default function RegistrationPasswordPage() {
  const { t } = useTranslation('auth');
  const user = useSessionUser();
  const navigate = useNavigate();
  const back = useRedirectParam();
  const next = user ? afterSignInPath(user, back) : '/';
  return (
    <AuthPage
      pageKey="registration-password"
      footer={
        <p>
          <Link to={next}>{t('registrationPassword.skip')}</Link>
        </p>
      }
    >
      <ChangePasswordForm
        askCurrent={false}
        submitLabel={t('registrationPassword.submit')}
        onDone={async (notice) => {
          notifySuccess(notice);
          await navigate(next, { replace: true });
        }}
      />
    </AuthPage>
  );
}
