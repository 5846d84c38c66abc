import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaqList } from '~/components/faq-list.tsx';
import { ArrowIcon, BagIcon, ChatIcon, ShieldIcon, StoreIcon, TruckIcon, ToolsIcon } from '~/components/icons.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { POPULAR_FAQS } from '~/lib/faqs.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/help';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'help');

const TOPICS: { id: string; to: string; icon: ReactNode }[] = [
  { id: 'orders', to: '/orders-and-delivery', icon: <TruckIcon /> },
  { id: 'payment', to: '/payment-and-pricing', icon: <BagIcon /> },
  { id: 'returns', to: '/returns-and-refunds', icon: <ShieldIcon /> },
  { id: 'faqs', to: '/faqs', icon: <ToolsIcon /> },
  { id: 'selling', to: '/vendor', icon: <StoreIcon /> },
  { id: 'contact', to: '/contact-us', icon: <ChatIcon /> },
];

/** The help centre: topics, popular questions and a way to contact us. */
export default function Help() {
  const { t } = useTranslation('help');
  return (
    <div className="page container">
      <PageHeader title={t('pages:help.title')} intro={t('pages:help.intro')} />
      <section aria-labelledby="topics-title" className="stack">
        <h2 id="topics-title">{t('topicsHeading')}</h2>
        <ul className="topic-grid">
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <Link to={topic.to} className="card topic-card">
                <span className="topic-card__icon">{topic.icon}</span>
                <span className="topic-card__body">
                  <span className="topic-card__title">{t(`topics.${topic.id}.title`)}</span>
                  <span className="topic-card__text">{t(`topics.${topic.id}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="popular-title" className="stack section-gap">
        <h2 id="popular-title">{t('popularHeading')}</h2>
        <FaqList ids={POPULAR_FAQS} />
        <p>
          <Link to="/faqs" className="text-link">
            {t('seeAll')}
            <ArrowIcon size={16} />
          </Link>
        </p>
      </section>
      <aside className="notice section-gap">
        <h2 className="notice__title">{t('stillNeedHelp')}</h2>
        <p>{t('stillNeedHelpText')}</p>
        <p className="notice__actions">
          <Link to="/contact-us" className="button button--primary">
            {t('contactCta')}
          </Link>
        </p>
      </aside>
    </div>
  );
}
