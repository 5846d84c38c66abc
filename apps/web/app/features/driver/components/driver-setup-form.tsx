import { GENDERS, SERVICE_RADIUS_MAX_KM, type DriverProfile } from '@bedesten/core/schemas/cabs';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { PhoneField } from '~/components/form/phone-field.tsx';
import { SelectField } from '~/components/form/select-field.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { driverApi, type VehicleTypeOption } from '../api.ts';
import { DRIVER_DOCUMENTS_MAX, setupBodyOf, setupValuesOf, type DriverSetupValues } from '../setup-values.ts';
import { ServiceArea } from './service-area.tsx';

/**
 * Driver setup (SPEC.md §2, §3 driver details): who, which vehicle, the
 * licence and identity numbers, the vehicle photo and documents (tus
 * uploads), and the service area rides are offered in. The API validates;
 * its messages land under the fields.
 */
export function DriverSetupForm({
  profile,
  vehicleTypes,
  account,
  tileUrl,
  onSaved,
}: {
  profile: DriverProfile | null;
  vehicleTypes: readonly VehicleTypeOption[];
  account: { name: string; mobile: string };
  tileUrl: string;
  onSaved: (profile: DriverProfile, message: string) => void;
}) {
  const { t } = useTranslation('driver');
  const onApiError = useApiErrorHandler();
  const form = useForm<DriverSetupValues>({ defaultValues: setupValuesOf(profile, account) });
  const onFailure = useFormFailure(form, { fieldOf: { vehicle_photo_url: 'vehicle_photo_url' } });
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const signOut = () => void onApiError({ ok: false, status: 401, reason: 'http', error: null });
  const approved = profile?.status === 'approved';

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await driverApi.save(setupBodyOf(values) as Parameters<typeof driverApi.save>[0]);
    if (result.ok) onSaved(result.data.data, result.data.message);
    else setSummary(onFailure(result));
  });

  const onVehicleType = (code: string) => {
    const type = vehicleTypes.find((item) => item.code === code);
    if (type && !form.getValues('seats')) form.setValue('seats', String(type.seats));
  };

  return (
    <form method="post" noValidate className="form driver-setup stack" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <fieldset className="driver-setup__group">
        <legend>{t('setup.about')}</legend>
        <div className="form-grid">
          <TextField
            label={t('setup.name')}
            autoComplete="name"
            registration={form.register('name')}
            error={errors.name?.message}
          />
          <SelectField
            label={t('setup.gender')}
            placeholder={t('setup.choose')}
            options={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
            registration={form.register('gender')}
            error={errors.gender?.message}
          />
        </div>
        <PhoneField
          label={t('setup.mobile')}
          countryCode={form.register('country_code')}
          mobile={form.register('mobile')}
          current={profile?.country_code ?? '+357'}
          countryError={errors.country_code?.message}
          mobileError={errors.mobile?.message}
        />
      </fieldset>
      <fieldset className="driver-setup__group">
        <legend>{t('setup.vehicle')}</legend>
        <div className="form-grid">
          <SelectField
            label={t('setup.vehicleType')}
            hint={t('setup.vehicleTypeHint')}
            placeholder={t('setup.choose')}
            options={vehicleTypes.map((type) => ({
              value: type.code,
              label: t('setup.vehicleTypeOption', { name: type.name, seats: type.seats }),
            }))}
            registration={form.register('vehicle_type', { onChange: (event) => onVehicleType(event.target.value) })}
            error={errors.vehicle_type?.message}
          />
          <TextField
            label={t('setup.vehicleNumber')}
            autoCapitalize="characters"
            registration={form.register('vehicle_number')}
            error={errors.vehicle_number?.message}
          />
          <TextField
            label={t('setup.seats')}
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            registration={form.register('seats')}
            error={errors.seats?.message}
          />
        </div>
        <Controller
          control={form.control}
          name="vehicle_photo_url"
          render={({ field, fieldState }) => (
            <UploadField
              label={t('setup.vehiclePhoto')}
              kind="image"
              max={1}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              onSessionEnded={signOut}
            />
          )}
        />
      </fieldset>
      <fieldset className="driver-setup__group">
        <legend>{t('setup.papers')}</legend>
        <div className="form-grid">
          <TextField
            label={t('setup.licenceNumber')}
            registration={form.register('licence_number')}
            error={errors.licence_number?.message}
          />
          <TextField
            label={t('setup.identityNumber')}
            registration={form.register('identity_number')}
            error={errors.identity_number?.message}
          />
        </div>
        <Controller
          control={form.control}
          name="documents"
          render={({ field, fieldState }) => (
            <UploadField
              label={t('setup.documents')}
              hint={t('setup.documentsHint', { max: DRIVER_DOCUMENTS_MAX })}
              kind="document"
              max={DRIVER_DOCUMENTS_MAX}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              onSessionEnded={signOut}
            />
          )}
        />
      </fieldset>
      <fieldset className="driver-setup__group">
        <legend>{t('setup.area')}</legend>
        <ServiceArea form={form} tileUrl={tileUrl} maxKm={SERVICE_RADIUS_MAX_KM} />
      </fieldset>
      {approved ? <p className="alert alert--info">{t('setup.backToApproval')}</p> : null}
      <div className="form-actions">
        <SubmitButton busy={isSubmitting}>{profile ? t('setup.saveChanges') : t('setup.submit')}</SubmitButton>
      </div>
    </form>
  );
}
