import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';

/**
 * A quantity with − and + buttons around a number field, kept between `min`
 * and `max`. Typing is committed on blur or Enter, so a half-typed number
 * never reaches the cart; the buttons commit at once.
 */
export function QuantityStepper({
  id,
  label,
  value,
  min = 1,
  max,
  onChange,
  disabled = false,
  hideLabel = false,
}: {
  id: string;
  label: string;
  value: number;
  min?: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const top = Math.max(max, min);
  const commit = (raw: number) => {
    const next = Number.isFinite(raw) ? Math.min(Math.max(Math.round(raw), min), top) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="stepper">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'stepper__label'}>
        {label}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={t('stepper.decrease', { label })}
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => commit(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={top}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(Number(draft))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(Number(draft));
            }
          }}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={t('stepper.increase', { label })}
          aria-controls={id}
          disabled={disabled || value >= top}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
