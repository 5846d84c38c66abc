import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { ArrowIcon, BagIcon, ChatIcon, ShieldIcon, StoreIcon, TruckIcon, ToolsIcon } from '~/components/icons.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import type { NeedHelp, PublicFaqTopic } from '~/features/content/api.ts';
import { FaqList } from '~/features/content/components/faq-list.tsx';
import { SupportDetails } from '~/features/content/components/support-details.tsx';
import { popularFaqs } from '~/features/content/content.ts';
import { optionalContent } from '~/features/content/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/help';

/** The popular questions are the first of the FAQ staff keep; the support details are theirs too. */
export async function loader({ request }: Route.LoaderArgs) {
  const [faqs, support] = await Promise.all([
    optionalContent<PublicFaqTopic[]>(request, 'getFAQ'),
    optionalContent<NeedHelp>(request, 'need-help-details'),
  ]);
  return { popular: popularFaqs(faqs ?? [], POPULAR_COUNT), support };
}

const POPULAR_COUNT = 4;

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
export default function Help({ loaderData }: Route.ComponentProps) {
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
        <FaqList entries={loaderData.popular} />
        <p>
          <Link to="/faqs" className="text-link">
            {t('seeAll')}
            <ArrowIcon size={16} />
          </Link>
        </p>
      </section>
      <SupportDetails details={loaderData.support} />
    </div>
  );
}
