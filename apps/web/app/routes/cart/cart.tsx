import type { CartResponse } from '@bedesten/core/schemas/cart';
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { CartPage } from '~/features/cart/components/cart-page.tsx';
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
  if (!user) return { cart: null };
  const { lang } = resolveLanguage(request);
  const result = await serverApiGet<CartResponse>(request, 'cartList', { lang }, { lang });
  if (result.ok) return { cart: result.data.data };
  if (result.status === 401) return { cart: null };
  throw data(null, { status: failedCallStatus(result) });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'cart');

export default function CartRoute() {
  const { t } = useTranslation('pages');
  const { cart } = useLoaderData<typeof loader>();
  return (
    <div className="page container cart-page">
      <PageHeader title={t('cart.title')} intro={t('cart.intro')} />
      <CartPage serverCart={cart} />
    </div>
  );
}
