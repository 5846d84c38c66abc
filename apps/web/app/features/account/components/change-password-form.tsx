import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { PasswordField } from '~/components/form/password-field.tsx';
import { NewPasswordFields } from '~/components/form/identity-fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { accountApi } from '../api.ts';

type Values = { current_password: string; password: string; password_confirmation: string };

/**
 * `change-password`: the current password (when the account has one) and a
 * new one, checked with the shared password rules. The API ends the other
 * sessions; this one stays signed in.
 */
export function ChangePasswordForm({
  askCurrent = true,
  submitLabel,
  onDone,
}: {
  /** False for the first password of an account made by code (`/registration-password`). */
  askCurrent?: boolean;
  submitLabel?: string;
  onDone: (notice: string) => void | Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.changePasswordBody, lang), [lang]);
  const form = useForm<Values>({
    resolver,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ current_password, ...values }) => {
    setSummary(null);
    const result = await accountApi.changePassword({
      ...values,
      ...(askCurrent && current_password ? { current_password } : {}),
    });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    form.reset();
    await onDone(result.data.data.message);
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      {askCurrent ? (
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          registration={form.register('current_password')}
          error={errors.current_password?.message}
          hint={t('fields.currentPasswordHint')}
        />
      ) : null}
      <NewPasswordFields form={form} />
      <SubmitButton busy={isSubmitting}>{submitLabel ?? t('changePassword.submit')}</SubmitButton>
    </form>
  );
}
