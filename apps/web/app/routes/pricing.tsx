import { formatMoney } from '@bedesten/core/money/format-money';
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

/** The fees come from the API (`joining-fees`), so the page never quotes a price the deployment does not charge. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = resolveLanguage(request);
  const result = await serverApiGet<{ data: JoiningFees }>(request, 'joining-fees', undefined, {
    lang,
    timeoutMs: 3000,
  });
  return { fees: result.ok ? result.data.data : null };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'pricing');

const BENEFITS: { id: string; icon: ReactNode }[] = [
  { id: 'storePage', icon: <StoreIcon /> },
  { id: 'search', icon: <SearchIcon /> },
  { id: 'catalogue', icon: <BagIcon /> },
  { id: 'delivery', icon: <TruckIcon /> },
  { id: 'languages', icon: <GlobeIcon /> },
  { id: 'support', icon: <ChatIcon /> },
];
const STEPS = ['signUp', 'setUp', 'approval', 'sell'] as const;

/** `/pricing`: what joining costs a business, what a partner gets, and the way in. */
export default function Pricing() {
  const { t } = useTranslation('pricing');
  const { fees } = useLoaderData<typeof loader>();
  return (
    <div className="page container pricing">
      <PageHeader title={t('pages:pricing.title')} intro={t('pages:pricing.intro')} />
      <section className="card pricing-fee" aria-labelledby="fee-title">
        <h2 id="fee-title">{t('fee.title')}</h2>
        {fees ? <Fee fees={fees} /> : <p>{t('fee.unavailable')}</p>}
        <p className="muted">{t('fee.note')}</p>
        {fees && fees.joining_fees > 0 ? <p data-testid="joining-fee-how">{t('fee.howToPay')}</p> : null}
        <p>
          <Link to="/vendor/sign-up" className="button button--primary button--large">
            {t('cta.signUp')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="benefits-title" className="stack section-gap">
        <h2 id="benefits-title">{t('benefits.title')}</h2>
        <ul className="pricing-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.id} className="card pricing-benefit">
              <span className="pricing-benefit__icon" aria-hidden="true">
                {benefit.icon}
              </span>
              <span>
                <strong className="pricing-benefit__title">{t(`benefits.${benefit.id}.title`)}</strong>
                <span className="pricing-benefit__text">{t(`benefits.${benefit.id}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="steps-title" className="stack section-gap">
        <h2 id="steps-title">{t('steps.title')}</h2>
        <ol className="pricing-steps">
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`steps.${step}.title`)}</strong> {t(`steps.${step}.text`)}
            </li>
          ))}
        </ol>
      </section>
      <aside className="notice section-gap" aria-labelledby="cta-title">
        <h2 id="cta-title" className="notice__title">
          {t('cta.title')}
        </h2>
        <p>{t('cta.text')}</p>
        <p className="notice__actions">
          <Link to="/vendor/sign-up" className="button button--primary">
            {t('cta.signUp')}
          </Link>
          <Link to="/vendor/sign-in" className="button button--secondary">
            {t('cta.signIn')}
          </Link>
        </p>
      </aside>
    </div>
  );
}

/** The price now and, when it is lower, the list price struck through. */
function Fee({ fees }: { fees: JoiningFees }) {
  const { t } = useTranslation('pricing');
  const lang = useLanguage();
  const now = formatMoney(fees.joining_fees, lang, fees.currency);
  const list = formatMoney(fees.joining_mrp_fees, lang, fees.currency);
  const reduced = fees.joining_mrp_fees > fees.joining_fees;
  return (
    <p className="pricing-fee__price">
      <span className="pricing-fee__now" data-testid="joining-fee">
        <span className="visually-hidden">{t('fee.now')} </span>
        {now}
      </span>
      {reduced ? (
        <s className="pricing-fee__was" data-testid="joining-mrp-fee">
          <span className="visually-hidden">{t('fee.was')} </span>
          {list}
        </s>
      ) : null}
      {fees.joining_fees === 0 ? <span className="tag tag--success">{t('fee.free')}</span> : null}
    </p>
  );
}
