import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { AccountNav } from '~/features/account/components/account-nav.tsx';
import { WishlistList } from '~/features/wishlist/components/wishlist-list.tsx';
import { loadWishlist } from '~/features/wishlist/load.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireUser } from '~/lib/session.server.ts';

/** `/wishlist`: the signed-in person's saved products, server-rendered, ten a page. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const { lang } = resolveLanguage(args.request);
  return { list: await loadWishlist(args.request, lang) };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'wishlist');

export default function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const { list } = useLoaderData<typeof loader>();
  return (
    <div className="page container">
      <PageHeader title={t('pages:wishlist.title')} intro={t('pages:wishlist.intro')} />
      <div className="account-layout">
        <AccountNav />
        <div>
          {list ? (
            <WishlistList list={list} />
          ) : (
            <p className="alert alert--error" role="alert">
              {t('unavailable')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
