import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { EmailField, MobileNumberField } from '~/components/form/identity-fields.tsx';
import { retryAfterOf } from '~/lib/api-client.ts';
import { DEFAULT_CALLING_CODE } from '~/lib/calling-codes.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { saveOtpFlow, timingFrom } from '~/lib/otp-flow.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { authApi } from '../api.ts';
import { ResendWait, useResendWait } from './resend-wait.tsx';

type Channel = 'email' | 'sms';
type Values = { channel: Channel; email: string; country_code: string; mobile: string };

/**
 * Forgot password (`POST /api/forgot`), the same for customers and partners:
 * a code by e-mail or by SMS, then `next` (the code page) finishes it.
 */
export function ForgotPasswordForm({ next, redirect }: { next: string; redirect: string | null }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const resolver = useMemo<Resolver<Values>>(() => {
    const byEmail = catalogueResolver<Values>((schemas) => schemas.forgotByEmailForm, lang, {
      toBody: (values) => ({ email: values.email }),
    });
    const byMobile = catalogueResolver<Values>((schemas) => schemas.forgotByMobileForm, lang, {
      toBody: (values) => ({ country_code: values.country_code, mobile: values.mobile }),
    });
    // One resolver for the form's life: the channel is a form value, read at validation time.
    return (values, context, options) =>
      values.channel === 'email' ? byEmail(values, context, options) : byMobile(values, context, options);
  }, [lang]);
  const form = useForm<Values>({
    resolver,
    defaultValues: { channel: 'email', email: '', country_code: DEFAULT_CALLING_CODE, mobile: '' },
  });
  const channel = form.watch('channel');
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const wait = useResendWait();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const lookup =
      channel === 'email'
        ? { email: values.email.trim() }
        : { country_code: values.country_code, mobile: values.mobile.trim() };
    const result = await authApi.forgot(lookup);
    const retryAfter = retryAfterOf(result);
    if (retryAfter !== null) {
      wait.start(retryAfter);
      return;
    }
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    saveOtpFlow({ purpose: 'reset', channel, ...lookup, redirect, ...timingFrom(result.data.data) });
    await navigate(next);
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <fieldset className="field segmented">
        <legend>{t('forgot.channel')}</legend>
        <div className="segmented__options">
          {(['email', 'sms'] as const).map((option) => (
            <label key={option} className="segmented__option">
              <input
                type="radio"
                className="visually-hidden"
                value={option}
                {...form.register('channel', {
                  onChange: () => {
                    form.clearErrors();
                    setSummary(null);
                    wait.clear();
                  },
                })}
              />
              {t(`forgot.by.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {channel === 'email' ? <EmailField form={form} /> : <MobileNumberField form={form} />}
      <ResendWait seconds={wait.seconds} />
      <SubmitButton busy={isSubmitting} disabled={wait.waiting}>
        {t('forgot.submit')}
      </SubmitButton>
    </form>
  );
}
