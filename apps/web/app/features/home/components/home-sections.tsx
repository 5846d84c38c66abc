import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import {
  ArrowIcon,
  BagIcon,
  ChatIcon,
  GlobeIcon,
  ShieldIcon,
  StoreIcon,
  ToolsIcon,
  TruckIcon,
} from '~/components/icons.tsx';

/** The home page's middle sections (SPEC.md §2): why Bedesten, goods and services, how it works. */

/** Delivery, pickup, checked vendors, two languages. */
export function Highlights() {
  const { t } = useTranslation('home');
  return (
    <section className="highlights" aria-label={t('highlights.label')}>
      <ul className="highlights__list container">
        <Highlight icon={<TruckIcon />}>{t('highlights.delivery')}</Highlight>
        <Highlight icon={<StoreIcon />}>{t('highlights.pickup')}</Highlight>
        <Highlight icon={<ShieldIcon />}>{t('highlights.vendors')}</Highlight>
        <Highlight icon={<GlobeIcon />}>{t('highlights.languages')}</Highlight>
      </ul>
    </section>
  );
}

/** Goods and services, each leading to its store list, and a request for what no list has. */
export function WhatWeOffer() {
  const { t } = useTranslation('home');
  return (
    <section className="section container below-fold" aria-labelledby="offer-title">
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
        <OfferCard
          icon={<ChatIcon size={28} />}
          title={t('offer.requestsTitle')}
          text={t('offer.requestsText')}
          link={t('offer.requestsLink')}
          to="/requests/new"
        />
      </div>
    </section>
  );
}

/** The three steps from choosing to receiving. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section className="section section--tinted below-fold" aria-labelledby="steps-title">
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
