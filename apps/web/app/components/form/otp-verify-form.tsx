import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton } from './fields.tsx';
import { DemoOutboxLink, OtpCodeField, OtpTimer } from './otp-field.tsx';
import type { ApiResult } from '~/lib/api-client.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import type { OtpTiming } from '~/lib/otp-flow.ts';
import { useLanguage } from '~/lib/root-data.ts';

type CodeValues = { otp: string };

/**
 * Step two of every code flow: type the code, see the countdown, ask for a
 * new one. What the code is for is the caller's: `verify` sends it, and
 * `onVerified` gets the answer. The API's "Invalid OTP" and "Time Out Please
 * Click On Resend OTP" land under the code field.
 */
export function OtpVerifyForm<T>({
  timing,
  destination,
  verify,
  onVerified,
  onResend,
  submitLabel,
  credentials = true,
  children,
}: {
  timing: OtpTiming;
  /** Full number or e-mail address, for the demo outbox link. */
  destination: string | null;
  verify: (otp: string) => Promise<ApiResult<T>>;
  onVerified: (answer: T) => Promise<void> | void;
  /** Sends a new code: its timing, or the text saying why it could not. */
  onResend: () => Promise<OtpTiming | string>;
  submitLabel: string;
  /** A sign-in by code: a 401 is a wrong code, not an ended session. */
  credentials?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const resolver = useMemo(() => catalogueResolver<CodeValues>((schemas) => schemas.codeForm, lang), [lang]);
  const form = useForm<CodeValues>({ resolver, defaultValues: { otp: '' } });
  const onFailure = useFormFailure(form, { credentials });
  const [summary, setSummary] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ otp }) => {
    setSummary(null);
    const result = await verify(otp.trim());
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    await onVerified(result.data);
  });

  const resend = async () => {
    setSummary(null);
    form.clearErrors('otp');
    const next = await onResend();
    if (typeof next === 'string') {
      setSummary(next);
      return null;
    }
    form.reset({ otp: '' });
    return next;
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="form"
      aria-label={t('otp.formLabel')}
    >
      {children}
      <FormAlert message={summary} />
      <OtpCodeField registration={form.register('otp')} error={form.formState.errors.otp?.message} />
      <OtpTimer timing={timing} onResend={resend} />
      <SubmitButton busy={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
      <DemoOutboxLink destination={destination} />
    </form>
  );
}
