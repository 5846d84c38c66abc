import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { SubCategory } from '@bedesten/core/schemas/catalogue';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { thumbnailOf } from '~/components/upload-field.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { vendorCatalogueApi } from '../api.ts';
import { useCatalogueAction } from '../use-catalogue-action.ts';
import { ApprovalBadge, RejectionReason } from './approval-badge.tsx';
import { Pager } from '~/components/pager.tsx';

function SubCategoryItem({ sub }: { sub: SubCategory }) {
  const { t } = useTranslation('vendor-catalogue');
  const hydrated = useHydrated();
  const { busy, run } = useCatalogueAction();
  const banner = sub.banner_images[0];
  // Flips at once and flips back if the API says no; the list reloads either way.
  const [active, setActive] = useState(sub.active_status);
  const toggle = async (next: boolean) => {
    setActive(next);
    const done = await run('active', () => vendorCatalogueApi.setSubCategoryActive(sub.id, next));
    if (!done) setActive(!next);
  };
  return (
    <li className="card vc-sub" data-sub-category={sub.id}>
      {banner ? (
        <img className="vc-sub__banner" src={thumbnailOf(banner)} alt="" width={64} height={64} loading="lazy" />
      ) : null}
      <div className="vc-sub__summary">
        <h3 className="vc-sub__name">
          <Link to={`/vendor/sub-category/${sub.id}`}>{sub.name}</Link>
        </h3>
        <p className="vc-product__meta">
          <ApprovalBadge status={sub.status} />
          <span className="muted">{t('subCategories.products', { count: sub.product_count })}</span>
        </p>
        <RejectionReason status={sub.status} reason={sub.rejection_reason} />
      </div>
      <div className="vc-sub__actions">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            disabled={!hydrated || busy !== null}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span className="switch__track" aria-hidden="true" />
          <span>
            {t('subCategories.active')}
            <span className="visually-hidden"> ({sub.name})</span>
          </span>
        </label>
        <Link to={`/vendor/sub-category/edit/${sub.id}`} className="button button--secondary button--small">
          {t('actions.edit')}
          <span className="visually-hidden"> ({sub.name})</span>
        </Link>
        <Link to={`/vendor/sub-category/${sub.id}`} className="button button--ghost button--small">
          {t('subCategories.manageProducts')}
          <span className="visually-hidden"> ({sub.name})</span>
        </Link>
      </div>
    </li>
  );
}

/** The vendor's sub-categories (SPEC.md §4: active or deactive by a toggle; approval by staff). */
export function SubCategoryList({ list, headingId }: { list: PagedList<SubCategory>; headingId: string }) {
  const { t } = useTranslation('vendor-catalogue');
  if (list.data.length === 0) {
    return (
      <div className="notice">
        <p className="notice__title">{t('messages:add_sub_category')}</p>
        <p>{t('subCategories.emptyHint')}</p>
        <p className="notice__actions">
          <Link to="/vendor/sub-category/add" className="button button--primary">
            {t('actions.addSubCategory')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="vc-sub-list" aria-labelledby={headingId}>
        {list.data.map((sub) => (
          <SubCategoryItem key={`${sub.id}:${sub.active_status}`} sub={sub} />
        ))}
      </ul>
      <Pager current={list.current_page} last={list.last_page} param="sub_page" label={t('paging.subCategories')} />
    </>
  );
}
