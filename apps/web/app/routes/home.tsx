import type { PagedList } from '@bedesten/core/paging/paged-list';
import type { ProductCard as ProductCardData } from '@bedesten/core/schemas/catalogue';
import type { StoreCard as StoreCardData } from '@bedesten/core/schemas/stores';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArrowIcon,
  BagIcon,
  GlobeIcon,
  LogoMark,
  ShieldIcon,
  StoreIcon,
  ToolsIcon,
  TruckIcon,
} from '~/components/icons.tsx';
import { AppBadges } from '~/components/site-footer.tsx';
import { ProductCard } from '~/features/catalogue/components/product-card.tsx';
import { StoreCard } from '~/features/catalogue/components/store-card.tsx';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/home';

/**
 * Two calls, side by side, each with a short time-out: the home page must stay
 * fast, and without the API it still shows everything but these two rows.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const options = { lang, timeoutMs: 3000 };
  const [stores, products] = await Promise.all([
    serverApiGet<PagedList<StoreCardData>>(
      request,
      'storeSearch',
      { sort: 'most_visited', per_page: 8, lang },
      options,
    ),
    serverApiGet<{ data: ProductCardData[] }>(request, 'landing-page-products', { limit: 10, lang }, options),
  ]);
  return {
    stores: stores.ok ? stores.data.data : [],
    products: products.ok ? products.data.data : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home');

/** The home page (SPEC.md §2): goods, services, popular stores, featured products, how it works, app download. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('home');
  const { stores, products } = loaderData;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner container">
          <div className="hero__copy">
            <p className="eyebrow eyebrow--on-dark">
              <TruckIcon size={18} />
              {t('hero.eyebrow')}
            </p>
            <h1 id="hero-title" className="hero__title">
              {t('hero.title')}
            </h1>
            <p className="hero__text">{t('hero.text')}</p>
            <p className="hero__actions">
              <Link to="/stores" className="button button--primary button--large" prefetch="intent">
                {t('hero.browse')}
                <ArrowIcon size={18} />
              </Link>
              <Link to="/vendor" className="button button--on-dark button--large">
                {t('hero.partner')}
              </Link>
            </p>
          </div>
          <HeroArt />
        </div>
      </section>

      <section className="highlights" aria-label={t('highlights.label')}>
        <ul className="highlights__list container">
          <Highlight icon={<TruckIcon />}>{t('highlights.delivery')}</Highlight>
          <Highlight icon={<StoreIcon />}>{t('highlights.pickup')}</Highlight>
          <Highlight icon={<ShieldIcon />}>{t('highlights.vendors')}</Highlight>
          <Highlight icon={<GlobeIcon />}>{t('highlights.languages')}</Highlight>
        </ul>
      </section>

      {stores.length > 0 ? (
        <section className="section container home-row" aria-labelledby="popular-title">
          <div className="section__header section__header--row">
            <h2 id="popular-title">{t('popular.heading')}</h2>
            <Link to="/stores?sort=most_visited" className="text-link">
              {t('popular.all')}
              <ArrowIcon size={16} />
            </Link>
          </div>
          <ul className="card-grid">
            {stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {products.length > 0 ? (
        <section className="section container home-row" aria-labelledby="featured-title">
          <div className="section__header section__header--row">
            <h2 id="featured-title">{t('featured.heading')}</h2>
            <Link to="/shopping" className="text-link">
              {t('featured.all')}
              <ArrowIcon size={16} />
            </Link>
          </div>
          <ul className="product-grid">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="section container" aria-labelledby="offer-title">
        <div className="section__header">
          <h2 id="offer-title">{t('offer.heading')}</h2>
          <p className="muted">{t('offer.text')}</p>
        </div>
        <div className="offer-grid">
          <OfferCard
            icon={<BagIcon size={28} />}
            title={t('offer.goodsTitle')}
            text={t('offer.goodsText')}
            link={t('offer.goodsLink')}
            to="/stores?type=goods"
          />
          <OfferCard
            icon={<ToolsIcon size={28} />}
            title={t('offer.servicesTitle')}
            text={t('offer.servicesText')}
            link={t('offer.servicesLink')}
            to="/stores?type=service"
          />
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="steps-title">
        <div className="container">
          <div className="section__header">
            <h2 id="steps-title">{t('steps.heading')}</h2>
          </div>
          <ol className="steps">
            {(['one', 'two', 'three'] as const).map((step, index) => (
              <li key={step} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="step__title">{t(`steps.${step}Title`)}</h3>
                <p>{t(`steps.${step}Text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="app-download" className="section container" aria-labelledby="app-title">
        <div className="app-promo">
          <div>
            <h2 id="app-title">{t('app.heading')}</h2>
            <p className="muted">{t('app.text')}</p>
            <AppBadges />
          </div>
          <PhoneArt />
        </div>
      </section>

      <section className="partner-band" aria-labelledby="partner-title">
        <div className="partner-band__inner container">
          <div>
            <h2 id="partner-title">{t('partner.heading')}</h2>
            <p>{t('partner.text')}</p>
          </div>
          <Link to="/vendor" className="button button--primary button--large">
            {t('partner.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}

function Highlight({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="highlight">
      <span className="highlight__icon">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

function OfferCard(props: { icon: ReactNode; title: string; text: string; link: string; to: string }) {
  return (
    <article className="card offer-card">
      <span className="offer-card__icon">{props.icon}</span>
      <h3>{props.title}</h3>
      <p>{props.text}</p>
      <Link to={props.to} className="text-link">
        {props.link}
        <ArrowIcon size={16} />
      </Link>
    </article>
  );
}

/** A phone showing the app; decorative. */
function PhoneArt() {
  return (
    <div className="app-promo__art" aria-hidden="true">
      <div className="phone">
        <div className="phone__bar">
          <LogoMark size={22} />
        </div>
        <span className="phone__line phone__line--wide" />
        <span className="phone__line" />
        <span className="phone__card" />
        <span className="phone__card" />
      </div>
    </div>
  );
}

/** Arcades of a covered market; decorative, drawn inline so it costs no request. */
function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect x="10" y="200" width="300" height="10" rx="5" fill="#fdba74" opacity="0.9" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(${20 + i * 72} 0)`}>
          <path d="M0 200V110a32 32 0 0 1 64 0v90" fill="none" stroke="#fed7aa" strokeWidth="8" />
          <path d="M14 200v-80a18 18 0 0 1 36 0v80Z" fill={i % 2 === 0 ? '#c2410c' : '#9a3412'} />
        </g>
      ))}
      <path d="M10 80 160 24l150 56" fill="none" stroke="#fed7aa" strokeWidth="8" strokeLinejoin="round" />
      <circle cx="160" cy="58" r="10" fill="#fdba74" />
    </svg>
  );
}
