import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { VendorOffer } from '@bedesten/core/schemas/offers';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { Pager } from '~/components/pager.tsx';
import { OfferCard } from './offer-card.tsx';

/** The store's offers as coloured cards, ten a page, with an empty state that leads to the form. */
export function OfferList({ list, filtered }: { list: PagedList<VendorOffer>; filtered: boolean }) {
  const { t } = useTranslation('offers');
  if (list.data.length === 0) {
    return (
      <div className="notice">
        <p className="notice__title">{t(filtered ? 'list.emptyFiltered' : 'list.empty')}</p>
        {filtered ? null : <p>{t('list.emptyHint')}</p>}
        <p className="notice__actions">
          <Link to="/vendor/offers/add" className="button button--primary">
            {t('list.add')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="muted">{t('list.count', { count: list.total })}</p>
      <ul className="offer-grid" aria-label={t('list.label')}>
        {list.data.map((offer) => (
          <OfferCard key={`${offer.id}:${offer.status}`} offer={offer} />
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} label={t('paging.label')} />
    </>
  );
}
