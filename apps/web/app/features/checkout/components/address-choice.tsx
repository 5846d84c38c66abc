import type { Address } from '@bedesten/core/schemas/address';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';

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
  outOfReach,
  problem,
}: {
  addresses: Address[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
  /** The address form, shown while `adding`. */
  newAddress: ReactNode;
  /** Ids of the addresses the store does not reach: marked on their option. */
  outOfReach: ReadonlySet<string>;
  /** Why the chosen address cannot be delivered to: shown right under it. */
  problem: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  return (
    <section className="card" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title">{t('shipping.addressTitle')}</h2>
      {addresses.length > 0 ? (
        <fieldset className="checkout-addresses">
          <legend className="visually-hidden">{t('shipping.addressTitle')}</legend>
          {addresses.map((address) => (
            <Fragment key={address.id}>
              <label className="choice checkout-option checkout-address">
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
                  {outOfReach.has(address.id) ? (
                    <span className="checkout-option__hint checkout-address__unreachable">
                      {t('shipping.outOfReachHint')}
                    </span>
                  ) : null}
                </span>
              </label>
              {chosenId === address.id ? problem : null}
            </Fragment>
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
