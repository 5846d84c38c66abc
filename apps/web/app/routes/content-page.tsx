import { useTranslation } from 'react-i18next';
import { Link, type MetaFunction } from 'react-router';
import { PageHeader } from '~/components/page-header.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches, usePageKey } from '~/lib/page-key.ts';

/**
 * Text pages (about us, terms, privacy, delivery, payment, returns,
 * accessibility): registered once per page; the sections are in
 * locales/<lang>/content.json under the page key, in reading order.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, pageKeyFromMatches(matches) ?? '');

interface Section {
  heading: string;
  body: string;
}

function isSections(value: unknown): value is Record<string, Section> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export default function ContentPage() {
  const { t } = useTranslation();
  const key = usePageKey() ?? '';
  const raw: unknown = t(`content:${key}`, { returnObjects: true });
  const sections = isSections(raw) ? Object.entries(raw) : [];
  const withToc = sections.length > 4;

  return (
    <div className="page container">
      <PageHeader title={t(`pages:${key}.title`)} intro={t(`pages:${key}.intro`)} />
      <div className={withToc ? 'with-aside' : 'prose-wrap'}>
        {withToc ? (
          <nav className="toc" aria-labelledby="toc-title">
            <h2 id="toc-title" className="toc__heading">
              {t('page.onThisPage')}
            </h2>
            <ul>
              {sections.map(([id, section]) => (
                <li key={id}>
                  <a href={`#${id}`}>{section.heading}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="prose">
          {sections.map(([id, section]) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{section.heading}</h2>
              {section.body.split('\n\n').map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p className="prose__footer">
            <Link to="/help" className="text-link">
              {t('errors.getHelp')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
