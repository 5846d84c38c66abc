import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { MobileNumberField } from '~/components/form/identity-fields.tsx';
import { retryAfterOf } from '~/lib/api-client.ts';
import { DEFAULT_CALLING_CODE } from '~/lib/calling-codes.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { timingFrom, type OtpTiming } from '~/lib/otp-flow.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useSessionActions } from '~/lib/use-session.ts';
import { authApi, isOtpSent } from '../api.ts';
import { ResendWait, useResendWait } from './resend-wait.tsx';
import { e164Of } from '~/lib/e164.ts';
import { sendCode } from '../send-code.ts';
import type { OtpVerifyForm as OtpVerifyFormComponent } from '~/components/form/otp-verify-form.tsx';

// The code step only ever shows after a code was sent: the sign-in pages load it then (ADR 0049).
const OtpVerifyForm = lazy(() =>
  import('~/components/form/otp-verify-form.tsx').then((module) => ({ default: module.OtpVerifyForm })),
) as unknown as typeof OtpVerifyFormComponent;

type Values = { country_code: string; mobile: string };
const toBody = (values: Values) => ({ country_code: values.country_code, mobile: values.mobile.trim() });

/**
 * Mobile and a 4-digit code (`POST /api/loginWithOTP`, twice): the number
 * first, then the code with its countdown. An unknown number is told "No
 * account found please sign up", with the way to do so.
 */
export function MobileSignInForm({ redirect, signUpHref }: { redirect: string | null; signUpHref: string }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const session = useSessionActions();
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.loginWithOtpBody, lang), [lang]);
  const form = useForm<Values>({ resolver, defaultValues: { country_code: DEFAULT_CALLING_CODE, mobile: '' } });
  const onFailure = useFormFailure(form, { credentials: true });
  const [summary, setSummary] = useState<string | null>(null);
  const wait = useResendWait();
  const [noAccount, setNoAccount] = useState(false);
  const [sent, setSent] = useState<{ body: ReturnType<typeof toBody>; timing: OtpTiming } | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    setNoAccount(false);
    const body = toBody(values);
    const result = await authApi.loginWithOtp(body);
    const retryAfter = retryAfterOf(result);
    if (retryAfter !== null) {
      wait.start(retryAfter);
      return;
    }
    if (!result.ok) {
      setNoAccount(result.status === 404);
      setSummary(onFailure(result));
      return;
    }
    if (isOtpSent(result.data)) setSent({ body, timing: timingFrom(result.data.data) });
  });

  if (sent) {
    return (
      <Suspense fallback={null}>
        <OtpVerifyForm
          timing={sent.timing}
          destination={e164Of(sent.body.country_code, sent.body.mobile)}
          submitLabel={t('signIn.submit')}
          verify={(otp) => authApi.loginWithOtp({ ...sent.body, otp })}
          onVerified={async (answer) => {
            if (!isOtpSent(answer)) await session.signedIn(answer.data, { redirect, notice: answer.message });
          }}
          onResend={async () => {
            const next = await sendCode(authApi.loginWithOtp(sent.body), lang, sent.timing);
            if (typeof next !== 'string') setSent({ ...sent, timing: next });
            return next;
          }}
        >
          <button
            type="button"
            className="button button--ghost button--small change-number"
            onClick={() => setSent(null)}
          >
            {t('otp.changeNumber')}
          </button>
        </OtpVerifyForm>
      </Suspense>
    );
  }

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      {noAccount ? (
        <p className="form__aside">
          <Link to={signUpHref} className="text-link">
            {t('signIn.createAccount')}
          </Link>
        </p>
      ) : null}
      <MobileNumberField form={form} hint={t('signIn.mobileHint')} />
      <ResendWait seconds={wait.seconds} />
      <SubmitButton busy={isSubmitting} disabled={wait.waiting}>
        {t('signIn.sendCode')}
      </SubmitButton>
    </form>
  );
}
