import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { AdminSubCategory } from '../api.ts';
import { formatDate } from '../format.ts';
import { ModerationActions } from './moderation-actions.tsx';
import { ItemHeading } from './item-heading.tsx';

/** Vendors' sub-categories as cards: names in both languages, store, banner pictures, approve / reject. */
export function SubCategoryList({ items }: { items: AdminSubCategory[] }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return (
    <ul className="admin-list">
      {items.map((item) => (
        <li key={item.id}>
          <article className="card admin-item" aria-labelledby={`sub-${item.id}`}>
            <ItemHeading
              id={`sub-${item.id}`}
              nameEn={item.name_en}
              nameTr={item.name_tr}
              status={item.status}
              pictures={item.banner_images}
            />
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
