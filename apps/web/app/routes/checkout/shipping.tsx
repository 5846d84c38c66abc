import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { AddressForm } from '~/features/addresses/components/address-form.tsx';
import { CheckoutSteps } from '~/features/checkout/components/checkout-steps.tsx';
import { GuestPrompt } from '~/features/checkout/components/guest-prompt.tsx';
import { ShippingStep } from '~/features/checkout/components/shipping-step.tsx';
import { checkoutVisitor, savedAddresses } from '~/features/checkout/visitor.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { loadDeliveryTerms } from '~/features/cart/delivery-terms.server.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { mapTileUrl } from '~/lib/map-tiles.server.ts';
import type { CartResponse } from '@bedesten/core/schemas/cart';

/** `/cart/shipping`: delivery or free store pickup, the address, billing details and a note. */
export async function loader(args: LoaderFunctionArgs) {
  const { user, signIn } = await checkoutVisitor(args);
  if (!user) return { guest: true as const, signIn };
  const contact = user.mobile && user.country_code ? `${user.country_code}${user.mobile}` : '';
  const { lang } = resolveLanguage(args.request);
  const cart = await serverApiGet<CartResponse>(args.request, 'cartList', { lang }, { lang });
  const storeId = cart.ok ? cart.data.data.store_id : null;
  const [addresses, delivery] = await Promise.all([
    savedAddresses(args),
    storeId ? loadDeliveryTerms(args.request, storeId, lang) : null,
  ]);
  return {
    guest: false as const,
    addresses,
    delivery,
    defaults: { name: user.name, email: user.email ?? '', contact },
    tileUrl: mapTileUrl(),
  };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'cart-shipping');

export default function ShippingPage() {
  const { t } = useTranslation(['pages', 'account']);
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page container checkout-page">
      <PageHeader title={t('pages:cart-shipping.title')} intro={t('pages:cart-shipping.intro')} />
      {data.guest ? (
        <GuestPrompt signInHref={data.signIn} />
      ) : (
        <>
          <CheckoutSteps current="shipping" />
          <ShippingStep
            addresses={data.addresses}
            delivery={data.delivery}
            defaults={data.defaults}
            newAddress={({ onSaved, onCancel }) => (
              <AddressForm
                tileUrl={data.tileUrl}
                initial={{
                  name: data.defaults.name,
                  contact: data.defaults.contact,
                  address: '',
                  landmark: '',
                  city: '',
                  state: '',
                  country: t('account:address.defaultCountry'),
                  pin_code: '',
                  address_type: 'home',
                  is_default: data.addresses.length === 0,
                  user_lat: null,
                  user_long: null,
                }}
                onSaved={onSaved}
                onCancel={onCancel}
              />
            )}
          />
        </>
      )}
    </div>
  );
}
