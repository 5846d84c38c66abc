import type { VehicleType, vehicleTypesBody } from '@bedesten/core/schemas/cabs';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '~/components/form/fields.tsx';
import { UploadField } from '~/components/upload-field.tsx';
import { formBody } from '~/lib/form/form-body.ts';
import { errorText, nestedResolver, useNestedFormFailure } from '~/lib/form/nested-form.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { adminApi } from '../api.ts';
import { BLANK_VEHICLE, toVehicleRow, toVehicleTypesBody, VEHICLE_LISTS, type VehicleValues } from '../cab-fares.ts';

/**
 * The vehicle types customers choose from, with the per-km rate and the
 * minimum fare in euros, saved as one list (a type cannot be deleted, only
 * switched off: past rides name it). Checked by the API's own schema; plain
 * staff see it read-only, since only managers may save it.
 */
export function VehicleTypesForm({ types, editable }: { types: VehicleType[]; editable: boolean }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const resolver = useMemo(
    () =>
      nestedResolver<VehicleValues>((schemas) => schemas.vehicleTypesBody, lang, {
        toBody: toVehicleTypesBody,
        arrays: VEHICLE_LISTS,
      }),
    [lang],
  );
  const form = useForm<VehicleValues>({ resolver, defaultValues: { vehicle_types: types.map(toVehicleRow) } });
  const rows = useFieldArray({ control: form.control, name: 'vehicle_types' });
  const onFailure = useNestedFormFailure(form, VEHICLE_LISTS);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const saved = await adminApi.saveVehicleTypes(formBody<typeof vehicleTypesBody>(toVehicleTypesBody(values)));
    if (!saved.ok) {
      setSummary(onFailure(saved));
      return;
    }
    form.reset({ vehicle_types: saved.data.data.map(toVehicleRow) });
    notifySuccess(t('cabFares.vehiclesSaved'));
    // The airport fares table has a column per type: a new type needs its column.
    await revalidator.revalidate();
  });

  return (
    <form
      method="post"
      noValidate
      className="form cab-fares__form"
      aria-labelledby="vehicle-types-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="vehicle-types-title" className="cab-fares__title">
        {t('cabFares.vehiclesTitle')}
      </h2>
      <FormAlert message={summary ?? errorText(errors, 'vehicle_types.root') ?? errors.root?.message} />
      <fieldset className="cab-fares__fieldset" disabled={!editable}>
        <legend className="visually-hidden">{t('cabFares.vehiclesTitle')}</legend>
        <ol className="vehicle-type-list">
          {rows.fields.map((field, index) => (
            <VehicleRowFields key={field.id} form={form} index={index} editable={editable} />
          ))}
        </ol>
      </fieldset>
      {editable ? (
        <div className="form__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={!hydrated}
            onClick={() => rows.append({ ...BLANK_VEHICLE })}
          >
            {t('cabFares.addVehicle')}
          </button>
          <SubmitButton busy={isSubmitting}>{t('cabFares.saveVehicles')}</SubmitButton>
        </div>
      ) : null}
    </form>
  );
}

function VehicleRowFields({
  form,
  index,
  editable,
}: {
  form: UseFormReturn<VehicleValues>;
  index: number;
  editable: boolean;
}) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const { errors } = form.formState;
  const path = `vehicle_types.${index}` as const;
  const row = form.watch(path);
  const name = (lang === 'tr' ? row.name_tr : row.name_en).trim();
  const heading = name || row.code.trim() || t('cabFares.newVehicle', { n: index + 1 });
  const errorOf = (name: string) => errorText(errors, `${path}.${name}`);
  // defaultValue: the server-rendered page shows the saved values before it is interactive.
  // Each box names its vehicle for screen readers: the labels repeat in every card.
  const of = (label: string) => `${label} (${heading})`;
  return (
    <li className="card vehicle-type">
      <h3 className="vehicle-type__title">{heading}</h3>
      <div className="vehicle-type__grid">
        <TextField
          label={of(t('cabFares.code'))}
          registration={form.register(`${path}.code`)}
          defaultValue={row.code}
          readOnly={row.saved}
          hint={row.saved ? undefined : t('cabFares.codeHint')}
          error={errorOf('code')}
          autoComplete="off"
        />
        <TextField
          label={of(t('cabFares.nameEn'))}
          registration={form.register(`${path}.name_en`)}
          defaultValue={row.name_en}
          error={errorOf('name_en')}
        />
        <TextField
          label={of(t('cabFares.nameTr'))}
          registration={form.register(`${path}.name_tr`)}
          defaultValue={row.name_tr}
          error={errorOf('name_tr')}
        />
        <TextField
          label={of(t('cabFares.seats'))}
          registration={form.register(`${path}.seats`)}
          defaultValue={row.seats}
          inputMode="numeric"
          error={errorOf('seats')}
        />
        <TextField
          label={of(t('cabFares.perKm'))}
          registration={form.register(`${path}.per_km_minor`)}
          defaultValue={row.per_km_minor}
          inputMode="decimal"
          error={errorOf('per_km_minor')}
        />
        <TextField
          label={of(t('cabFares.minimumFare'))}
          registration={form.register(`${path}.minimum_fare_minor`)}
          defaultValue={row.minimum_fare_minor}
          inputMode="decimal"
          error={errorOf('minimum_fare_minor')}
        />
      </div>
      {editable ? (
        <Controller
          control={form.control}
          name={`${path}.picture_url`}
          render={({ field }) => (
            <UploadField
              label={of(t('cabFares.picture'))}
              kind="image"
              value={field.value ? [field.value] : []}
              onChange={(urls) => field.onChange(urls[0] ?? '')}
              error={errorOf('picture_url')}
            />
          )}
        />
      ) : row.picture_url ? (
        <img
          className="vehicle-type__picture"
          src={row.picture_url}
          alt={of(t('cabFares.picture'))}
          width={120}
          height={80}
        />
      ) : null}
      <label className="switch">
        <input type="checkbox" role="switch" defaultChecked={row.active} {...form.register(`${path}.active`)} />
        <span className="switch__track" aria-hidden="true" />
        <span>{of(t('cabFares.active'))}</span>
      </label>
    </li>
  );
}
