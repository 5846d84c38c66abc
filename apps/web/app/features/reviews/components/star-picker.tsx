import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { STAR_VALUES } from '../rating.ts';

const ASCENDING = [...STAR_VALUES].reverse();

/**
 * "Your rating" as five native radio buttons: Tab reaches the group, the
 * arrow keys move between 1 and 5 stars, Space picks. The radios are
 * visually hidden behind drawn stars, each named "3 stars" for screen readers.
 */
export function StarPicker({
  registration,
  value,
  error,
  legend,
}: {
  registration: UseFormRegisterReturn;
  /** The chosen rating as the form holds it ('' before a choice). */
  value: string;
  error: string | undefined;
  legend: string;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = Number(value) || 0;
  return (
    <fieldset className="field star-picker" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="star-picker__options">
        {ASCENDING.map((star) => (
          <span key={star} className="star-picker__option">
            <input
              type="radio"
              id={`${id}-${star}`}
              value={String(star)}
              className="star-picker__input"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <label htmlFor={`${id}-${star}`} className={star <= chosen ? 'is-on' : undefined}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('form.starOption', { count: star })}</span>
            </label>
          </span>
        ))}
        <span className="star-picker__chosen muted" aria-hidden="true">
          {chosen ? t('form.starOption', { count: chosen }) : t('form.noStars')}
        </span>
      </div>
      <FieldErrorText id={errorId} message={error} />
    </fieldset>
  );
}
