import type { VendorStore } from '@bedesten/core/schemas/stores';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ApprovalStatus } from '~/features/store-setup/components/approval-status.tsx';
import { StoreActiveSwitch } from '~/features/store-setup/components/store-active-switch.tsx';
import { StoreSummary } from '~/features/store-setup/components/store-summary.tsx';
import { JoiningFee } from '~/features/store-setup/components/joining-fee.tsx';
import {
  loadCategories,
  loadJoiningFee,
  loadJoiningFees,
  loadVendorStore,
} from '~/features/store-setup/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** `/vendor/store-details`: the store at a glance, its approval state, the open/closed switch and the way to edit. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const [store, categories, fees, joiningFee] = await Promise.all([
    loadVendorStore(args),
    loadCategories(args),
    loadJoiningFees(args),
    loadJoiningFee(args),
  ]);
  const categoryName = categories.find((category) => category.id === store?.category_id)?.name ?? null;
  return { store, categoryName, currency: fees?.currency ?? 'EUR', joiningFee };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-store-details');

export default function StoreDetailsPage() {
  const { t } = useTranslation('panel');
  const data = useLoaderData<typeof loader>();
  const [store, setStore] = useState<VendorStore | null>(data.store);

  return (
    <div className="page page--panel">
      <PageHeader title={t('vendor-store-details.title')} intro={t('vendor-store-details.intro')} />
      {store ? (
        <div className="stack-lg store-details">
          <ApprovalStatus store={store} />
          {data.joiningFee ? <JoiningFee fee={data.joiningFee} /> : null}
          <section className="card" aria-labelledby="store-open-title">
            <h2 id="store-open-title">{t('store-setup:details.activeTitle')}</h2>
            <StoreActiveSwitch store={store} onChanged={setStore} />
          </section>
          <section className="card" aria-labelledby="store-summary-title">
            <h2 id="store-summary-title">{t('store-setup:details.summary')}</h2>
            <StoreSummary store={store} categoryName={data.categoryName} currency={data.currency} />
            <p className="form__actions">
              <Link to="/vendor/setup-store" className="button button--primary">
                {t('store-setup:actions.edit')}
              </Link>
              {store.is_approved && store.is_active ? (
                <Link to={`/stores/${store.slug}`} className="button button--secondary">
                  {t('store-setup:actions.viewShop')}
                </Link>
              ) : null}
            </p>
          </section>
        </div>
      ) : (
        <section className="card store-details__empty" aria-labelledby="no-store-title">
          <h2 id="no-store-title">{t('store-setup:details.none')}</h2>
          <p>{t('store-setup:details.noneText')}</p>
          <p>
            <Link to="/vendor/setup-store" className="button button--primary">
              {t('store-setup:actions.setUp')}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
