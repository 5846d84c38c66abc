import { formatDate } from '@bedesten/core/i18n/dates';
import type { OutboxMessage } from '@bedesten/core/schemas/outbox';
import { DEFAULT_COUNTRY_CODE, normaliseMobile } from '@bedesten/core/validation/phone';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { data, Form, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Link } from '~/components/link.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { pageMeta } from '~/lib/meta.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { isDemo, isDemoTrusted } from '~/lib/session.server.ts';

/** How many messages the page lists: enough for a demo session. */
const LIMIT = 30;

/** What the person typed, as the outbox stores it: a lower-cased e-mail or an E.164 number (+357 when no code). */
function outboxAddress(raw: string): string {
  const value = raw.trim();
  if (value.includes('@')) return value.toLowerCase();
  if (value.startsWith('+')) return value.replace(/[\s().-]/g, '');
  return normaliseMobile(DEFAULT_COUNTRY_CODE, value)?.e164 ?? value.replace(/[\s().-]/g, '');
}

/**
 * `/dev/outbox` (not in production): the e-mails and SMS the app "sent" to an
 * address or number, newest first, so a person trying the demo can read their
 * code. A plain GET form, rendered on the server; it asks the API's
 * `GET /api/dev/outbox`. That answers only a browser that opened the link the
 * server printed at start (or everyone with DEMO_PUBLIC, ADR 0084); anyone
 * else gets a 403 page that says so, with the link's shape on this origin.
 */
export async function loader({ request, url }: LoaderFunctionArgs) {
  if (!isDemo()) throw data(null, { status: 404 });
  const locked = () =>
    data(
      { locked: true, example: `${url.origin}/api/dev/trust?token=…`, to: '', messages: null, failed: false },
      { status: 403 },
    );
  if (!isDemoTrusted(request)) return locked();
  const typed = url.searchParams.get('to')?.trim() ?? '';
  const { lang } = resolveLanguage(request);
  const result = await serverApiGet<{ data: OutboxMessage[] }>(
    request,
    'dev/outbox',
    typed ? { to: outboxAddress(typed), limit: LIMIT } : { limit: 1 },
    { lang },
  );
  if (result.status === 404) return locked();
  const messages = typed ? (result.ok ? result.data.data : []) : null;
  return { locked: false, example: '', to: typed, messages, failed: !result.ok };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'dev-outbox', { noindex: true });

/** The code in a message, shown large so nobody has to hunt for it. */
function codeIn(text: string): string | null {
  return /\b(\d{4})\b/.exec(text)?.[1] ?? null;
}

export default function DevOutboxPage() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const { locked, example, to, messages, failed } = useLoaderData<typeof loader>();
  if (locked) {
    return (
      <div className="page container">
        <PageHeader title={t('pages:dev-outbox.title')} />
        <section className="narrow card stack" aria-labelledby="outbox-locked-title" data-testid="outbox-locked">
          <h2 id="outbox-locked-title">{t('outbox.lockedTitle')}</h2>
          <p>{t('outbox.locked', { example })}</p>
          <p className="field__hint">{t('outbox.lockedScripts')}</p>
        </section>
      </div>
    );
  }
  return (
    <div className="page container">
      <PageHeader title={t('pages:dev-outbox.title')} intro={t('pages:dev-outbox.intro')} />
      <div className="narrow stack">
        <Form method="get" className="card form outbox-form" role="search" aria-label={t('outbox.formLabel')}>
          <div className="field">
            <label htmlFor="outbox-to">{t('outbox.to')}</label>
            <span className="inline-field">
              <input
                id="outbox-to"
                name="to"
                type="text"
                defaultValue={to}
                key={to}
                inputMode="email"
                autoComplete="off"
                aria-describedby="outbox-to-hint"
                required
              />
              <button type="submit" className="button button--primary">
                {t('outbox.show')}
              </button>
            </span>
            <p id="outbox-to-hint" className="field__hint">
              {t('outbox.hint')}
            </p>
          </div>
        </Form>
        {failed ? <p className="alert alert--error">{t('outbox.failed')}</p> : null}
        {messages === null ? null : messages.length === 0 ? (
          <p className="notice" role="status">
            {t('outbox.empty', { to })}
          </p>
        ) : (
          <section aria-labelledby="outbox-list-title">
            <div className="outbox-list__head">
              <h2 id="outbox-list-title">{t('outbox.listTitle', { count: messages.length })}</h2>
              <Link to={`?to=${encodeURIComponent(to)}`} className="button button--secondary button--small">
                {t('outbox.refresh')}
              </Link>
            </div>
            <ol className="outbox-list">
              {messages.map((item) => {
                const code = codeIn(item.subject ?? item.body);
                return (
                  <li key={item.id} className="card outbox-message">
                    <p className="outbox-message__meta">
                      <span className="tag">{t(`outbox.channel.${item.channel}`)}</span> <span>{item.to}</span> ·{' '}
                      <time dateTime={item.created_at}>{formatDate(item.created_at, lang, 'full')}</time>
                    </p>
                    {code ? (
                      <p className="outbox-message__code">
                        {t('outbox.code')} <strong data-testid="outbox-code">{code}</strong>
                      </p>
                    ) : null}
                    {item.subject ? <p className="outbox-message__subject">{item.subject}</p> : null}
                    {item.html ? (
                      <>
                        {/* Sandboxed: no scripts, no same-origin access; the API escaped every value in it. */}
                        <iframe
                          className="outbox-message__html"
                          title={t('outbox.htmlPart')}
                          srcDoc={item.html}
                          sandbox=""
                          loading="lazy"
                        />
                        <details>
                          <summary>{t('outbox.textPart')}</summary>
                          <p className="outbox-message__body">{item.body}</p>
                        </details>
                      </>
                    ) : (
                      <p className="outbox-message__body">{item.body}</p>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        )}
      </div>
    </div>
  );
}
