import { districtName } from '@bedesten/core/geo/districts';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import { thumbnailOf } from '~/components/upload-field.tsx';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatKilometres } from '~/lib/format-number.ts';

/** The last four digits only: the full account number is for the form, not for a glance over a shoulder. */
export function maskAccount(number: string | null): string | null {
  if (!number) return null;
  return `•••• ${number.slice(-4)}`;
}

/** What the vendor's store says about itself, as a definition list (stacks on a phone). */
export function StoreSummary({
  store,
  categoryName,
  currency,
}: {
  store: VendorStore;
  categoryName: string | null;
  currency: string;
}) {
  const { t } = useTranslation('store-setup');
  const lang = useLanguage();
  const none = t('details.notGiven');
  const phone = store.phone_number ? `${store.country_code ?? ''} ${store.phone_number}`.trim() : null;
  const address = [store.address, store.street, store.city, store.state ? districtName(store.state, lang) : null]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | null][] = [
    [t('details.type'), store.type === 'goods' ? t('fields.typeGoods') : t('fields.typeService')],
    [t('details.category'), categoryName],
    [t('fields.brandName'), store.brand_name],
    [t('details.owner'), store.store_owner_name],
    [t('details.phone'), phone],
    [t('details.email'), store.email],
    [t('details.website'), store.website_url],
    [t('details.address'), address || null],
    [
      t('details.hours'),
      store.working_hours_from && store.working_hours_to
        ? `${store.working_hours_from} – ${store.working_hours_to}`
        : null,
    ],
    [
      t('details.delivery'),
      t('details.deliveryValue', {
        km: formatKilometres(store.delivery_max_distance, lang),
        minutes: store.delivery_time,
      }),
    ],
    [t('details.minimumOrder'), formatMoney(store.minimum_order_amount, lang, currency)],
    [t('details.preOrder'), store.pre_order ? t('details.yes') : t('details.no')],
    [
      t('details.bank'),
      store.bank_name ? `${store.bank_name} ${maskAccount(store.iban ?? store.account_number) ?? ''}`.trim() : null,
    ],
    [t('details.documents'), store.license_document.length ? String(store.license_document.length) : null],
  ];
  return (
    <div className="store-summary">
      {store.banner_image || store.image ? (
        <div className="store-summary__pictures">
          {store.image ? <img src={thumbnailOf(store.image)} alt={t('fields.image')} width={96} height={96} /> : null}
          {store.banner_image ? (
            <img
              src={store.banner_image}
              alt={t('fields.banner')}
              className="store-summary__banner"
              width={320}
              height={120}
            />
          ) : null}
        </div>
      ) : null}
      <p className="store-summary__title">{store.title}</p>
      {store.description ? <p>{store.description}</p> : null}
      {store.description_tr ? <p lang="tr">{store.description_tr}</p> : null}
      <dl className="store-summary__list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? <span className="muted">{none}</span>}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
