import type { PaymentState } from '@bedesten/core/schemas/checkout';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { GuestPrompt } from '~/features/checkout/components/guest-prompt.tsx';
import { PaymentResult } from '~/features/checkout/components/payment-result.tsx';
import { CancelOrder } from '~/features/orders/components/cancel-order.tsx';
import { RetryCardPayment } from '~/features/orders/components/retry-card-payment.tsx';
import { checkoutVisitor } from '~/features/checkout/visitor.server.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/payment?order=<id>`: the card payment's outcome as the API has it, and what to do next. */
export async function loader(args: LoaderFunctionArgs) {
  const { user, signIn } = await checkoutVisitor(args);
  if (!user) return { guest: true as const, signIn, state: null };
  const orderId = args.url.searchParams.get('order') ?? '';
  if (!UUID.test(orderId)) return { guest: false as const, signIn, state: null };
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: PaymentState }>(
    args.request,
    'order-payment-status',
    { order_id: orderId },
    { lang },
  );
  return { guest: false as const, signIn, state: result.ok ? result.data.data : null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'payment');

export default function PaymentPage() {
  const { t } = useTranslation(['pages', 'checkout']);
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page container checkout-page">
      <PageHeader title={t('pages:payment.title')} intro={t('checkout:result.intro')} />
      {data.guest ? (
        <GuestPrompt signInHref={data.signIn} />
      ) : data.state ? (
        <PaymentResult
          state={data.state}
          retry={({ orderId, dueAt }) => (
            <RetryCardPayment orderId={orderId} dueAt={dueAt}>
              <CancelOrder orderId={orderId} allowed />
            </RetryCardPayment>
          )}
        />
      ) : (
        <div className="notice">
          <p>{t('checkout:result.noOrder')}</p>
          <p className="notice__actions">
            <Link to="/cart" className="button button--primary">
              {t('checkout:result.toCart')}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
