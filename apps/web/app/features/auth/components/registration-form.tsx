import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { EmailField, MobileNumberField, PersonNameField } from '~/components/form/identity-fields.tsx';
import { withRedirect } from '~/lib/access.ts';
import { retryAfterOf } from '~/lib/api-client.ts';
import { DEFAULT_CALLING_CODE } from '~/lib/calling-codes.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { saveOtpFlow, timingFrom } from '~/lib/otp-flow.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { authApi, isOtpSent } from '../api.ts';
import { ResendWait, useResendWait } from './resend-wait.tsx';

type Values = { name: string; email: string; country_code: string; mobile: string };

/**
 * `/registration`: sign-up by mobile (`registerWithOTP`). The number gets a
 * code; the code page finishes the sign-up, then offers a password.
 */
export function RegistrationForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.registrationForm, lang), [lang]);
  const form = useForm<Values>({
    resolver,
    defaultValues: { name: '', email: '', country_code: DEFAULT_CALLING_CODE, mobile: '' },
  });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const wait = useResendWait();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const body = values;
    const result = await authApi.registerWithOtp({ ...body, email: body.email.trim() || undefined });
    const retryAfter = retryAfterOf(result);
    if (retryAfter !== null) {
      wait.start(retryAfter);
      return;
    }
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    if (!isOtpSent(result.data)) return;
    saveOtpFlow({
      purpose: 'register',
      channel: 'sms',
      country_code: body.country_code,
      mobile: body.mobile.trim(),
      name: body.name.trim(),
      ...(body.email.trim() ? { email: body.email.trim() } : {}),
      redirect,
      ...timingFrom(result.data.data),
    });
    await navigate(withRedirect('/otp-verify', redirect));
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <PersonNameField form={form} />
      <MobileNumberField form={form} hint={t('registration.mobileHint')} />
      <EmailField form={form} optional />
      <ResendWait seconds={wait.seconds} />
      <SubmitButton busy={isSubmitting} disabled={wait.waiting}>
        {t('signIn.sendCode')}
      </SubmitButton>
    </form>
  );
}
