import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, PasswordField, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { PhoneField } from '~/components/form/phone-field.tsx';
import { DEFAULT_CALLING_CODE } from '~/lib/calling-codes.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useSessionActions } from '~/lib/use-session.ts';
import { authApi } from '../api.ts';

type Values = {
  name: string;
  email: string;
  country_code: string;
  mobile: string;
  password: string;
  password_confirmation: string;
};

/**
 * Customer sign-up (`POST /api/register-user`): every rule checked in the
 * browser with the API's schema, and what only the server knows ("This
 * email is already used.") shown under its field too.
 */
export function SignUpForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const session = useSessionActions();
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.registerUserBody, lang), [lang]);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      country_code: DEFAULT_CALLING_CODE,
      mobile: '',
      password: '',
      password_confirmation: '',
    },
  });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await authApi.registerUser(values);
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    const user = result.data.data;
    await session.signedIn(user, { redirect, notice: t('signUp.welcome', { name: user.first_name }) });
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <PhoneField
        label={t('fields.mobile')}
        countryCode={form.register('country_code')}
        mobile={form.register('mobile')}
        countryError={errors.country_code?.message}
        mobileError={errors.mobile?.message}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        registration={form.register('password')}
        error={errors.password?.message}
        hint={t('fields.passwordRules')}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        registration={form.register('password_confirmation')}
        error={errors.password_confirmation?.message}
      />
      <SubmitButton busy={isSubmitting}>{t('signUp.submit')}</SubmitButton>
    </form>
  );
}
