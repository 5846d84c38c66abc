import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { PasswordField } from '~/components/form/password-field.tsx';
import { OtpVerifyForm } from '~/components/form/otp-verify-form.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { formFailure } from '~/lib/form/form-failure.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useClientStore } from '~/lib/client-state/provider.tsx';
import { notifyInfo } from '~/lib/notify.ts';
import { timingFrom, type OtpTiming } from '~/lib/otp-flow.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { navigateWithSession } from '~/lib/use-session.ts';
import { accountApi } from '../api.ts';

type Values = { password: string };
type Answer = { data: { message: string } | { otp_sent: true } };

/**
 * Delete account (SPEC.md §2 settings), in a dialog that asks for the
 * password, or for a code sent to the account's mobile (or e-mail) for
 * accounts without one. Afterwards the session is gone: the browser forgets
 * the person's data, says so, and goes home.
 */
export function DeleteAccount({ destination }: { destination: string | null }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const navigate = useNavigate();
  const store = useClientStore();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<OtpTiming | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.passwordConfirmForm, lang), [lang]);
  const form = useForm<Values>({ resolver, defaultValues: { password: '' } });
  const onFailure = useFormFailure(form);

  const close = () => {
    setOpen(false);
    setCode(null);
    setSummary(null);
    form.reset();
  };

  const finished = async (text: string) => {
    store.clearUserData();
    notifyInfo(text);
    await navigateWithSession(navigate, '/', { replace: true });
  };

  const onDeleted = async (answer: Answer) => {
    if ('message' in answer.data) await finished(answer.data.message);
  };

  const sendCode = async (): Promise<OtpTiming | string> => {
    setSummary(null);
    const result = await accountApi.deleteAccount({});
    if (!result.ok) return formFailure(result, lang, { fields: [] }).summary ?? '';
    if (!('otp_sent' in result.data.data)) return '';
    return timingFrom(result.data.data);
  };

  const submit = form.handleSubmit(async ({ password }) => {
    setSummary(null);
    const result = await accountApi.deleteAccount({ password });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    await onDeleted(result.data);
  });

  return (
    <>
      <p>{t('delete.text')}</p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </button>
      <Dialog open={open} onClose={close} title={t('delete.title')} tone="danger">
        <p>{t('delete.warning')}</p>
        {code ? (
          <OtpVerifyForm
            timing={code}
            destination={destination}
            credentials={false}
            submitLabel={t('delete.confirm')}
            verify={(otp) => accountApi.deleteAccount({ otp })}
            onVerified={onDeleted}
            onResend={async () => {
              const next = await sendCode();
              if (typeof next !== 'string') setCode(next);
              return next;
            }}
          />
        ) : (
          <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
            <FormAlert message={summary} />
            <PasswordField
              label={t('delete.password')}
              autoComplete="current-password"
              registration={form.register('password')}
              error={form.formState.errors.password?.message}
            />
            <div className="dialog__actions">
              <SubmitButton busy={form.formState.isSubmitting} className="button button--danger">
                {t('delete.confirm')}
              </SubmitButton>
              <button
                type="button"
                className="button button--ghost"
                onClick={async () => {
                  const next = await sendCode();
                  if (typeof next === 'string') setSummary(next || null);
                  else setCode(next);
                }}
              >
                {t('delete.useCode')}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
