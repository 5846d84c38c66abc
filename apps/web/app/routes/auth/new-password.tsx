import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation, useNavigate, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { AuthPage } from '~/features/auth/components/auth-page.tsx';
import { CodeAndPasswordForm, SetNewPasswordForm } from '~/features/auth/components/new-password-forms.tsx';
import { withRedirect } from '~/lib/access.ts';
import { pageMeta } from '~/lib/meta.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { clearOtpFlow, readOtpFlow, type OtpFlow } from '~/lib/otp-flow.ts';
import { pageKeyFromMatches, usePageKey } from '~/lib/page-key.ts';

/**
 * The last step of password recovery: `/set-new-password` (after the code
 * page), `/reset-password` and `/vendor/reset-password` (code and password
 * together). Every session of the account ends; the person signs in anew.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, pageKeyFromMatches(matches) ?? 'set-new-password');

export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const key = usePageKey() ?? 'set-new-password';
  const partner = key === 'vendor-reset-password';
  const navigate = useNavigate();
  const state = useLocation().state as { resetToken?: unknown } | null;
  const resetToken = typeof state?.resetToken === 'string' ? state.resetToken : null;
  // undefined until read in the browser (the flow lives in sessionStorage).
  const [flow, setFlow] = useState<OtpFlow | null | undefined>(undefined);
  useEffect(() => setFlow(readOtpFlow(['reset'])), []);

  const done = (notice: string) => {
    const redirect = flow?.redirect ?? null;
    clearOtpFlow();
    notifySuccess(notice);
    void navigate(partner ? '/vendor/sign-in' : withRedirect('/login', redirect), { replace: true });
  };
  const forgot = partner ? '/vendor/forgot' : '/auth/forgot-password';

  let body;
  if (key === 'set-new-password' && resetToken) body = <SetNewPasswordForm resetToken={resetToken} onDone={done} />;
  else if (flow === undefined) body = <p className="muted">{t('otp.loading')}</p>;
  // Without the token (a reload of /set-new-password), the code step comes back: a new code may be sent.
  else if (flow) body = <CodeAndPasswordForm flow={flow} onDone={done} />;
  else {
    body = (
      <div className="stack">
        <p>{t('newPassword.noCode')}</p>
        <p>
          <Link to={forgot} className="button button--primary">
            {t('newPassword.askCode')}
          </Link>
        </p>
      </div>
    );
  }
  return <AuthPage pageKey={key}>{body}</AuthPage>;
}
