import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import {
  EmailField,
  MobileNumberField,
  NewPasswordFields,
  PersonNameField,
} from '~/components/form/identity-fields.tsx';
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
  const { isSubmitting } = form.formState;

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
      <PersonNameField form={form} />
      <EmailField form={form} />
      <MobileNumberField form={form} />
      <NewPasswordFields form={form} label={t('fields.password')} />
      <SubmitButton busy={isSubmitting}>{t('signUp.submit')}</SubmitButton>
    </form>
  );
}
