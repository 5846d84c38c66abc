import type { Address } from '@bedesten/core/schemas/address';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function oneLine(address: Address): string {
  return [address.address, address.landmark, address.city, address.pin_code].filter(Boolean).join(', ');
}

/**
 * Where to deliver: the saved addresses as radio options (the default one
 * marked), and the new-address form passed in by the page, or a button to open it.
 */
export function AddressChoice({
  addresses,
  chosenId,
  onChoose,
  adding,
  onAddingChange,
  newAddress,
}: {
  addresses: Address[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
  /** The address form, shown while `adding`. */
  newAddress: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  return (
    <section className="card" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title">{t('shipping.addressTitle')}</h2>
      {addresses.length > 0 ? (
        <fieldset className="checkout-addresses">
          <legend className="visually-hidden">{t('shipping.addressTitle')}</legend>
          {addresses.map((address) => (
            <label key={address.id} className="choice checkout-option checkout-address">
              <input
                type="radio"
                name="address"
                value={address.id}
                checked={chosenId === address.id}
                onChange={() => onChoose(address.id)}
              />
              <span>
                <strong>{address.name}</strong>
                {address.is_default ? <span className="tag tag--accent">{t('shipping.default')}</span> : null}
                <span className="checkout-option__hint">{oneLine(address)}</span>
                <span className="muted checkout-option__hint">{address.contact}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="muted">{t('shipping.noAddresses')}</p>
      )}
      {adding ? (
        <div className="checkout-new-address">
          <h3>{t('shipping.newAddress')}</h3>
          {newAddress}
        </div>
      ) : (
        <p>
          <button type="button" className="button button--secondary" onClick={() => onAddingChange(true)}>
            {t('shipping.addAddress')}
          </button>
        </p>
      )}
    </section>
  );
}
