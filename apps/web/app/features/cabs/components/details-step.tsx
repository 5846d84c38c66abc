import { useEffect, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { PhoneField } from '~/components/form/phone-field.tsx';
import type { CabDetails } from '~/lib/client-state/types.ts';
import { preloadSchemas } from '~/lib/form/load-schemas.ts';

export type DetailErrors = Partial<Record<keyof CabDetails, string>>;

const FIELDS = [
  { key: 'first_name', type: 'text', autoComplete: 'given-name' },
  { key: 'last_name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', type: 'email', autoComplete: 'email' },
] as const;

/**
 * The shared phone field speaks react-hook-form's `register`; this form keeps
 * its draft in state, so each part is bound to it by hand (the element shows
 * the draft's value on every render).
 */
function bound(name: string, value: string, set: (value: string) => void): UseFormRegisterReturn {
  return {
    name,
    onChange: async (event: { target: { value: string } }) => set(event.target.value),
    onBlur: async () => undefined,
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
      if (element && element.value !== value) element.value = value;
    },
  };
}

/**
 * Step 3: the cab booking form (SPEC.md §3: first and last name, e-mail,
 * mobile, comments), checked when the person goes on (cab-booking.tsx).
 */
export function DetailsStep({
  details,
  onChange,
  errors,
  onBack,
  onSubmit,
}: {
  details: CabDetails;
  onChange: (details: CabDetails) => void;
  errors: DetailErrors;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('cabs');
  const id = useId();
  // The check's rules load while the person types, so going on does not wait for them.
  useEffect(preloadSchemas, []);
  return (
    <form
      className="cab-step card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="cab-step__title">{t('details.title')}</h2>
      <div className="cab-details">
        {FIELDS.map((field) => (
          <div key={field.key} className={`field cab-details__${field.key}`}>
            <label htmlFor={`${id}-${field.key}`} className="field__label">
              {t(`details.${field.key}`)}
            </label>
            <input
              id={`${id}-${field.key}`}
              className="input"
              type={field.type}
              autoComplete={field.autoComplete}
              value={details[field.key]}
              aria-invalid={errors[field.key] ? true : undefined}
              aria-describedby={errors[field.key] ? `${id}-${field.key}-error` : undefined}
              onChange={(event) => onChange({ ...details, [field.key]: event.target.value })}
            />
            <FieldErrorText id={`${id}-${field.key}-error`} message={errors[field.key]} />
          </div>
        ))}
        <div className="cab-details__phone">
          <PhoneField
            label={t('details.mobile')}
            current={details.country_code}
            countryCode={bound('country_code', details.country_code, (country_code) =>
              onChange({ ...details, country_code }),
            )}
            mobile={bound('mobile', details.mobile, (mobile) => onChange({ ...details, mobile }))}
            countryError={errors.country_code}
            mobileError={errors.mobile}
          />
        </div>
        <div className="field cab-details__comments">
          <label htmlFor={`${id}-comments`} className="field__label">
            {t('details.comments')}
          </label>
          <textarea
            id={`${id}-comments`}
            className="input"
            rows={3}
            maxLength={500}
            value={details.comments}
            aria-invalid={errors.comments ? true : undefined}
            aria-describedby={errors.comments ? `${id}-comments-error` : undefined}
            onChange={(event) => onChange({ ...details, comments: event.target.value })}
          />
          <FieldErrorText id={`${id}-comments-error`} message={errors.comments} />
        </div>
      </div>
      <div className="cab-step__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="submit" className="button">
          {t('details.submit')}
        </button>
      </div>
    </form>
  );
}
