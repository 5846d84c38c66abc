import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form, NavLink, useLocation } from 'react-router';
import { Link } from '~/components/link.tsx';
import { CUSTOMER_SIGN_IN, withRedirect } from '~/lib/access.ts';
import { useClientState } from '~/lib/client-state/provider.tsx';
import { cartCount } from '~/lib/client-state/state.ts';
import { useSessionUser } from '~/lib/root-data.ts';
import { AccountMenu } from './account-menu.tsx';
import { CartIcon, LogoMark, SearchIcon, UserIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';

// Signed-in people's live links (notifications, messages) load apart from every page's first scripts (ADR 0049);
// a chunk that fails to load leaves them out rather than the page.
const SignedInLinks = lazy(() => import('./header-live-links.tsx').catch(() => ({ default: () => null })));

// Suggestions load on the search box's first focus, never with the page (ADR 0049: the header is in every first load).
const SearchSuggestions = lazy(() => import('~/features/catalogue/components/search-suggestions.tsx'));

const MAIN_NAV = [
  { to: '/stores', label: 'nav.stores' },
  { to: '/shopping', label: 'nav.shopping' },
  { to: '/category', label: 'nav.category' },
  { to: '/collection', label: 'nav.collection' },
  { to: '/cab', label: 'nav.cab' },
  { to: '/help', label: 'nav.help' },
] as const;

export function Brand({ to = '/', suffix }: { to?: string; suffix?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="brand" aria-label={suffix ? undefined : t('header.homeLink')}>
      <LogoMark />
      <span className="brand__name">{t('brand')}</span>
      {suffix ? <span className="brand__suffix">{suffix}</span> : null}
    </Link>
  );
}

/** Customer header: logo, search, account, cart, language; main navigation below. */
export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const headerTheme = useClientState((state) => state.ui.headerTheme);
  const user = useSessionUser();
  const localCount = useClientState((state) => cartCount(state.cart));
  // Signed in, the server's cart is the one that counts (SPEC.md §3 cart_count).
  const count = user ? user.cart_count : localCount;
  const query = location.pathname === '/shopping' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [suggest, setSuggest] = useState(false);
  // Typing counts too: a box focused before the page was interactive never fires its focus again.
  const wake = () => setSuggest(true);

  return (
    <header className="site-header" data-theme={headerTheme}>
      <div className="site-header__bar container">
        <Brand />
        <Form
          method="get"
          action="/shopping"
          role="search"
          className="site-search"
          aria-label={t('header.searchLabel')}
          onFocus={wake}
          onInput={wake}
        >
          <label htmlFor="site-search" className="visually-hidden">
            {t('header.searchLabel')}
          </label>
          <input
            key={query}
            id="site-search"
            className="site-search__input"
            type="search"
            name="q"
            defaultValue={query}
            placeholder={t('header.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls="site-search-list"
          />
          <button type="submit" className="site-search__button" aria-label={t('header.searchButton')}>
            <SearchIcon />
          </button>
          {suggest ? (
            <Suspense>
              <SearchSuggestions inputId="site-search" />
            </Suspense>
          ) : null}
        </Form>
        <nav className="header-actions" aria-label={t('header.account')}>
          <LanguageSwitch />
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link
              to={withRedirect(CUSTOMER_SIGN_IN, `${location.pathname}${location.search}`)}
              className="header-action header-action--guest"
            >
              <UserIcon />
              <span className="header-action__label">{t('header.signIn')}</span>
            </Link>
          )}
          {user ? (
            <Suspense fallback={null}>
              <SignedInLinks />
            </Suspense>
          ) : null}
          <Link to="/cart" className="header-action" aria-label={t('header.cartCount', { count })}>
            <span className="header-action__icon">
              <CartIcon />
              {count > 0 ? (
                <span className="badge" aria-hidden="true">
                  {count > 99 ? '99+' : count}
                </span>
              ) : null}
            </span>
            <span className="header-action__label" aria-hidden="true">
              {t('header.cart')}
            </span>
          </Link>
        </nav>
      </div>
      <nav className="site-nav" aria-label={t('header.mainNav')}>
        <ul className="site-nav__list container">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="site-nav__link" prefetch="intent">
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li className="site-nav__partner">
            <NavLink to="/vendor" className="site-nav__link site-nav__link--accent" prefetch="intent">
              {t('nav.partner')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
