import { useTranslation } from '~/lib/i18n-react.tsx';
import { type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { AuthPage } from '~/features/auth/components/auth-page.tsx';
import { ForgotPasswordForm } from '~/features/auth/components/forgot-password-form.tsx';
import { withRedirect } from '~/lib/access.ts';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches, usePageKey } from '~/lib/page-key.ts';
import { useRedirectParam } from '~/lib/use-session.ts';

/** `/auth/forgot-password` -> `/otp-verify` -> `/set-new-password`; `/vendor/forgot` -> `/vendor/reset-password`. */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, pageKeyFromMatches(matches) ?? 'auth-forgot-password');

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const key = usePageKey() ?? 'auth-forgot-password';
  const partner = key === 'vendor-forgot';
  const back = useRedirectParam();
  const signIn = partner ? '/vendor/sign-in' : withRedirect('/login', back);
  return (
    <AuthPage
      pageKey={key}
      footer={
        <ul className="link-list">
          <li>
            {t('forgot.remembered')} <Link to={signIn}>{t('signUp.signIn')}</Link>
          </li>
        </ul>
      }
    >
      <ForgotPasswordForm key={key} next={partner ? '/vendor/reset-password' : '/otp-verify'} redirect={back} />
    </AuthPage>
  );
}
