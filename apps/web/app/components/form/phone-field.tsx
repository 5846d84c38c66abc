import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { firstOptions, type CallingCodeOption } from '~/lib/calling-codes.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { FieldErrorText, useFieldIds } from './fields.tsx';

/**
 * Country code and mobile number (SPEC.md §5: both must be valid), as one
 * group. The select's value is the calling code itself ("+357", Cyprus by
 * default), which is what the API takes; countries sharing a code (+1, +44)
 * each have their option, any of them sends the same code.
 *
 * The server renders the few most dialled codes; the full list (with
 * libphonenumber's metadata) loads after hydration and keeps the selection.
 */
export function PhoneField({
  label,
  countryCode,
  mobile,
  current,
  countryError,
  mobileError,
  hint,
}: {
  label: string;
  countryCode: UseFormRegisterReturn;
  mobile: UseFormRegisterReturn;
  /** The code the form starts with, so it is among the first options. */
  current?: string | null;
  countryError?: string | undefined;
  mobileError?: string | undefined;
  hint?: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countryIds = useFieldIds();
  const mobileIds = useFieldIds();
  const select = useRef<HTMLSelectElement | null>(null);
  const keep = useRef<string | null>(null);
  const [options, setOptions] = useState<CallingCodeOption[]>(() => firstOptions(lang, current));

  useEffect(() => {
    let live = true;
    void import('~/lib/countries.ts')
      .then((countries) => {
        if (!live) return;
        keep.current = select.current?.value ?? null;
        setOptions(countries.callingCodeOptions(lang));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang]);

  // Swapping the options must not change what the person chose.
  useLayoutEffect(() => {
    if (keep.current && select.current && select.current.value !== keep.current) select.current.value = keep.current;
    keep.current = null;
  }, [options]);

  const describedBy = [hint ? mobileIds.hint : null, mobileError ? mobileIds.error : null].filter(Boolean).join(' ');
  return (
    <fieldset className="field phone-field">
      <legend>{label}</legend>
      <div className="phone-field__row">
        <div className="phone-field__country">
          <label htmlFor={countryIds.input} className="visually-hidden">
            {t('form.countryCode')}
          </label>
          <select
            id={countryIds.input}
            autoComplete="tel-country-code"
            {...countryCode}
            ref={(element) => {
              select.current = element;
              countryCode.ref(element);
            }}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? countryIds.error : undefined}
          >
            {options.map((option) => (
              // Country names come from Intl; server and browser data may differ by a letter.
              <option key={option.country} value={option.callingCode} suppressHydrationWarning>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="phone-field__number">
          <label htmlFor={mobileIds.input} className="visually-hidden">
            {t('form.mobileNumber')}
          </label>
          <input
            id={mobileIds.input}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...mobile}
            aria-invalid={mobileError ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
        </div>
      </div>
      {hint ? (
        <p id={mobileIds.hint} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={countryIds.error} message={countryError} />
      <FieldErrorText id={mobileIds.error} message={mobileError} />
    </fieldset>
  );
}
