import { hasStaffRole } from '@bedesten/core/auth/roles';
import type { PlatformFee } from '@bedesten/core/pricing/order-totals';
import type { VatRate } from '@bedesten/core/schemas/offers';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { offersApi } from '~/features/offers/api.ts';
import { PlatformFeeForm } from '~/features/offers/components/platform-fee-form.tsx';
import { VatRatesManager } from '~/features/offers/components/vat-rates-manager.tsx';
import type { VatRateCalls } from '~/features/offers/vat-rate-calls.ts';
import { offersRead } from '~/features/offers/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import type { AdminSize, AdminUnit } from '@bedesten/core/schemas/platform-lists';
import { JoiningFeesForm, PlatformListEditor, type JoiningFees } from '~/features/admin/components/platform-lists.tsx';

/** `/admin/settings`: the platform fee, Cyprus's VAT rates every store may use, joining fees, sizes and units (staff read; managers change). */
export async function loader(args: LoaderFunctionArgs) {
  const fee = await offersRead<{ data: PlatformFee }>(args, 'staff', 'admin/platform-fee');
  const rates = await offersRead<{ data: VatRate[] }>(args, 'staff', 'admin/vat-rates');
  const [sizes, units, joining] = await Promise.all([
    offersRead<{ data: AdminSize[] }>(args, 'staff', 'admin/sizes'),
    offersRead<{ data: AdminUnit[] }>(args, 'staff', 'admin/units'),
    offersRead<{ data: JoiningFees }>(args, 'staff', 'admin/joining-fees'),
  ]);
  return { fee: fee.data, rates: rates.data, sizes: sizes.data, units: units.data, joining: joining.data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin-settings');

const calls: VatRateCalls = {
  save: (id, body) => offersApi.savePlatformVatRate(id, body),
  remove: (id) => offersApi.deletePlatformVatRate(id),
};

export default function AdminSettingsPage() {
  const { t } = useTranslation('offers');
  const { fee, rates, sizes, units, joining } = useLoaderData<typeof loader>();
  const p = useTranslation('people').t;
  // The fee, the platform's rates and the lists are changed by managers and above (ADR 0037); other staff read them.
  const editable = hasStaffRole(useSessionUser()?.staff_role, 'manager');
  return (
    <div className="page page--panel offers-page">
      <PageHeader title={t('panel:admin-settings.title')} intro={t('panel:admin-settings.intro')} />
      <div className="stack-lg">
        {editable ? null : (
          <p className="notice" role="note">
            {t('admin:managerOnly')}
          </p>
        )}
        {editable ? (
          <section className="card narrow" aria-labelledby="platform-fee-title">
            <h2 id="platform-fee-title">{t('fee.title')}</h2>
            <PlatformFeeForm key={`${fee.type}:${fee.value}`} fee={fee} />
          </section>
        ) : null}
        <section aria-labelledby="platform-vat-title">
          <h2 id="platform-vat-title" className="offers-section-title">
            {t('vat.platformTitle')}
          </h2>
          <p className="muted">{t('vat.platformHint')}</p>
          <VatRatesManager
            rates={rates}
            editable="platform"
            calls={calls}
            headingId="platform-vat-title"
            readOnly={!editable}
          />
        </section>
        <section className="card narrow" aria-labelledby="joining-fees-title">
          <h2 id="joining-fees-title">{p('lists.feesTitle')}</h2>
          <p className="muted">{p('lists.feesHint')}</p>
          <JoiningFeesForm
            key={`${joining.joining_fees}:${joining.joining_mrp_fees}`}
            fees={joining}
            canEdit={editable}
          />
        </section>
        <section aria-labelledby="sizes-title">
          <h2 id="sizes-title" className="offers-section-title">
            {p('lists.sizes.title')}
          </h2>
          <p className="muted">{p('lists.sizes.hint')}</p>
          <PlatformListEditor kind="sizes" rows={sizes} canEdit={editable} />
        </section>
        <section aria-labelledby="units-title">
          <h2 id="units-title" className="offers-section-title">
            {p('lists.units.title')}
          </h2>
          <p className="muted">{p('lists.units.hint')}</p>
          <PlatformListEditor kind="units" rows={units} canEdit={editable} />
        </section>
      </div>
    </div>
  );
}
