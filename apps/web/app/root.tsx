import './lib/zod-jitless.ts';
import { useMemo, type ReactNode } from 'react';
import { I18nProvider, useTranslation } from '~/lib/i18n-react.tsx';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { CookieNotice } from './components/cookie-notice.tsx';
import { ErrorContent, errorStatus } from './components/error-page.tsx';
import { RestoreIndicator } from './components/restore-indicator.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { Toasts } from './components/toasts.tsx';
import { ClientStateProvider } from './lib/client-state/provider.tsx';
import { consentFromCookie } from './lib/consent.ts';
import { createI18n, loadLanguage } from './lib/i18n.ts';
import { resolveLanguage } from './lib/language.ts';
import { errorMeta, SITE_NAME } from './lib/meta.ts';
import { useLanguage, type RootData } from './lib/root-data.ts';
import { isDemo, sessionDeferred, sessionKnown, sessionMiddleware, sessionUser } from './lib/session.server.ts';
import { sharedPageMiddleware } from './lib/shared-pages.server.ts';
import { siteUrlOf } from './lib/site-url.server.ts';
import { rootShouldRevalidate, SessionSync } from './lib/use-session.ts';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import appCss from './styles/app.css?url';
import moreCss from './styles/app-more.css?url';
import { isStorefrontRoute } from './lib/pages.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The one font file every page's first paint needs (Turkish pages also fetch Latin Extended, unpreloaded).
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/**
 * One session look-up per request, shared by the root loader and the route
 * guards; around it, the mark that lets shared caches keep a signed-out
 * visitor's public page (it sees the session's Set-Cookie too).
 */
export const middleware: Route.MiddlewareFunction[] = [sharedPageMiddleware, sessionMiddleware];

/**
 * The page language: `?lang=` (remembered in a cookie), else the `lang`
 * cookie, else Accept-Language, else English. Every route reads it through
 * useLanguage() or, in meta functions, from the root match. Also who is
 * signed in (null without a session cookie, at no cost to the API).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, setCookie } = resolveLanguage(request);
  const [user] = await Promise.all([sessionUser(context), loadLanguage(lang)]);
  const headers = new Headers({ 'Content-Language': lang });
  if (setCookie) headers.append('Set-Cookie', setCookie);
  // A page rendered for a signed-in person (name, cart count) is theirs alone.
  if (user) headers.set('Cache-Control', 'private, no-store');
  return data<RootData>(
    {
      lang,
      user,
      sessionKnown: sessionKnown(context),
      sessionDeferred: sessionDeferred(context),
      demo: isDemo(),
      siteUrl: siteUrlOf(request),
      consent: consentFromCookie(request.headers.get('cookie')),
    },
    { headers },
  );
}

/**
 * On client navigations that change the language (the EN / TR links), load
 * the other language's strings before the new page renders. Hydration uses
 * the server's data: entry.client.tsx has already loaded that language.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const rootData = await serverLoader();
  await loadLanguage(rootData.lang);
  return rootData;
}

/** Sign-in and sign-out navigations reload the root's data (see use-session.ts). */
export const shouldRevalidate = rootShouldRevalidate;

/** The document varies by the language cookie and header. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers({ Vary: 'Accept-Language, Cookie' });
  const contentLanguage = loaderHeaders.get('Content-Language');
  if (contentLanguage) out.set('Content-Language', contentLanguage);
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) out.set('Cache-Control', cacheControl);
  return out;
};

export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? errorMeta(matches, errorStatus(error)) : [{ title: SITE_NAME }];

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  // One translations instance per render tree: per request on the server, and on
  // the client created with the server's language before hydration.
  const i18n = useMemo(() => createI18n(lang), [lang]);
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c1917" />
        <Meta />
        <Links />
        <Stylesheets />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <ClientStateProvider>
            <SessionSync />
            <SkipLink />
            <CookieNotice />
            <RestoreIndicator />
            {children}
            <Toasts />
          </ClientStateProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The two sheets, in this order (React keeps it by precedence): app.css on
 * every page, app-more.css on every page outside the storefront (ADR 0054).
 * Going from the storefront to such a page in the browser, React holds the
 * navigation until app-more.css has loaded, and keeps it afterwards.
 */
function Stylesheets() {
  const storefront = useMatches().some((match) => isStorefrontRoute(match.id));
  return (
    <>
      <link rel="stylesheet" href={appCss} precedence="app" />
      {storefront ? null : <link rel="stylesheet" href={moreCss} precedence="more" />}
    </>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Errors no layout handled (a loader failing, a 404 thrown from a page): the
 * translated 404 or 500 page inside the customer header and footer.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="shell">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="shell__main">
        <ErrorContent error={error} />
      </main>
      <SiteFooter />
    </div>
  );
}
