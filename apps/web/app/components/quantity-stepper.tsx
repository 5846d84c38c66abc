import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';

/** What a typed or stepped number becomes: whole, between `min` and `max` (else the current value); `capped` when above `max`. */
export function committedQuantity(
  raw: number,
  current: number,
  min: number,
  max: number,
): { quantity: number; capped: boolean } {
  if (!Number.isFinite(raw)) return { quantity: current, capped: false };
  const whole = Math.round(raw);
  return { quantity: Math.min(Math.max(whole, min), max), capped: whole > max };
}

/**
 * A quantity with − and + buttons around a number field, kept between `min`
 * and `max`. Typing is committed on blur or Enter, so a half-typed number
 * never reaches the cart; the buttons commit at once. A typed number above
 * `max` becomes `max`, and `onCapped` hears of it, so the page can say so
 * rather than cut it silently.
 */
export function QuantityStepper({
  id,
  label,
  value,
  min = 1,
  max,
  onChange,
  onCapped,
  disabled = false,
  hideLabel = false,
}: {
  id: string;
  label: string;
  value: number;
  min?: number;
  max: number;
  onChange: (quantity: number) => void;
  /** A typed number was above `max` and became `max` (called after onChange, also when nothing changed). */
  onCapped?: (max: number) => void;
  disabled?: boolean;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const top = Math.max(max, min);
  const commit = (raw: number) => {
    const { quantity: next, capped } = committedQuantity(raw, value, min, top);
    setDraft(String(next));
    if (next !== value) onChange(next);
    if (capped) onCapped?.(top);
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
