import { hasStaffRole } from '@bedesten/core/auth/roles';
import { districtName } from '@bedesten/core/geo/districts';
import { formatMoney } from '@bedesten/core/money/format-money';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import type { AdminStore } from '../api.ts';
import { formatDate } from '../format.ts';
import { ModerationActions } from './moderation-actions.tsx';
import { StatusTag } from './status-tabs.tsx';
import { StoreDetails } from './store-details.tsx';
import { DeleteStoreAction } from './user-actions.tsx';

/** Stores as cards: owner, district, type, submitted date; every field behind "Details"; the staff actions. */
export function StoreList({ stores, categories }: { stores: AdminStore[]; categories: Record<string, string> }) {
  const user = useSessionUser();
  const canDelete = hasStaffRole(user?.staff_role, 'admin');
  return (
    <ul className="admin-list">
      {stores.map((store) => (
        <li key={store.id}>
          <StoreItem
            store={store}
            categoryName={(store.category_id && categories[store.category_id]) || '–'}
            canDelete={canDelete}
          />
        </li>
      ))}
    </ul>
  );
}

function StoreItem({
  store,
  categoryName,
  canDelete,
}: {
  store: AdminStore;
  categoryName: string;
  canDelete: boolean;
}) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const titleId = `store-${store.id}`;
  return (
    <article className="card admin-item" aria-labelledby={titleId}>
      <div className="admin-item__head">
        <h2 id={titleId} className="admin-item__title">
          {store.title}
        </h2>
        <StatusTag status={store.status} />
      </div>
      <dl className="admin-facts admin-facts--summary">
        <div>
          <dt>{t('stores.owner')}</dt>
          <dd>
            {store.owner.name ?? '–'}
            {store.owner.email ? <span className="muted"> · {store.owner.email}</span> : null}
            {store.owner.mobile ? <span className="muted"> · {store.owner.mobile}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('stores.district')}</dt>
          <dd>{(store.state && districtName(store.state, lang)) || store.city}</dd>
        </div>
        <div>
          <dt>{t('stores.type')}</dt>
          <dd>
            {t(`storeType.${store.type}`)} · {categoryName}
          </dd>
        </div>
        <div>
          <dt>{t('stores.submitted')}</dt>
          <dd>{formatDate(store.submitted_at, lang)}</dd>
        </div>
        {store.joining_fee && store.joining_fee.status !== 'not_required' ? (
          <div>
            <dt>{t('stores.joiningFee')}</dt>
            <dd data-testid="store-joining-fee">
              <span className={store.joining_fee.status === 'paid' ? 'tag tag--success' : 'tag tag--accent'}>
                {t(`stores.joiningFeeStatus.${store.joining_fee.status}`)}
              </span>{' '}
              {formatMoney(store.joining_fee.amount, lang, store.joining_fee.currency)}
            </dd>
          </div>
        ) : null}
      </dl>
      {store.rejection_reason && store.status === 'rejected' ? (
        <p className="admin-reason">
          <strong>{t('reasonShown')}</strong> {store.rejection_reason}
        </p>
      ) : null}
      <details className="admin-item__more">
        <summary>
          {t('actions.details')}
          <span className="visually-hidden"> {store.title}</span>
        </summary>
        <StoreDetails store={store} categoryName={categoryName} />
      </details>
      <div className="admin-item__actions">
        <ModerationActions kind="stores" id={store.id} name={store.title} status={store.status} />
        {canDelete ? <DeleteStore store={store} /> : null}
      </div>
    </article>
  );
}

/** SPEC.md §4: the store leaves every list; its owner goes back to a plain account and is told to set up again. */
function DeleteStore({ store }: { store: AdminStore }) {
  return <DeleteStoreAction id={store.id} title={store.title} />;
}
