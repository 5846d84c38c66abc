import { useTranslation } from '~/lib/i18n-react.tsx';
import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { AuthPage } from '~/features/auth/components/auth-page.tsx';
import { SetupDeletedNotice } from '~/features/auth/components/setup-deleted-notice.tsx';
import { VendorSignUpForm } from '~/features/auth/components/vendor-sign-up-form.tsx';
import { vendorPanelPath } from '~/lib/access.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { sessionUser } from '~/lib/session.server.ts';
import { setupNoticeOf } from '~/lib/setup-notice.server.ts';

/**
 * `/vendor/sign-up`. A partner already signed in goes to their panel; a
 * signed-in customer may sign up (the API makes their account a vendor).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await sessionUser(context);
  if (user?.type === 'vendor') throw redirect(vendorPanelPath(user) ?? '/vendor/dashboard');
  // A former vendor whose store staff deleted reads why before setting up again (SPEC.md §4).
  const notice = user ? await setupNoticeOf(request, resolveLanguage(request).lang) : null;
  return { notice: notice?.message ?? null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-sign-up');

const LINK_MARK = '\u0001';

export default function VendorSignUpPage() {
  const { t } = useTranslation('auth');
  const { notice } = useLoaderData<typeof loader>();
  // The link sits where the language puts it ("accept the terms." / "koşulları kabul etmiş olursunuz.").
  const [termsBefore, termsAfter = ''] = t('vendorSignUp.terms', { link: LINK_MARK }).split(LINK_MARK);
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
      {notice ? <SetupDeletedNotice message={notice} /> : null}
      <VendorSignUpForm />
      {/* The terms are public (issue 43), so a vendor reads them before giving a number. */}
      <p className="muted auth-card__terms">
        {termsBefore}
        <Link to="/vendor/terms-and-conditions" className="text-link">
          {t('vendorSignUp.termsLink')}
        </Link>
        {termsAfter}
      </p>
    </AuthPage>
  );
}
