import type { Address } from '@bedesten/core/schemas/address';
import { fieldLabel } from '~/lib/messages.ts';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';

/** One saved address: its lines, and edit / make default / delete (the buttons wait for hydration). */
export function AddressCard({
  address,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const place = [address.city, address.state, address.pin_code, address.country].filter(Boolean).join(', ');
  return (
    <li
      id={`address-${address.id}`}
      tabIndex={-1}
      className={`card address-card${address.is_default ? ' address-card--default' : ''}`}
      aria-label={`${t(`address.types.${address.address_type}`)}: ${address.address}`}
    >
      <div className="address-card__head">
        <span className="tag">{t(`address.types.${address.address_type}`)}</span>
        {address.is_default ? <span className="tag tag--accent">{t('address.default')}</span> : null}
      </div>
      <p className="address-card__name">{address.name}</p>
      <p className="address-card__lines">
        {address.address}
        {address.landmark ? (
          <>
            <br />
            {fieldLabel('landmark', lang)}: {address.landmark}
          </>
        ) : null}
        <br />
        {place}
      </p>
      <p className="muted address-card__contact">{address.contact}</p>
      <div className="address-card__actions">
        <button type="button" className="button button--secondary button--small" onClick={onEdit} disabled={!hydrated}>
          {t('address.edit')}
        </button>
        {address.is_default ? null : (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onMakeDefault}
            disabled={!hydrated || busy}
          >
            {t('address.setDefault')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--small button--danger-text"
          onClick={onDelete}
          disabled={!hydrated || busy}
        >
          {t('address.delete')}
        </button>
      </div>
    </li>
  );
}
