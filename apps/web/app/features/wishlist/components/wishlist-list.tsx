import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { WishlistItem } from '@bedesten/core/schemas/wishlist';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { Pager } from '~/components/pager.tsx';
import { WishlistItemCard } from './wishlist-item.tsx';

/** The saved products, newest saved first, ten a page; an empty list says so in the catalogue's words. */
export function WishlistList({ list }: { list: PagedList<WishlistItem> }) {
  const { t } = useTranslation('wishlist');
  if (list.data.length === 0) {
    return (
      <div className="order-empty card">
        <p className="order-empty__title">{t('messages:no_products_found')}</p>
        <p className="muted">{t('emptyHint')}</p>
        <p>
          <Link to="/shopping" className="button button--primary">
            {t('shop')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="muted">{t('count', { count: list.total })}</p>
      <ul className="wishlist-list">
        {list.data.map((item) => (
          <WishlistItemCard key={item.id} item={item} />
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} label={t('pages')} />
    </>
  );
}
