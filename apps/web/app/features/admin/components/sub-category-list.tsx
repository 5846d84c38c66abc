import { useTranslation } from 'react-i18next';
import { useLanguage } from '~/lib/root-data.ts';
import type { AdminSubCategory } from '../api.ts';
import { formatDate } from '../format.ts';
import { ModerationActions } from './moderation-actions.tsx';
import { StatusTag } from './status-tabs.tsx';

/** Vendors' sub-categories as cards: names in both languages, store, banner pictures, approve / reject. */
export function SubCategoryList({ items }: { items: AdminSubCategory[] }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return (
    <ul className="admin-list">
      {items.map((item) => (
        <li key={item.id}>
          <article className="card admin-item" aria-labelledby={`sub-${item.id}`}>
            <div className="admin-item__head">
              <h2 id={`sub-${item.id}`} className="admin-item__title">
                {item.name_en}
              </h2>
              <StatusTag status={item.status} />
            </div>
            {item.name_tr ? (
              <p className="muted admin-item__alt" lang="tr">
                {item.name_tr}
              </p>
            ) : null}
            {item.banner_images.length > 0 ? (
              <ul className="admin-thumbs">
                {item.banner_images.map((url, index) => (
                  <li key={`${url}-${index}`}>
                    <img src={url} alt={t('details.picture', { n: index + 1, name: item.name_en })} loading="lazy" />
                  </li>
                ))}
              </ul>
            ) : null}
            <dl className="admin-facts admin-facts--summary">
              <div>
                <dt>{t('products.store')}</dt>
                <dd>{item.store_title}</dd>
              </div>
              <div>
                <dt>{t('subCategories.active')}</dt>
                <dd>{item.active_status ? t('details.yes') : t('details.no')}</dd>
              </div>
              <div>
                <dt>{t('stores.submitted')}</dt>
                <dd>{formatDate(item.created_at, lang)}</dd>
              </div>
            </dl>
            {item.rejection_reason && item.status === 'rejected' ? (
              <p className="admin-reason">
                <strong>{t('reasonShown')}</strong> {item.rejection_reason}
              </p>
            ) : null}
            <div className="admin-item__actions">
              <ModerationActions kind="sub-categories" id={item.id} name={item.name_en} status={item.status} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
