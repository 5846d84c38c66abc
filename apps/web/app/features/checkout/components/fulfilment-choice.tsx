import { useTranslation } from '~/lib/i18n-react.tsx';
import type { CheckoutDraft } from '../draft.ts';

type Fulfilment = CheckoutDraft['fulfilment'];

/** Home delivery or free store pickup, as two described radio options. */
export function FulfilmentChoice({ value, onChange }: { value: Fulfilment; onChange: (value: Fulfilment) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="card checkout-choice">
      <legend className="checkout-choice__legend">{t('shipping.howTitle')}</legend>
      {(['delivery', 'pickup'] as const).map((option) => (
        <label key={option} className="choice checkout-option">
          <input
            type="radio"
            name="fulfilment"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>
            <strong>{t(`shipping.${option}`)}</strong>
            <span className="muted checkout-option__hint">{t(`shipping.${option}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
