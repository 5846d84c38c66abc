import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { PasswordField } from '~/components/form/password-field.tsx';
import { EmailField } from '~/components/form/identity-fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useSessionActions } from '~/lib/use-session.ts';
import { authApi } from '../api.ts';

type Values = { email: string; password: string };

/** E-mail and password (`POST /api/login`); a wrong pair says "Incorrect e-mail address or password". */
export function EmailSignInForm({ redirect, forgotHref }: { redirect: string | null; forgotHref: string }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const session = useSessionActions();
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.loginBody, lang), [lang]);
  const form = useForm<Values>({ resolver, defaultValues: { email: '', password: '' } });
  const onFailure = useFormFailure(form, { credentials: true });
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await authApi.login({ email: values.email.trim(), password: values.password });
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    await session.signedIn(result.data.data, { redirect, notice: result.data.message });
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <EmailField form={form} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <p className="form__aside">
        <Link to={forgotHref} className="text-link">
          {t('signIn.forgot')}
        </Link>
      </p>
      <SubmitButton busy={isSubmitting}>{t('signIn.submit')}</SubmitButton>
    </form>
  );
}
