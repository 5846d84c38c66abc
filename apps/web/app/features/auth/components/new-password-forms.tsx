import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { NewPasswordFields } from '~/components/form/identity-fields.tsx';
import { DemoOutboxLink, OtpCodeField, OtpTimer } from '~/components/form/otp-field.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { lookupOf, saveOtpFlow, type OtpFlow } from '~/lib/otp-flow.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { authApi } from '../api.ts';
import { e164Of } from '~/lib/e164.ts';
import { sendCode } from '../send-code.ts';

type PasswordValues = { password: string; password_confirmation: string };
type CodeValues = PasswordValues & { otp: string };

/** `/set-new-password`: the code was checked on the code page; its reset token sets the password. */
export function SetNewPasswordForm({ resetToken, onDone }: { resetToken: string; onDone: (notice: string) => void }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const resolver = useMemo(() => catalogueResolver<PasswordValues>((schemas) => schemas.newPasswordForm, lang), [lang]);
  const form = useForm<PasswordValues>({ resolver, defaultValues: { password: '', password_confirmation: '' } });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await authApi.resetPassword({ reset_token: resetToken, ...values });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    onDone(result.data.data.message);
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <NewPasswordFields form={form} />
      <SubmitButton busy={form.formState.isSubmitting}>{t('newPassword.submit')}</SubmitButton>
    </form>
  );
}

/**
 * `/reset-password` and `/vendor/reset-password`: the code and the new
 * password on one page. The code is traded for a reset token first; if the
 * password is then refused, the token is kept, so fixing it needs no new code.
 */
export function CodeAndPasswordForm({ flow, onDone }: { flow: OtpFlow; onDone: (notice: string) => void }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const resolver = useMemo(() => catalogueResolver<CodeValues>((schemas) => schemas.codeAndPasswordForm, lang), [lang]);
  const form = useForm<CodeValues>({ resolver, defaultValues: { otp: '', password: '', password_confirmation: '' } });
  const onFailure = useFormFailure(form, { credentials: true });
  const [summary, setSummary] = useState<string | null>(null);
  const [timing, setTiming] = useState(flow);
  const [token, setToken] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ otp, password, password_confirmation }) => {
    setSummary(null);
    let resetToken = token;
    if (!resetToken) {
      const verified = await authApi.verifyResetOtp({ ...lookupOf(flow), otp: otp.trim() });
      if (!verified.ok) {
        setSummary(onFailure(verified));
        return;
      }
      resetToken = verified.data.data.reset_token;
      setToken(resetToken);
    }
    const result = await authApi.resetPassword({ reset_token: resetToken, password, password_confirmation });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    onDone(result.data.data.message);
  });

  const resend = async () => {
    setSummary(null);
    const next = await sendCode(authApi.forgot(lookupOf(flow)), lang, timing);
    if (typeof next === 'string') {
      setSummary(next);
      return null;
    }
    const updated = { ...flow, ...next };
    saveOtpFlow(updated);
    setTiming(updated);
    setToken(null);
    return next;
  };

  const destination =
    flow.channel === 'email' ? (flow.email ?? null) : e164Of(flow.country_code ?? '', flow.mobile ?? '');
  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      {token ? null : (
        <>
          <OtpCodeField registration={form.register('otp')} error={form.formState.errors.otp?.message} />
          <OtpTimer timing={timing} onResend={resend} />
        </>
      )}
      <NewPasswordFields form={form} />
      <SubmitButton busy={form.formState.isSubmitting}>{t('newPassword.submit')}</SubmitButton>
      {token ? null : <DemoOutboxLink destination={destination} />}
    </form>
  );
}
