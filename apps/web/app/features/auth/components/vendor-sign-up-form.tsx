import { DISTRICTS } from '@bedesten/core/geo/districts';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { MobileNumberField } from '~/components/form/identity-fields.tsx';
import { retryAfterOf } from '~/lib/api-client.ts';
import { DEFAULT_CALLING_CODE } from '~/lib/calling-codes.ts';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { saveOtpFlow, timingFrom } from '~/lib/otp-flow.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { authApi, isOtpSent } from '../api.ts';
import { ResendWait, useResendWait } from './resend-wait.tsx';

type Values = { business_name: string; name: string; area_name: string; country_code: string; mobile: string };

/**
 * Partner sign-up (SPEC.md §3 Vendor signup, `newStoreWithOTP`): business
 * name, the owner's name, the area and the mobile number; the code page
 * creates the account and goes on to store setup.
 */
export function VendorSignUpForm() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const navigate = useNavigate();
  const areas = useId();
  const resolver = useMemo(() => catalogueResolver<Values>((schemas) => schemas.newStoreWithOtpBody, lang), [lang]);
  const form = useForm<Values>({
    resolver,
    defaultValues: { business_name: '', name: '', area_name: '', country_code: DEFAULT_CALLING_CODE, mobile: '' },
  });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const wait = useResendWait();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const body = values;
    const result = await authApi.newStoreWithOtp(body);
    const retryAfter = retryAfterOf(result);
    if (retryAfter !== null) {
      wait.start(retryAfter);
      return;
    }
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    if (!isOtpSent(result.data)) return;
    saveOtpFlow({
      purpose: 'vendor_register',
      channel: 'sms',
      country_code: body.country_code,
      mobile: body.mobile.trim(),
      name: body.name.trim(),
      business_name: body.business_name.trim(),
      area_name: body.area_name.trim(),
      ...timingFrom(result.data.data),
    });
    await navigate('/vendor/registration/otp');
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
        label={t('fields.ownerName')}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={t('fields.area')}
        list={areas}
        autoComplete="address-level2"
        registration={form.register('area_name')}
        error={errors.area_name?.message}
        hint={t('fields.areaHint')}
      />
      <datalist id={areas}>
        {DISTRICTS.map((district) => (
          <option key={district.code} value={district[lang]} />
        ))}
      </datalist>
      <MobileNumberField form={form} hint={t('vendorSignUp.mobileHint')} />
      <ResendWait seconds={wait.seconds} />
      <SubmitButton busy={isSubmitting} disabled={wait.waiting}>
        {t('signIn.sendCode')}
      </SubmitButton>
    </form>
  );
}
