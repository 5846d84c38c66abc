import type { CartResponse } from '@bedesten/core/schemas/cart';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { CartPage } from '~/features/cart/components/cart-page.tsx';
import { loadDeliveryTerms } from '~/features/cart/delivery-terms.server.ts';
import { failedCallStatus, serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { sessionUser } from '~/lib/session.server.ts';

/**
 * `/cart`: open to everyone. Signed in, the server's cart is read here with
 * live prices; a guest's cart lives in the browser and is shown from there.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await sessionUser(context);
  if (!user) return { cart: null, delivery: null };
  const { lang } = resolveLanguage(request);
  const result = await serverApiGet<CartResponse>(request, 'cartList', { lang }, { lang });
  if (result.ok) {
    const storeId = result.data.data.store_id;
    // The store's terms and whether it reaches the default address: said here, before checkout (issue 15).
    const delivery = storeId ? await loadDeliveryTerms(request, storeId, lang) : null;
    return { cart: result.data.data, delivery };
  }
  if (result.status === 401) return { cart: null, delivery: null };
  throw data(null, { status: failedCallStatus(result) });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'cart');

export default function CartRoute() {
  const { t } = useTranslation('pages');
  const { cart, delivery } = useLoaderData<typeof loader>();
  return (
    <div className="page container cart-page">
      <PageHeader title={t('cart.title')} intro={t('cart.intro')} />
      <CartPage serverCart={cart} serverDelivery={delivery} />
    </div>
  );
}
