import { useTranslation } from '~/lib/i18n-react.tsx';
import { type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches, usePageKey } from '~/lib/page-key.ts';
import { findPage, pageNamespace, type PageGroup } from '~/lib/pages.ts';

/**
 * The generic page: registered in routes.ts for every page of lib/pages.ts
 * that has no module of its own, each time under its own id (`page.<key>`).
 * It shows the page's translated heading and intro until its feature lands.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, pageKeyFromMatches(matches) ?? '');

export default function GenericPage() {
  const { t } = useTranslation();
  const key = usePageKey() ?? '';
  const page = findPage(key);
  const ns = page ? pageNamespace(page) : 'pages';
  const group: PageGroup = page?.group ?? 'customer';
  return (
    <div className={group === 'customer' ? 'page container' : 'page page--panel'}>
      <PageHeader title={t(`${ns}:${key}.title`)} intro={t(`${ns}:${key}.intro`)} />
      {/* The spec-route walk (e2e/tests/spec-routes.e2e.ts) fails on any page that still shows this. */}
      <div className="notice" data-being-built="">
        <ComingSoon group={group} />
      </div>
    </div>
  );
}

/** What a page that is not built yet says, and where it sends people meanwhile. */
function ComingSoon({ group }: { group: PageGroup }) {
  const { t } = useTranslation();
  if (group === 'customer') {
    return (
      <>
        <p>{t('page.comingSoon')}</p>
        <p className="notice__actions">
          <Link to="/stores" className="button button--primary">
            {t('page.browseStores')}
          </Link>
          <Link to="/help" className="button button--secondary">
            {t('errors.getHelp')}
          </Link>
        </p>
      </>
    );
  }
  if (group === 'vendor-public') {
    return (
      <>
        <p>{t('page.partnerComingSoon')}</p>
        <p className="notice__actions">
          <Link to="/vendor/sign-up" className="button button--primary">
            {t('nav.partner')}
          </Link>
          <Link to="/contact-us" className="button button--secondary">
            {t('pages:contact-us.title')}
          </Link>
        </p>
      </>
    );
  }
  return <p>{t('page.panelComingSoon')}</p>;
}
