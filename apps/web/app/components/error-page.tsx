import { message } from '~/lib/messages.ts';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form, isRouteErrorResponse } from 'react-router';
import { Link } from '~/components/link.tsx';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import { SearchIcon } from './icons.tsx';

/** "Page not found", with ways forward: search, home, help. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="status-title">{t('errors.notFoundTitle')}</h1>
      <p className="status-page__text">{t('errors.notFoundText')}</p>
      <Form
        method="get"
        action="/shopping"
        role="search"
        className="status-page__search"
        aria-label={t('errors.searchInstead')}
      >
        <label htmlFor="not-found-search">{t('errors.searchInstead')}</label>
        <span className="inline-field">
          <input id="not-found-search" type="search" name="q" placeholder={t('header.searchPlaceholder')} />
          <button type="submit" className="button button--primary">
            <SearchIcon size={18} />
            {t('header.searchButton')}
          </button>
        </span>
      </Form>
      <p className="status-page__links">
        <Link to="/" className="button button--secondary">
          {t('errors.goHome')}
        </Link>
        <Link to="/help" className="button button--ghost">
          {t('errors.getHelp')}
        </Link>
      </p>
    </section>
  );
}

/**
 * 403: signed in, but this page belongs to another kind of account (a
 * customer on a vendor page). Nothing of the page is shown, only the
 * catalogue's "You do not have access to this page" and ways on.
 */
export function Forbidden() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useSessionUser();
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        403
      </p>
      <h1 id="status-title">{message('forbidden', lang)}</h1>
      <p className="status-page__text">
        {user ? t('errors.forbiddenSignedIn', { name: user.name }) : t('errors.forbiddenText')}
      </p>
      <p className="status-page__links">
        <Link to="/" className="button button--primary">
          {t('errors.goHome')}
        </Link>
        {user?.type === 'user' ? (
          <Link to="/vendor" className="button button--secondary">
            {t('errors.becomePartner')}
          </Link>
        ) : null}
        <Link to="/help" className="button button--ghost">
          {t('errors.getHelp')}
        </Link>
      </p>
    </section>
  );
}

/** 429: the visitor asked for too much too quickly; nothing is wrong with the site. */
export function TooManyRequests() {
  const lang = useLanguage();
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        429
      </p>
      <h1 id="status-title">{message('too_many_pages_title', lang)}</h1>
      <p className="status-page__text">{message('too_many_requests', lang)}</p>
      <p className="status-page__links">
        <a href="" className="button button--primary">
          {message('try_again', lang)}
        </a>
      </p>
    </section>
  );
}

/**
 * Any other failure: a plain apology (or, for a 503, that the site is back in a moment), a retry and (in
 * development) the stack.
 */
export function ServerError({ status, detail }: { status: number; detail?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="status-page container" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="status-title">{t(status === 503 ? 'errors.unavailableTitle' : 'errors.serverErrorTitle')}</h1>
      <p className="status-page__text">{t(status === 503 ? 'errors.unavailableText' : 'errors.serverErrorText')}</p>
      <p className="status-page__links">
        <a href="" className="button button--primary">
          {t('errors.tryAgain')}
        </a>
        <Link to="/" className="button button--secondary">
          {t('errors.goHome')}
        </Link>
      </p>
      {detail ? <pre className="status-page__detail">{detail}</pre> : null}
    </section>
  );
}

/** Chooses the page for a thrown error: 404, 403, 429 or everything else. */
export function ErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    if (error.status === 403) return <Forbidden />;
    if (error.status === 429) return <TooManyRequests />;
    return <ServerError status={error.status} />;
  }
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ServerError status={500} detail={detail} />;
}

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}
