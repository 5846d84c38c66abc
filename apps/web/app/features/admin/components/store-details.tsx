import type { Language } from '@bedesten/core/i18n/languages';
import { districtName } from '@bedesten/core/geo/districts';
import { fieldLabel } from '~/lib/messages.ts';
import { formatMoney } from '@bedesten/core/money/format-money';
import { formatIban } from '@bedesten/core/stores/bank-account';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { AdminStore } from '../api.ts';
import { formatKilometres } from '~/lib/format-number.ts';

type Row = [field: string, value: ReactNode];

const text = (value: string | number | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? '–' : value;

function legacyBankRows(store: AdminStore): Row[] {
  const rows: Row[] = [];
  if (store.account_number) rows.push(['account_number', store.account_number]);
  if (store.ifsc_code) rows.push(['ifsc_code', store.ifsc_code]);
  return rows;
}

/** Every setup field of a store, grouped as the vendor filled them in, with the licence documents to open. */
export function StoreDetails({ store, categoryName }: { store: AdminStore; categoryName: string }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const label = (field: string) => fieldLabel(field, lang);
  const groups: { key: string; rows: Row[] }[] = [
    {
      key: 'store',
      rows: [
        ['title', store.title],
        ['brand_name', text(store.brand_name)],
        ['type', t(`storeType.${store.type}`)],
        ['category_id', categoryName],
        ['store_owner_name', text(store.store_owner_name)],
        ['description', text(store.description)],
        // Customers reading Turkish see it, so staff approving the store read it too.
        ['description_tr', store.description_tr ? <span lang="tr">{store.description_tr}</span> : text(null)],
        ['website_url', text(store.website_url)],
      ],
    },
    {
      key: 'contact',
      rows: [
        ['email', text(store.email)],
        ['phone_number', text(store.phone_number && `${store.country_code ?? ''} ${store.phone_number}`)],
        ['alternative_phone_number', text(store.alternative_phone_number)],
      ],
    },
    {
      key: 'address',
      rows: [
        ['street', text(store.street)],
        ['address', text(store.address)],
        ['city', text(store.city)],
        ['state', text(store.state && (districtName(store.state, lang) ?? store.state))],
        ['postal_code', text(store.postal_code)],
        ['country', text(store.country)],
        ['lat', text(store.store_lat)],
        ['lng', text(store.store_lng)],
      ],
    },
    {
      key: 'business',
      rows: [
        ['delivery_max_distance', `${formatKilometres(store.delivery_max_distance, lang)} km`],
        ['delivery_time', t('details.minutes', { count: store.delivery_time })],
        ['minimum_order_amount', formatMoney(store.minimum_order_amount, lang)],
        ['working_hours_from', text(store.working_hours_from)],
        ['working_hours_to', text(store.working_hours_to)],
        ['pre_order', store.pre_order ? t('details.yes') : t('details.no')],
        ['cuisines', text(store.cuisines.join(', '))],
        ['type_of_use', text(store.type_of_use)],
      ],
    },
    {
      key: 'licence',
      rows: [
        ['license_number', text(store.license_number)],
        ['license_name', text(store.license_name)],
        ['license_document', <Documents key="docs" urls={store.license_document} />],
      ],
    },
    {
      key: 'bank',
      rows: [
        ['account_holder_name', text(store.account_holder_name)],
        ['bank_name', text(store.bank_name)],
        ['account_type', text(store.account_type)],
        ['iban', store.iban ? formatIban(store.iban) : '–'],
        ['bic', text(store.bic)],
        ['routing_number', text(store.routing_number)],
        ['branch', text(store.branch)],
        ['address_of_bank', text(store.address_of_bank)],
        // The spec's Indian-style details, shown only where a store from before ADR 0042 still has them.
        ...legacyBankRows(store),
      ],
    },
  ];
  return (
    <div className="admin-details">
      {groups.map((group) => (
        <section key={group.key} className="admin-details__group">
          <h4>{t(`details.${group.key}`)}</h4>
          <dl className="admin-facts">
            {group.rows.map(([field, value]) => (
              <div key={field}>
                <dt>{label(field)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <Pictures store={store} lang={lang} />
    </div>
  );
}

function Documents({ urls }: { urls: string[] }) {
  const { t } = useTranslation('admin');
  if (urls.length === 0) return <>–</>;
  return (
    <ul className="admin-links">
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            {t('details.document', { n: index + 1 })}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Pictures({ store, lang }: { store: AdminStore; lang: Language }) {
  const { t } = useTranslation('admin');
  const pictures = [store.image, store.banner_image, ...store.photos].filter((url): url is string => Boolean(url));
  if (pictures.length === 0) return null;
  return (
    <section className="admin-details__group admin-details__group--wide">
      <h4>{fieldLabel('photos', lang)}</h4>
      <ul className="admin-thumbs">
        {pictures.map((url, index) => (
          <li key={`${url}-${index}`}>
            <img src={url} alt={t('details.picture', { n: index + 1, name: store.title })} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
