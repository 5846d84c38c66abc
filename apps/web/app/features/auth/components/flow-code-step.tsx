import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { Link } from '~/components/link.tsx';
import { withRedirect } from '~/lib/access.ts';
import type { ApiResult } from '~/lib/api-client.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { clearOtpFlow, lookupOf, readOtpFlow, saveOtpFlow, type OtpFlow, type OtpFlowPurpose } from '~/lib/otp-flow.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { navigateWithSession, useSessionActions } from '~/lib/use-session.ts';
import { authApi, isOtpSent, type OtpStepAnswer } from '../api.ts';
import { e164Of } from '~/lib/e164.ts';
import { sendCode } from '../send-code.ts';
import { OtpVerifyForm } from '~/components/form/otp-verify-form.tsx';

type Verified = OtpStepAnswer | { data: { reset_token: string; expires_in: number } };

function destinationOf(flow: OtpFlow): string {
  return flow.channel === 'email' ? (flow.email ?? '') : e164Of(flow.country_code ?? '+357', flow.mobile ?? '');
}

/** The sign-up details the first page sent (a stored flow of that purpose always holds them). */
function phoneOf(flow: OtpFlow) {
  return { country_code: flow.country_code, mobile: flow.mobile ?? '' };
}

function vendorOf(flow: OtpFlow) {
  return {
    ...phoneOf(flow),
    name: flow.name ?? '',
    business_name: flow.business_name ?? '',
    area_name: flow.area_name ?? '',
  };
}

/** The same details the first page sent, without the code: a new code. */
function resendCall(flow: OtpFlow): Promise<ApiResult<OtpStepAnswer>> {
  if (flow.purpose === 'register') {
    return authApi.registerWithOtp({ ...phoneOf(flow), name: flow.name, email: flow.email });
  }
  if (flow.purpose === 'vendor_register') return authApi.newStoreWithOtp(vendorOf(flow));
  return authApi.forgot(lookupOf(flow));
}

function verifyCall(flow: OtpFlow, otp: string): Promise<ApiResult<Verified>> {
  if (flow.purpose === 'register') {
    return authApi.registerWithOtp({ ...phoneOf(flow), name: flow.name, email: flow.email, otp });
  }
  if (flow.purpose === 'vendor_register') return authApi.newStoreWithOtp({ ...vendorOf(flow), otp });
  return authApi.verifyResetOtp({ ...lookupOf(flow), otp });
}

/**
 * The code page of a two-page flow (`/otp-verify`, `/vendor/registration/otp`):
 * reads what the first page kept (lib/otp-flow.ts) and finishes the flow.
 * Sign-up by mobile continues to the optional password; partner sign-up to
 * store setup; password recovery to the new-password page, carrying the
 * short-lived reset token in this tab's navigation state, never in web storage.
 */
export function FlowCodeStep({ purposes, restart }: { purposes: readonly OtpFlowPurpose[]; restart: string }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const session = useSessionActions();
  // undefined: not read yet (server render, hydration); null: nothing to continue.
  const [flow, setFlow] = useState<OtpFlow | null | undefined>(undefined);

  useEffect(() => {
    setFlow(readOtpFlow(purposes));
  }, [purposes]);

  if (flow === undefined) return <p className="muted">{t('otp.loading')}</p>;
  if (flow === null) {
    return (
      <div className="stack">
        <p>{t('otp.noFlow')}</p>
        <p>
          <Link to={restart} className="button button--primary">
            {t('otp.startAgain')}
          </Link>
        </p>
      </div>
    );
  }

  const onVerified = async (answer: Verified) => {
    if ('reset_token' in answer.data) {
      await navigate('/set-new-password', { replace: true, state: { resetToken: answer.data.reset_token } });
      return;
    }
    if (isOtpSent(answer as OtpStepAnswer)) return;
    const signedIn = answer as Exclude<OtpStepAnswer, { data: { otp_sent: true } }>;
    clearOtpFlow();
    if (flow.purpose === 'register' && !signedIn.message) {
      // A new account by code has no password yet: offer one (it may be skipped).
      notifySuccess(t('signUp.welcome', { name: signedIn.data.first_name }));
      await navigateWithSession(navigate, withRedirect('/registration-password', flow.redirect), { replace: true });
      return;
    }
    await session.signedIn(signedIn.data, {
      redirect: signedIn.redirect ?? flow.redirect ?? null,
      notice: signedIn.message,
    });
  };

  return (
    <OtpVerifyForm<Verified>
      timing={flow}
      destination={destinationOf(flow)}
      credentials
      submitLabel={flow.purpose === 'reset' ? t('otp.continue') : t('otp.verify')}
      verify={(otp) => verifyCall(flow, otp)}
      onVerified={onVerified}
      onResend={async () => {
        const next = await sendCode(resendCall(flow), lang, flow);
        if (typeof next !== 'string') {
          const updated = { ...flow, ...next };
          saveOtpFlow(updated);
          setFlow(updated);
        }
        return next;
      }}
    />
  );
}
