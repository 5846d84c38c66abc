import { LANGUAGES } from '@bedesten/core/i18n/languages';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { LANGUAGE_LABELS } from '~/lib/i18n.ts';
import { languageHref } from '~/lib/language.ts';
import { useLanguage } from '~/lib/root-data.ts';

/**
 * EN / TR. Plain links to the same page with `?lang=`, so switching works
 * without JavaScript; the root loader stores the choice in a cookie.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <ul className={`lang-switch ${className}`} aria-label={t('header.language')}>
      {LANGUAGES.map((lang) => {
        const label = LANGUAGE_LABELS[lang];
        const active = lang === current;
        return (
          <li key={lang}>
            <Link
              to={languageHref(pathname, search, lang)}
              lang={lang}
              hrefLang={lang}
              aria-label={`${label.name} (${label.short})`}
              aria-current={active ? 'true' : undefined}
              className={active ? 'is-active' : undefined}
              preventScrollReset
            >
              {label.short}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
