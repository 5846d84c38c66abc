import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import type { Crumb } from '../seo.ts';

/** Home › Stores › … as a navigation landmark; the last crumb is the page itself. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`} translate={crumb.proper ? 'no' : undefined}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
