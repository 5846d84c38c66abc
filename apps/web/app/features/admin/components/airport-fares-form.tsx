import { AIRPORTS, airportName } from '@bedesten/core/cabs/places';
import { DISTRICTS } from '@bedesten/core/geo/districts';
import type { AirportFare, airportFaresBody, VehicleType } from '@bedesten/core/schemas/cabs';
import { useId, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText, FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { formBody } from '~/lib/form/form-body.ts';
import { errorText, nestedResolver, useNestedFormFailure } from '~/lib/form/nested-form.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { adminApi } from '../api.ts';
import {
  cellKey,
  fareFieldOf,
  toAirportFaresBody,
  toFareValues,
  type FareCell,
  type FareValues,
} from '../cab-fares.ts';

const NO_LISTS: readonly string[] = [];

/**
 * The fixed one-leg airport fares (ADR 0035) as one table per airport:
 * districts down, vehicle types across, euros in each box; an empty box
 * means no fixed fare (that transfer is metered). Saved all at once by a
 * manager; plain staff see the table read-only.
 */
export function AirportFaresForm({
  fares,
  types,
  editable,
}: {
  fares: AirportFare[];
  types: VehicleType[];
  editable: boolean;
}) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const codes = useMemo(() => types.map((type) => type.code), [types]);
  const mapField = useMemo(() => fareFieldOf(codes), [codes]);
  const resolver = useMemo(
    () =>
      nestedResolver<FareValues>((schemas) => schemas.airportFaresBody, lang, {
        toBody: (values) => toAirportFaresBody(values, codes),
        mapField,
      }),
    [codes, lang, mapField],
  );
  const form = useForm<FareValues>({ resolver, defaultValues: toFareValues(fares, codes) });
  const onFailure = useNestedFormFailure(form, NO_LISTS, mapField);
  const [summary, setSummary] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const saved = await adminApi.saveAirportFares(formBody<typeof airportFaresBody>(toAirportFaresBody(values, codes)));
    if (!saved.ok) {
      setSummary(onFailure(saved));
      return;
    }
    form.reset(toFareValues(saved.data.data, codes));
    notifySuccess(t('cabFares.faresSaved'));
  });

  return (
    <form
      method="post"
      noValidate
      className="form cab-fares__form"
      aria-labelledby="airport-fares-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="airport-fares-title" className="cab-fares__title">
        {t('cabFares.faresTitle')}
      </h2>
      <p className="muted">{t('cabFares.faresHint')}</p>
      <FormAlert message={summary ?? errorText(errors, 'fares') ?? errors.root?.message} />
      <fieldset className="cab-fares__fieldset" disabled={!editable}>
        <legend className="visually-hidden">{t('cabFares.faresTitle')}</legend>
        {AIRPORTS.map((airport) => (
          <div key={airport.code} className="cab-fares__table-wrap">
            <table className="cab-fares__table">
              <caption>{airportName(airport.code, lang)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cabFares.district')}</th>
                  {types.map((type) => (
                    <th key={type.code} scope="col">
                      {lang === 'tr' ? type.name_tr : type.name_en}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {DISTRICTS.map((district) => (
                  <tr key={district.code}>
                    <th scope="row">{district[lang]}</th>
                    {types.map((type) => (
                      <td key={type.code}>
                        <FareBox
                          form={form}
                          cell={{ airport: airport.code, district_code: district.code, vehicle_type: type.code }}
                          label={t('cabFares.fareLabel', {
                            airport: airport.code,
                            district: district[lang],
                            vehicle: lang === 'tr' ? type.name_tr : type.name_en,
                          })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </fieldset>
      {editable ? (
        <div className="form__actions">
          <SubmitButton busy={isSubmitting}>{t('cabFares.saveFares')}</SubmitButton>
        </div>
      ) : null}
    </form>
  );
}

function FareBox({ form, cell, label }: { form: UseFormReturn<FareValues>; cell: FareCell; label: string }) {
  const id = useId();
  const name = `cells.${cellKey(cell)}` as const;
  const error = errorText(form.formState.errors, name);
  return (
    <div className="cab-fares__cell">
      <span className="cab-fares__currency" aria-hidden="true">
        €
      </span>
      <input
        {...form.register(name)}
        defaultValue={form.getValues(name)}
        inputMode="decimal"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
