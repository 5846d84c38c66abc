import { formatMoney } from '@bedesten/core/money/format-money';
import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { Picture } from '~/components/picture.tsx';

/** The order's lines: name, size, quantity and amount. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, lang, order.currency);
  return (
    <section className="card order-section" aria-labelledby="order-items-title">
      <h2 id="order-items-title">{t('detail.items')}</h2>
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={item.id} className="order-item">
            {item.image_url ? <Picture src={item.image_url} alt="" width={56} height={56} use="thumb" /> : null}
            <div className="order-item__text">
              <p className="order-item__name">
                {item.name}
                {item.size_name ? <span className="muted"> · {item.size_name}</span> : null}
              </p>
              <p className="muted">
                {t('detail.quantity')}: {item.quantity} · {t('detail.unitPrice', { price: money(item.selling_price) })}
              </p>
            </div>
            <p className="order-item__amount">{money(item.line_total)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where it goes (or the store pickup), who to call, and the customer's note. */
export function OrderAddress({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const address = order.address;
  return (
    <section className="card order-section" aria-labelledby="order-address-title">
      <h2 id="order-address-title">{address ? t('detail.address') : t('detail.pickup')}</h2>
      {address ? (
        <address className="order-address">
          {address.name}
          <br />
          {address.address}
          {address.landmark ? (
            <>
              <br />
              {address.landmark}
            </>
          ) : null}
          <br />
          {[address.zip_code, address.city].filter(Boolean).join(' ')}
        </address>
      ) : (
        <p>
          {t('detail.pickupText', {
            store: order.store.title,
            address: [order.store_contact.address, order.store_contact.city].filter(Boolean).join(', '),
          })}
        </p>
      )}
      <p>
        <span className="muted">{t('detail.contact')}:</span> {order.contact_name}, {order.contact}
      </p>
      {order.order_notes ? (
        <p>
          <span className="muted">{t('detail.notes')}:</span> {order.order_notes}
        </p>
      ) : null}
    </section>
  );
}
