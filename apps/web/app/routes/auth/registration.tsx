import { useTranslation } from '~/lib/i18n-react.tsx';
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { AuthPage } from '~/features/auth/components/auth-page.tsx';
import { RegistrationForm } from '~/features/auth/components/registration-form.tsx';
import { withRedirect } from '~/lib/access.ts';
import { pageMeta } from '~/lib/meta.ts';
import { redirectIfSignedIn } from '~/lib/session.server.ts';
import { useRedirectParam } from '~/lib/use-session.ts';

/** `/registration`: sign-up by mobile number and code. */
export const loader = (args: LoaderFunctionArgs) => redirectIfSignedIn(args);

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'registration');

export default function RegistrationPage() {
  const { t } = useTranslation('auth');
  const back = useRedirectParam();
  return (
    <AuthPage
      pageKey="registration"
      footer={
        <ul className="link-list">
          <li>
            {t('signUp.haveAccount')} <Link to={withRedirect('/login', back)}>{t('signUp.signIn')}</Link>
          </li>
          <li>
            <Link to={withRedirect('/auth/sign-up', back)}>{t('registration.withEmail')}</Link>
          </li>
        </ul>
      }
    >
      <RegistrationForm redirect={back} />
    </AuthPage>
  );
}
