import { useTranslation } from 'react-i18next';
import { Link, redirect, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AuthPage } from '~/features/auth/components/auth-page.tsx';
import { VendorSignUpForm } from '~/features/auth/components/vendor-sign-up-form.tsx';
import { vendorPanelPath } from '~/lib/access.ts';
import { pageMeta } from '~/lib/meta.ts';
import { sessionUser } from '~/lib/session.server.ts';

/**
 * `/vendor/sign-up`. A partner already signed in goes to their panel; a
 * signed-in customer may sign up (the API makes their account a vendor).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await sessionUser(context);
  if (user?.type === 'vendor') throw redirect(vendorPanelPath(user) ?? '/vendor/dashboard');
  return null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-sign-up');

export default function VendorSignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage
      pageKey="vendor-sign-up"
      footer={
        <ul className="link-list">
          <li>
            {t('vendorSignUp.already')} <Link to="/vendor/sign-in">{t('signUp.signIn')}</Link>
          </li>
        </ul>
      }
    >
      <VendorSignUpForm />
    </AuthPage>
  );
}
