import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { invoiceUrl } from '~/features/orders/api.ts';
import { ChatWithStore } from '~/features/chat/components/chat-with-store.tsx';
import { BankTransferDetails } from '~/features/orders/components/bank-transfer-details.tsx';
import { CancelOrder } from '~/features/orders/components/cancel-order.tsx';
import { OrderPayment, OrderTotals } from '~/features/orders/components/order-money-sections.tsx';
import { OrderAddress, OrderItems } from '~/features/orders/components/order-sections.tsx';
import { OrderRetryCardPayment } from '~/features/orders/components/retry-card-payment.tsx';
import { OrderTimeline } from '~/features/orders/components/order-timeline.tsx';
import { StatusChip } from '~/features/orders/components/status-chip.tsx';
import { TrackingPanel } from '~/features/orders/components/tracking-panel.tsx';
import { formatOrderDate } from '~/features/orders/format.ts';
import { useLiveOrder } from '~/features/orders/use-live-order.ts';
import { ordersRead } from '~/features/orders/load.server.ts';
import { RateOrder } from '~/features/reviews/components/rate-order.tsx';
import { loadReviewable } from '~/features/reviews/load.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { requireUser } from '~/lib/session.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/order?id=<uuid>`: one of the customer's orders; anyone else's is the not-found page. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { lang } = resolveLanguage(args.request);
  const id = new URL(args.request.url).searchParams.get('id') ?? '';
  if (!UUID.test(id)) throw new Response(null, { status: 404 });
  const { data } = await ordersRead<{ data: OrderDetail }>(args.request, `order-details/${id}`, lang);
  // Only a delivered order earns reviews (issue 11); before that there is nothing to ask.
  const reviewable = data.status === 'delivered' ? await loadReviewable(args.request, data.id, lang) : null;
  return { order: data, reviewable };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'order');

export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const { order: loaded, reviewable } = useLoaderData<typeof loader>();
  // Live: a status change shows at once, with only the actions the table allows from it (issue 43).
  const order = useLiveOrder(loaded, 'customer');
  return (
    <div className="page container order-page">
      <p>
        <Link to="/profile/my-orders" className="text-link">
          ← {t('detail.back')}
        </Link>
      </p>
      <PageHeader
        title={t('detail.title', { number: order.number })}
        intro={t('detail.placedOn', { date: formatOrderDate(order.placed_at, lang), store: order.store.title })}
      >
        <p className="order-page__status">
          <StatusChip status={order.status} label={order.status_label} />
        </p>
        <ChatWithStore storeId={order.store.id} />
      </PageHeader>
      <div className="order-layout">
        <div className="order-layout__main">
          <OrderRetryCardPayment order={order} />
          <BankTransferDetails order={order} />
          <section className="card order-section" aria-labelledby="order-timeline-title">
            <h2 id="order-timeline-title">{t('detail.timeline')}</h2>
            <OrderTimeline steps={order.timeline} headingId="order-timeline-title" />
            {order.cancel_reason ? (
              <p className="muted">{t('detail.cancelledBecause', { reason: order.cancel_reason })}</p>
            ) : null}
            <div className="order-actions">
              {order.status !== 'cancelled' && order.status !== 'delivered' ? (
                <CancelOrder orderId={order.id} allowed={order.can_cancel} />
              ) : null}
              <p className="order-actions__invoice">
                <a className="button button--secondary" href={invoiceUrl(order.id, lang)} download>
                  {t('detail.invoice')}
                </a>{' '}
                <span className="muted">{t('detail.invoiceHint')}</span>
              </p>
            </div>
          </section>
          {reviewable ? <RateOrder reviewable={reviewable} /> : null}
          <OrderItems order={order} />
          <OrderAddress order={order} />
        </div>
        <div className="order-layout__aside">
          <TrackingPanel order={order} />
          <OrderTotals order={order} />
          <OrderPayment order={order} />
        </div>
      </div>
    </div>
  );
}
