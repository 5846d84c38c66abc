import { useTranslation } from '~/lib/i18n-react.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import type { NeedHelp, PublicFaqTopic } from '~/features/content/api.ts';
import { FaqList } from '~/features/content/components/faq-list.tsx';
import { SupportDetails } from '~/features/content/components/support-details.tsx';
import { faqPageJsonLd } from '~/features/content/content.ts';
import { optionalContent, publicContent } from '~/features/content/load.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/faqs';

/** The FAQ as staff keep it (getFAQ), grouped by topic, and the support details (need-help-details). */
export async function loader({ request }: Route.LoaderArgs) {
  const [faqs, support] = await Promise.all([
    publicContent<PublicFaqTopic[]>(request, 'getFAQ'),
    optionalContent<NeedHelp>(request, 'need-help-details'),
  ]);
  return { faqs: faqs ?? [], support };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  // FAQPage structured data, so answers can show in search results.
  pageMeta(matches, 'faqs', { extra: [{ 'script:ld+json': faqPageJsonLd(loaderData?.faqs ?? []) }] });

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const groups = loaderData.faqs;
  return (
    <div className="page container">
      <PageHeader title={t('pages:faqs.title')} intro={t('pages:faqs.intro')} />
      {/* A fresh install has no questions yet: no empty contents column, the support details stay. */}
      <div className={groups.length > 0 ? 'with-aside' : undefined}>
        {groups.length > 0 ? (
          <nav className="toc" aria-labelledby="faq-toc">
            <h2 id="faq-toc" className="toc__heading">
              {t('page.onThisPage')}
            </h2>
            <ul>
              {groups.map((group) => (
                <li key={group.topic}>
                  <a href={`#group-${group.topic}`}>{group.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="stack-lg">
          {groups.map((group) => (
            <section key={group.topic} id={`group-${group.topic}`} aria-labelledby={`group-${group.topic}-title`}>
              <h2 id={`group-${group.topic}-title`}>{group.name}</h2>
              <FaqList entries={group.entries} />
            </section>
          ))}
          <SupportDetails details={loaderData.support} />
        </div>
      </div>
    </div>
  );
}
