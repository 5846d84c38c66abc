import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaqList } from '~/components/faq-list.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { ALL_FAQS, FAQ_GROUPS } from '~/lib/faqs.ts';
import { translator } from '~/lib/i18n.ts';
import { languageFromMatches, pageMeta } from '~/lib/meta.ts';
import type { Route } from './+types/faqs';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(languageFromMatches(matches));
  // FAQPage structured data, so answers can show in search results.
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: ALL_FAQS.map((id) => ({
      '@type': 'Question',
      name: t(`help:faq.${id}.q`),
      acceptedAnswer: { '@type': 'Answer', text: t(`help:faq.${id}.a`) },
    })),
  };
  return pageMeta(matches, 'faqs', { extra: [{ 'script:ld+json': faqPage }] });
};

export default function Faqs() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageHeader title={t('pages:faqs.title')} intro={t('pages:faqs.intro')} />
      <div className="with-aside">
        <nav className="toc" aria-labelledby="faq-toc">
          <h2 id="faq-toc" className="toc__heading">
            {t('page.onThisPage')}
          </h2>
          <ul>
            {FAQ_GROUPS.map((group) => (
              <li key={group.id}>
                <a href={`#group-${group.id}`}>{t(`help:groups.${group.id}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="stack-lg">
          {FAQ_GROUPS.map((group) => (
            <section key={group.id} id={`group-${group.id}`} aria-labelledby={`group-${group.id}-title`}>
              <h2 id={`group-${group.id}-title`}>{t(`help:groups.${group.id}`)}</h2>
              <FaqList ids={group.items} />
            </section>
          ))}
          <aside className="notice">
            <h2 className="notice__title">{t('help:stillNeedHelp')}</h2>
            <p>{t('help:stillNeedHelpText')}</p>
            <p className="notice__actions">
              <Link to="/contact-us" className="button button--primary">
                {t('help:contactCta')}
              </Link>
            </p>
          </aside>
        </div>
      </div>
    </div>
  );
}
