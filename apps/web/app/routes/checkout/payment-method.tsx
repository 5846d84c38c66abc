import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { CheckoutSteps } from '~/features/checkout/components/checkout-steps.tsx';
import { GuestPrompt } from '~/features/checkout/components/guest-prompt.tsx';
import { PaymentStep } from '~/features/checkout/components/payment-step.tsx';
import { checkoutVisitor } from '~/features/checkout/visitor.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/cart/shipping/payment`: coupon, payment method and the priced summary. */
export async function loader(args: LoaderFunctionArgs) {
  const { user, signIn } = await checkoutVisitor(args);
  return { guest: !user, signIn };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'cart-payment');

export default function PaymentMethodPage() {
  const { t } = useTranslation('pages');
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page container checkout-page">
      <PageHeader title={t('cart-payment.title')} intro={t('cart-payment.intro')} />
      {data.guest ? (
        <GuestPrompt signInHref={data.signIn} />
      ) : (
        <>
          <CheckoutSteps current="payment" />
          <PaymentStep />
        </>
      )}
    </div>
  );
}
