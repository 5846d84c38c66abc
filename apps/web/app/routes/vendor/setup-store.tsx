import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import { useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { FormAlert } from '~/components/form/fields.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ApprovalStatus } from '~/features/store-setup/components/approval-status.tsx';
import { StoreSetupForm } from '~/features/store-setup/components/store-setup-form.tsx';
import { JoiningFee } from '~/features/store-setup/components/joining-fee.tsx';
import {
  loadCategories,
  loadCountries,
  loadJoiningFee,
  loadJoiningFees,
  loadSignUpDetails,
  loadVendorStore,
} from '~/features/store-setup/load.server.ts';
import { mapTileUrl } from '~/lib/map-tiles.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { requireAccess } from '~/lib/session.server.ts';
import { useSessionActions } from '~/lib/use-session.ts';

/** `/vendor/setup-store`: the store-setup form (SPEC.md §3), or the saved store to edit, with its approval state. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAccess(args, 'vendor');
  const [store, categories, countries, fees, joiningFee, signUp] = await Promise.all([
    loadVendorStore(args),
    loadCategories(args),
    loadCountries(args),
    loadJoiningFees(args),
    loadJoiningFee(args),
    loadSignUpDetails(args),
  ]);
  return { store, categories, countries, fees, joiningFee, signUp, tileUrl: mapTileUrl() };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-setup-store');

export default function SetupStorePage() {
  const { t } = useTranslation('panel');
  const lang = useLanguage();
  const data = useLoaderData<typeof loader>();
  const session = useSessionActions();
  const [store, setStore] = useState<VendorStore | null>(data.store);
  const [sent, setSent] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const currency = data.fees?.currency ?? 'EUR';

  const onSaved = (saved: VendorStore, message: string) => {
    setStore(saved);
    setSent(message);
    // The header and the session's store_id / is_approved follow the new store.
    void session.refresh();
    requestAnimationFrame(() => top.current?.focus());
  };

  return (
    <div className="page page--panel">
      <PageHeader title={t('vendor-setup-store.title')} intro={t('vendor-setup-store.intro')}>
        {data.fees && !store ? (
          <p className="setup-fees">
            {data.fees.joining_mrp_fees > data.fees.joining_fees
              ? t('store-setup:feesWas', {
                  fee: formatMoney(data.fees.joining_fees, lang, currency),
                  was: formatMoney(data.fees.joining_mrp_fees, lang, currency),
                })
              : t('store-setup:fees', { fee: formatMoney(data.fees.joining_fees, lang, currency) })}
          </p>
        ) : null}
      </PageHeader>
      <div className="stack-lg setup-page">
        <div ref={top} tabIndex={-1} className="setup-page__top">
          <FormAlert message={sent} tone="success" />
          {store ? <ApprovalStatus store={store} /> : null}
          {store && data.joiningFee ? <JoiningFee fee={{ ...data.joiningFee, store_status: store.status }} /> : null}
        </div>
        <section className="card setup-page__form" aria-label={t('vendor-setup-store.title')}>
          <StoreSetupForm
            store={store}
            signUp={data.signUp}
            categories={data.categories}
            countries={data.countries}
            currency={currency}
            tileUrl={data.tileUrl}
            onSaved={onSaved}
          />
        </section>
      </div>
    </div>
  );
}
