import { formatMoney } from '@bedesten/core/money/format-money';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { BagIcon, ChatIcon, GlobeIcon, SearchIcon, StoreIcon, TruckIcon } from '~/components/icons.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';

interface JoiningFees {
  joining_fees: number;
  joining_mrp_fees: number;
  currency: string;
}

/**
 * The real numbers only: the joining fee from `joining-fees` (as /pricing
 * shows it) and how many approved, active stores customers can find today
 * (`storeSearch`'s total). Either missing, the page says less, never more.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = resolveLanguage(request);
  const options = { lang, timeoutMs: 3000 };
  const [fees, stores] = await Promise.all([
    serverApiGet<{ data: JoiningFees }>(request, 'joining-fees', undefined, options),
    serverApiGet<PagedList<unknown>>(request, 'storeSearch', { page: 1, lang }, options),
  ]);
  return {
    fees: fees.ok ? fees.data.data : null,
    storeCount: stores.ok && typeof stores.data.total === 'number' ? stores.data.total : null,
  };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'vendor');

const BENEFITS: { id: string; icon: ReactNode }[] = [
  { id: 'storePage', icon: <StoreIcon /> },
  { id: 'search', icon: <SearchIcon /> },
  { id: 'catalogue', icon: <BagIcon /> },
  { id: 'delivery', icon: <TruckIcon /> },
  { id: 'languages', icon: <GlobeIcon /> },
  { id: 'support', icon: <ChatIcon /> },
];
const STEPS = ['signUp', 'setUp', 'approval', 'sell'] as const;

/** `/vendor`: the partner programme, truthfully: what a store gets, what it costs, how to start. */
export default function PartnerPage() {
  const { t } = useTranslation('partner');
  const lang = useLanguage();
  const { fees, storeCount } = useLoaderData<typeof loader>();
  return (
    <div className="page partner-page">
      <PageHeader title={t('panel:vendor.title')} intro={t('panel:vendor.intro')} />
      <p className="partner-page__actions">
        <Link to="/vendor/sign-up" className="button button--primary button--large">
          {t('signUp')}
        </Link>
        <Link to="/vendor/sign-in" className="button button--secondary">
          {t('signIn')}
        </Link>
      </p>
      {storeCount ? (
        <p className="partner-page__count" data-testid="partner-store-count">
          {t('storeCount', { count: storeCount })}
        </p>
      ) : null}

      <section aria-labelledby="partner-benefits" className="stack section-gap">
        <h2 id="partner-benefits">{t('pricing:benefits.title')}</h2>
        <ul className="pricing-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.id} className="card pricing-benefit">
              <span className="pricing-benefit__icon" aria-hidden="true">
                {benefit.icon}
              </span>
              <span>
                <strong className="pricing-benefit__title">{t(`pricing:benefits.${benefit.id}.title`)}</strong>
                <span className="pricing-benefit__text">{t(`pricing:benefits.${benefit.id}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partner-fees" className="card section-gap">
        <h2 id="partner-fees">{t('fees.title')}</h2>
        {fees ? (
          <p data-testid="partner-joining-fee">
            {fees.joining_fees === 0
              ? t('fees.free')
              : t('fees.amount', { amount: formatMoney(fees.joining_fees, lang, fees.currency) })}{' '}
            {fees.joining_mrp_fees > fees.joining_fees
              ? t('fees.reduced', { amount: formatMoney(fees.joining_mrp_fees, lang, fees.currency) })
              : null}
          </p>
        ) : (
          <p>{t('pricing:fee.unavailable')}</p>
        )}
        <p className="muted">{t('fees.setupFree')}</p>
        <p>
          <Link to="/pricing" className="text-link">
            {t('fees.pricingLink')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="partner-steps" className="stack section-gap">
        <h2 id="partner-steps">{t('pricing:steps.title')}</h2>
        <ol className="pricing-steps">
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`pricing:steps.${step}.title`)}</strong> {t(`pricing:steps.${step}.text`)}
            </li>
          ))}
        </ol>
      </section>

      <aside className="notice section-gap" aria-labelledby="partner-cta">
        <h2 id="partner-cta" className="notice__title">
          {t('pricing:cta.title')}
        </h2>
        <p>{t('pricing:cta.text')}</p>
        <p className="notice__actions">
          <Link to="/vendor/sign-up" className="button button--primary">
            {t('signUp')}
          </Link>
          <Link to="/contact-us" className="button button--secondary">
            {t('questions')}
          </Link>
        </p>
      </aside>
    </div>
  );
}
