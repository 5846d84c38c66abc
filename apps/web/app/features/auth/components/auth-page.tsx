import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { findPage, pageNamespace } from '~/lib/pages.ts';

/**
 * The frame of every sign-in, sign-up and recovery page: the page's heading
 * and intro (lib/pages.ts texts), one card with the form, and a few links
 * below it. Customer pages sit in the site's container; partner pages in the
 * vendor layout's public column.
 */
export function AuthPage({ pageKey, children, footer }: { pageKey: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  const page = findPage(pageKey);
  const ns = page ? pageNamespace(page) : 'pages';
  const customer = page?.group === 'customer';
  return (
    <div className={customer ? 'page container auth-page' : 'page page--panel auth-page'}>
      <div className="auth-page__column">
        <PageHeader title={t(`${ns}:${pageKey}.title`)} intro={t(`${ns}:${pageKey}.intro`)} />
        <div className="card auth-card">{children}</div>
        {footer ? <div className="auth-page__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
