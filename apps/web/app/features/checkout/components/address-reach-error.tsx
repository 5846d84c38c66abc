import { message } from '~/lib/messages.ts';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formatKm } from '~/lib/format-km.ts';
import { useLanguage } from '~/lib/root-data.ts';

/**
 * At the chosen address, not at the form: the store does not reach it, how
 * far the store goes and how far the address is, and one tap to pick up
 * instead (issue 15).
 */
export function AddressReachError({
  text,
  radiusKm,
  distanceKm,
  onPickup,
}: {
  /** The API's words when it refused; the catalogue's otherwise. */
  text: string | null;
  radiusKm: number | null;
  distanceKm: number | null;
  onPickup: () => void;
}) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  return (
    <div className="alert alert--error checkout-reach" role="alert" id="checkout-address-error" tabIndex={-1}>
      <p>{text ?? message('address_not_reachable', lang)}</p>
      {radiusKm !== null ? (
        <p className="checkout-reach__detail">
          {distanceKm !== null
            ? t('shipping.outOfReach', { km: formatKm(radiusKm, lang), distance: formatKm(distanceKm, lang) })
            : t('shipping.outOfReachUnplaced', { km: formatKm(radiusKm, lang) })}
        </p>
      ) : null}
      <p>
        <button type="button" className="button button--secondary" onClick={onPickup}>
          {t('shipping.switchToPickup')}
        </button>
      </p>
    </div>
  );
}
