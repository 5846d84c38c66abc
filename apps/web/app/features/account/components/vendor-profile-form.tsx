import { DISTRICTS } from '@bedesten/core/geo/districts';
import type { VendorProfile } from '@bedesten/core/schemas/profile';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { accountApi } from '../api.ts';

type Values = { business_name: string; area_name: string; name: string; email: string };

/** Empty optional fields are left out: an account made before it had business details can still save its name. */
const toBody = ({ email, business_name, area_name, name }: Values) => ({
  name,
  ...(email.trim() ? { email } : {}),
  ...(business_name.trim() ? { business_name } : {}),
  ...(area_name.trim() ? { area_name } : {}),
});

function valuesOf(profile: VendorProfile): Values {
  return {
    business_name: profile.business_name ?? '',
    area_name: profile.area_name ?? '',
    name: profile.name,
    email: profile.email ?? '',
  };
}

/** `POST /api/profile`: the partner's business name, area, own name and e-mail. */
export function VendorProfileForm({ profile, onSaved }: { profile: VendorProfile; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const areas = useId();
  const resolver = useMemo(
    () => catalogueResolver<Values>((schemas) => schemas.updateVendorProfileBody, lang, { toBody }),
    [lang],
  );
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(profile) });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await accountApi.updateVendorProfile(toBody(values));
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    form.reset(valuesOf(result.data.data));
    notifySuccess(t('account:profile.saved'));
    await onSaved();
  });

  return (
    <form method="post" noValidate className="form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <TextField
        label={t('fields.businessName')}
        autoComplete="organization"
        registration={form.register('business_name')}
        error={errors.business_name?.message}
      />
      <TextField
        label={t('fields.area')}
        list={areas}
        registration={form.register('area_name')}
        error={errors.area_name?.message}
      />
      <datalist id={areas}>
        {DISTRICTS.map((district) => (
          <option key={district.code} value={district[lang]} />
        ))}
      </datalist>
      <TextField
        label={t('fields.ownerName')}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={t('fields.emailOptional')}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('account:profile.save')}</SubmitButton>
      </div>
    </form>
  );
}
