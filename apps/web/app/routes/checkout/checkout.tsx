import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { CheckoutSteps } from '~/features/checkout/components/checkout-steps.tsx';
import { GuestPrompt } from '~/features/checkout/components/guest-prompt.tsx';
import { ReviewStep } from '~/features/checkout/components/review-step.tsx';
import { checkoutVisitor, savedAddresses } from '~/features/checkout/visitor.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/checkout`: review, confirm in a dialog, place the order. */
export async function loader(args: LoaderFunctionArgs) {
  const { user, signIn } = await checkoutVisitor(args);
  if (!user) return { guest: true as const, signIn, addresses: [] };
  return { guest: false as const, signIn, addresses: await savedAddresses(args) };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'checkout');

export default function CheckoutPage() {
  const { t } = useTranslation(['pages', 'checkout']);
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page container checkout-page">
      <PageHeader title={t('pages:checkout.title')} intro={t('checkout:review.intro')} />
      {data.guest ? (
        <GuestPrompt signInHref={data.signIn} />
      ) : (
        <>
          <CheckoutSteps current="review" />
          <ReviewStep addresses={data.addresses} />
        </>
      )}
    </div>
  );
}
