import { useTranslation } from '~/lib/i18n-react.tsx';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { AuthPage } from '~/features/auth/components/auth-page.tsx';
import { SignUpForm } from '~/features/auth/components/sign-up-form.tsx';
import { withRedirect } from '~/lib/access.ts';
import { pageMeta } from '~/lib/meta.ts';
import { redirectIfSignedIn } from '~/lib/session.server.ts';
import { useRedirectParam } from '~/lib/use-session.ts';

/** `/auth/sign-up`: a customer account with name, e-mail, mobile and password. */
export const loader = (args: LoaderFunctionArgs) => redirectIfSignedIn(args);

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'auth-sign-up');

export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const back = useRedirectParam();
  return (
    <AuthPage
      pageKey="auth-sign-up"
      footer={
        <ul className="link-list">
          <li>
            {t('signUp.haveAccount')} <Link to={withRedirect('/login', back)}>{t('signUp.signIn')}</Link>
          </li>
          <li>
            <Link to={withRedirect('/registration', back)}>{t('signIn.signUpWithMobile')}</Link>
          </li>
          <li>
            {t('signUp.business')} <Link to="/vendor/sign-up">{t('signIn.becomePartner')}</Link>
          </li>
        </ul>
      }
    >
      <SignUpForm redirect={back} />
    </AuthPage>
  );
}
