import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { APP_LINKS, APP_PUBLISHED } from '~/lib/site.ts';
import { CookieSettingsButton } from './cookie-notice.tsx';
import { ClockIcon, LogoMark, PhoneIcon, TruckIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** Every help and legal link of SPEC.md §2, labelled with the page's own title. */
const COLUMNS = [
  {
    heading: 'footer.helpHeading',
    links: ['help', 'contact-us', 'orders-and-delivery', 'payment-and-pricing', 'returns-and-refunds', 'faqs'],
  },
  {
    heading: 'footer.legalHeading',
    links: [
      'terms-and-conditions',
      'privacy-policy',
      'modern-slavery-statement',
      'accessibility',
      'protection-of-intellectual-property',
    ],
  },
  { heading: 'footer.companyHeading', links: ['about-us', 'blog', 'pricing', 'vendor', 'sitemap'] },
] as const;

function pageLabelKey(key: string): string {
  return key === 'vendor' ? 'nav.partner' : `pages:${key}.title`;
}

function AppBadge({ store, href }: { store: 'appStore' | 'googlePlay'; href: string | null }) {
  const { t } = useTranslation();
  const content = (
    <>
      <PhoneIcon size={18} />
      <span>{t(`footer.${store}`)}</span>
    </>
  );
  if (href) {
    return (
      <a className="app-badge" href={href} rel="noopener">
        {content}
      </a>
    );
  }
  return null;
}

export function AppBadges() {
  return (
    <div className="app-badges">
      <AppBadge store="appStore" href={APP_LINKS.appStore} />
      <AppBadge store="googlePlay" href={APP_LINKS.googlePlay} />
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer below-fold" aria-label={t('footer.label')}>
      <div className="site-footer__promises container">
        <p className="promise">
          <TruckIcon />
          <span>
            <strong>{t('footer.deliveryTerms')}</strong>
            <span>{t('footer.deliveryTermsText')}</span>
          </span>
        </p>
        <p className="promise">
          <ClockIcon />
          <span>
            <strong>{t('footer.vendorSupport')}</strong>
            <span>{t('footer.vendorSupportText')}</span>
          </span>
        </p>
      </div>
      <div className="site-footer__main container">
        <div className="site-footer__brand">
          <p className="brand brand--footer">
            <LogoMark />
            <span className="brand__name">{t('brand')}</span>
          </p>
          <p className="muted">{t('tagline')}</p>
          {APP_PUBLISHED && (
            <>
              <h2 className="site-footer__heading">{t('footer.appHeading')}</h2>
              <p className="muted">{t('footer.appText')}</p>
              <AppBadges />
            </>
          )}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} className="site-footer__column" aria-label={t(column.heading)}>
            <h2 className="site-footer__heading">{t(column.heading)}</h2>
            <ul>
              {column.links.map((key) => (
                <li key={key}>
                  <Link to={`/${key}`}>{t(pageLabelKey(key))}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom container">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <CookieSettingsButton className="link-button site-footer__cookies" />
        <LanguageSwitch className="lang-switch--footer" />
      </div>
    </footer>
  );
}
