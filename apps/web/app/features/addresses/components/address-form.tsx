import type { Address } from '@bedesten/core/schemas/address';
import type { Location } from '@bedesten/core/schemas/location';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { toBody, type AddressValues } from '../address-values.ts';
import { addressesApi } from '../api.ts';
import { AddressKindFields, CoordinatesNote, PlaceFields, RecipientFields } from './address-form-parts.tsx';
import { LocationTools } from './location-tools.tsx';

/**
 * Add or edit an address (SPEC.md §3 Address): the labels are the
 * catalogue's field names, so "District is required" sits under "District".
 * "Use my location" and the town search fill the place fields.
 */
export function AddressForm({
  initial,
  id,
  onSaved,
  onCancel,
}: {
  initial: AddressValues;
  id?: string;
  onSaved: (address: Address) => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const resolver = useMemo(
    () =>
      catalogueResolver<AddressValues>((schemas) => schemas.saveAddressBody, lang, {
        toBody: (values) => toBody(values, id),
      }),
    [id, lang],
  );
  const form = useForm<AddressValues>({ resolver, defaultValues: initial });
  const onFailure = useFormFailure(form);
  const [summary, setSummary] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const fill = (location: Location) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (location.city) form.setValue('city', location.city, options);
    if (location.state) form.setValue('state', location.state, options);
    if (location.country) form.setValue('country', location.country, options);
    if (location.zip_code) form.setValue('pin_code', location.zip_code, options);
    form.setValue('user_lat', location.lat, { shouldDirty: true });
    form.setValue('user_long', location.lng, { shouldDirty: true });
  };

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await addressesApi.save(toBody(values, id));
    if (!result.ok) {
      setSummary(onFailure(result));
      return;
    }
    await onSaved(result.data.data);
  });

  return (
    <form method="post" noValidate className="form address-form" onSubmit={(event) => void submit(event)}>
      <FormAlert message={summary} />
      <LocationTools onFound={fill} />
      <CoordinatesNote form={form} />
      <RecipientFields form={form} />
      <PlaceFields form={form} />
      <AddressKindFields form={form} />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('address.save')}</SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
