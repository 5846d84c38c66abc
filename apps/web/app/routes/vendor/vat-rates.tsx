import type { VatRate } from '@bedesten/core/schemas/offers';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { offersApi } from '~/features/offers/api.ts';
import { VatRatesManager } from '~/features/offers/components/vat-rates-manager.tsx';
import type { VatRateCalls } from '~/features/offers/vat-rate-calls.ts';
import { offersRead } from '~/features/offers/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';

/** `/vendor/vat-rates`: the store's own VAT rates beside Cyprus's, which every store may use. */
export async function loader(args: LoaderFunctionArgs) {
  const { data } = await offersRead<{ data: VatRate[] }>(args, 'vendor', 'vendor-vat-rates');
  return { rates: data };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor-vat-rates');

const calls: VatRateCalls = {
  save: (id, body) => offersApi.saveVatRate(id === undefined ? body : { id, ...body }),
  remove: (id) => offersApi.deleteVatRate(id),
};

export default function VatRatesPage() {
  const { t } = useTranslation('offers');
  const { rates } = useLoaderData<typeof loader>();
  return (
    <div className="page page--panel offers-page">
      <PageHeader title={t('panel:vendor-vat-rates.title')} intro={t('panel:vendor-vat-rates.intro')} />
      <section aria-labelledby="vat-rates-title">
        <h2 id="vat-rates-title" className="offers-section-title">
          {t('vat.listTitle')}
        </h2>
        <p className="muted">{t('vat.vendorHint')}</p>
        <VatRatesManager rates={rates} editable="store" calls={calls} headingId="vat-rates-title" />
      </section>
    </div>
  );
}
