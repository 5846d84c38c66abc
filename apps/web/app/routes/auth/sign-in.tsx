import { useTranslation } from '~/lib/i18n-react.tsx';
import { redirect, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { AuthPage } from '~/features/auth/components/auth-page.tsx';
import { SignInTabs } from '~/features/auth/components/sign-in-tabs.tsx';
import { afterSignInPath, REDIRECT_PARAM, withRedirect } from '~/lib/access.ts';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches, usePageKey } from '~/lib/page-key.ts';
import { sessionUser } from '~/lib/session.server.ts';
import { useRedirectParam } from '~/lib/use-session.ts';

/**
 * `/login`, `/auth/sign-in` and `/vendor/sign-in`: e-mail and password, or
 * mobile and code. Someone already signed in goes on to where they were
 * heading; a signed-in customer may still open the partner sign-in (to sign
 * in with a partner account).
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  const user = await sessionUser(context);
  const partnerPage = url.pathname.startsWith('/vendor/');
  if (user && (!partnerPage || user.type === 'vendor')) {
    throw redirect(afterSignInPath(user, url.searchParams.get(REDIRECT_PARAM)));
  }
  return null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, pageKeyFromMatches(matches) ?? 'auth-sign-in');

export default function SignInPage() {
  const { t } = useTranslation('auth');
  const key = usePageKey() ?? 'auth-sign-in';
  const partner = key === 'vendor-sign-in';
  const back = useRedirectParam();
  const { search } = useLocation();
  const initial = new URLSearchParams(search).get('method') === 'mobile' ? 'mobile' : 'email';
  const signUpHref = withRedirect(partner ? '/vendor/sign-up' : '/auth/sign-up', back);

  return (
    <AuthPage
      pageKey={key}
      footer={
        partner ? (
          <ul className="link-list">
            <li>
              {t('signIn.noPartnerAccount')} <Link to="/vendor/sign-up">{t('signIn.becomePartner')}</Link>
            </li>
            <li>
              {t('signIn.shopping')} <Link to="/login">{t('signIn.customerSignIn')}</Link>
            </li>
          </ul>
        ) : (
          <ul className="link-list">
            <li>
              {t('signIn.noAccount')} <Link to={signUpHref}>{t('signIn.createAccount')}</Link>
            </li>
            <li>
              <Link to={withRedirect('/registration', back)}>{t('signIn.signUpWithMobile')}</Link>
            </li>
          </ul>
        )
      }
    >
      {key === 'login' ? <AudienceSwitch /> : null}
      <SignInTabs
        key={key}
        redirect={back}
        initial={initial}
        forgotHref={partner ? '/vendor/forgot' : '/auth/forgot-password'}
        signUpHref={signUpHref}
      />
    </AuthPage>
  );
}

/** `/login` asks first who is signing in (SPEC.md §2: customer or business owner). */
function AudienceSwitch() {
  const { t } = useTranslation('auth');
  return (
    <nav className="audience-switch" aria-label={t('signIn.audience')}>
      <ul className="audience-switch__list">
        <li>
          <span aria-current="page" className="audience-switch__item is-active">
            {t('signIn.asCustomer')}
          </span>
        </li>
        <li>
          <Link to="/vendor/sign-in" className="audience-switch__item">
            {t('signIn.asBusiness')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
