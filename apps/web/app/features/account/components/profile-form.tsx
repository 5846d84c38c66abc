import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { EmailField, MobileNumberField, PersonNameField } from '~/components/form/identity-fields.tsx';
import { DEFAULT_CALLING_CODE } from '~/lib/calling-codes.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage, type SessionUser } from '~/lib/root-data.ts';
import { useSessionActions } from '~/lib/use-session.ts';
import { accountApi } from '../api.ts';

type Values = { name: string; email: string; country_code: string; mobile: string };

/** An empty e-mail is left out: an account made by code may have none, and saving its name must still work. */
const toBody = ({ email, ...values }: Values) => ({ ...values, ...(email.trim() ? { email } : {}) });

/** `update-profile-details`: name, e-mail and mobile, with the API's duplicate messages under their fields. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const session = useSessionActions();
  const resolver = useMemo(
    () => catalogueResolver<Values>((schemas) => schemas.updateProfileBody, lang, { toBody }),
    [lang],
  );
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      name: user.name,
      email: user.email ?? '',
      country_code: user.country_code ?? DEFAULT_CALLING_CODE,
      mobile: user.mobile ?? '',
    },
  });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await accountApi.updateProfile(toBody(values));
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    const saved = result.data.data;
    form.reset({
      name: saved.name,
      email: saved.email ?? '',
      country_code: saved.country_code ?? DEFAULT_CALLING_CODE,
      mobile: saved.mobile ?? '',
    });
    notifySuccess(t('profile.saved'));
    await session.refresh();
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <PersonNameField form={form} />
      <EmailField form={form} hint={user.email && !user.email_verified ? t('profile.emailUnverified') : undefined} />
      <MobileNumberField form={form} current={user.country_code} />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('profile.save')}</SubmitButton>
        {isDirty ? (
          <button type="button" className="button button--ghost" onClick={() => form.reset()}>
            {t('profile.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
